// @ts-check
// Makes sure the simulated day's tools are here: nginx (Debian's package, the load balancer the deployment ships
// with) and redis-server, installing them with apt-get when missing and allowed (root, or sudo without a password).
// Idempotent: with both present it only says so. PostgreSQL's server binaries are not installed here: without them
// the day runs on DAY_DATABASE_URL's server and says so. Run: node bench/day/ensure-tools.mjs
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** @param {string} command @param {string[]} args */
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** @param {string[]} paths */
function firstExecutable(paths) {
  for (const path of paths) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // next
    }
  }
  const found = spawnSync('sh', ['-c', `command -v ${paths[0]?.split('/').pop()}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}

const isRoot = process.getuid?.() === 0;
const canInstall = () => succeeds('apt-get', ['--version']) && (isRoot || succeeds('sudo', ['-n', 'true']));

/** @param {string[]} packages */
function aptInstall(packages) {
  // `env` carries DEBIAN_FRONTEND through sudo, which resets the environment.
  const prefix = [...(isRoot ? [] : ['sudo', '-n']), 'env', 'DEBIAN_FRONTEND=noninteractive'];
  /** @param {string[]} args */
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(/** @type {string} */ (command), rest, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  };
  return run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

const tools = [
  { name: 'nginx', paths: ['/usr/sbin/nginx', '/usr/local/sbin/nginx'], packages: [['nginx-light'], ['nginx']] },
  { name: 'redis-server', paths: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'], packages: [['redis-server']] },
];

let missing = 0;
for (const tool of tools) {
  let found = firstExecutable(tool.paths);
  if (!found && canInstall()) {
    for (const packages of tool.packages) {
      console.log(`== Installing ${packages.join(' ')} (apt-get) for the simulated day`);
      // Debian starts an installed service; the day runs its own copies on their own ports, so stop it again.
      if (aptInstall(packages)) {
        spawnSync(isRoot ? 'service' : 'sudo', [...(isRoot ? [] : ['-n', 'service']), tool.name, 'stop'], { stdio: 'ignore' });
        found = firstExecutable(tool.paths);
        if (found) break;
      }
    }
  }
  if (found) console.log(`== ${tool.name}: ${found}`);
  else {
    missing += 1;
    console.error(`== ${tool.name} is missing and could not be installed: apt-get install ${tool.packages[0]?.join(' ')}`);
  }
}
process.exit(missing > 0 ? 1 : 0);
