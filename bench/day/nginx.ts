import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The deployment's files (docs/deploy.md shows them); the day runs these, not copies. */
export const SITE_CONF = path.join(REPO, 'deploy/nginx/washday.conf');
export const PROXY_CONF = path.join(REPO, 'deploy/nginx/washday-proxy.conf');

/** nginx's binary: NGINX_PATH, Debian's /usr/sbin/nginx, or one on PATH; undefined when there is none. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/**
 * washday.conf for the day: the shipped file with only the ports changed (its listen address, its upstream
 * servers, one line per instance) and its include pointed at the shipped washday-proxy.conf. Throws when the file
 * no longer has the lines this replaces, so the day never runs a configuration other than the one shipped.
 */
export function renderSite(listenPort: number, upstreamPorts: number[]): string {
  const site = readFileSync(SITE_CONF, 'utf8');
  const replace = (text: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(text)) throw new Error(`${SITE_CONF} has no ${what} line to adapt (${pattern})`);
    return text.replace(pattern, by);
  };
  const serverLine = /^(\s*)server 127\.0\.0\.1:3001( [^;]*)?;\n/m;
  const match = serverLine.exec(site);
  if (!match) throw new Error(`${SITE_CONF} has no "server 127.0.0.1:3001 …;" upstream line`);
  const [, indent = '', params = ''] = match;
  let text = site.replace(serverLine, upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${params};\n`).join(''));
  text = replace(text, /^\s*server 127\.0\.0\.1:3002[^;]*;\n/m, '', 'second upstream server');
  text = replace(text, /^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`, 'listen 80');
  text = replace(text, /^\s*listen \[::\]:80;\n/m, '', 'listen [::]:80');
  text = replace(text, /include snippets\/washday-proxy\.conf;/, `include ${PROXY_CONF};`, 'include');
  return text;
}

/**
 * How long nginx skips an instance after a failed connection (the upstream's fail_timeout), ms: an instance back up
 * gets requests again only after it, so a rolling restart waits this long before stopping the next instance.
 */
export function failTimeoutMs(): number {
  const match = /fail_timeout=(\d+)(ms|s)?/.exec(readFileSync(SITE_CONF, 'utf8'));
  if (!match) return 10_000; // nginx's default
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
}

/** The nginx user workers run as when started by root: Debian's www-data, else nobody. */
function workerUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['www-data', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return { name, uid, gid };
    } catch {
      // next
    }
  }
  return undefined;
}

/** This process's hard limit on open files, which nginx started by it inherits. */
function hardFileLimit(): number {
  const result = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' });
  const value = result.stdout.trim();
  return value === 'unlimited' ? 1_048_576 : Number(value) || 4096;
}

export interface NginxFiles {
  prefix: string;
  conf: string;
}

/**
 * The wrapper around the site: pid, logs and temporary files in `prefix`, enough connections for thousands of open
 * streams (each takes a client and an upstream connection), and the rendered washday.conf in its http block.
 */
export function writeNginxConfig(options: {
  prefix: string;
  logsDir: string;
  listenPort: number;
  upstreamPorts: number[];
  workers: number;
  workerConnections: number;
}): NginxFiles {
  const { prefix } = options;
  const temp = path.join(prefix, 'temp');
  mkdirSync(temp, { recursive: true });
  const user = workerUser();
  // Request bodies larger than the buffer go to disk, written by the workers.
  if (user) chownSync(temp, user.uid, user.gid);
  // A worker may not raise its file limit past the hard limit (containers often cap it): ask for what is allowed.
  const nofile = Math.min(options.workerConnections + 1024, hardFileLimit());
  const site = path.join(prefix, 'washday.conf');
  writeFileSync(site, renderSite(options.listenPort, options.upstreamPorts));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      '# Written by bench/day/topology.ts for one run; the site is deploy/nginx/washday.conf with its ports changed.',
      ...(user ? [`user ${user.name};`] : []),
      `worker_processes ${options.workers};`,
      `worker_rlimit_nofile ${nofile};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(options.logsDir, 'nginx-error.log')} warn;`,
      `events { worker_connections ${Math.min(options.workerConnections, nofile - 256)}; }`,
      'http {',
      ...(existsSync('/etc/nginx/mime.types') ? ['    include /etc/nginx/mime.types;'] : []),
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    tcp_nopush on;',
      '    server_tokens off;',
      // Which instance answered and how long it took: what the day's report reads per fault window.
      '    log_format day \'$msec $status $request_method "$request_uri" $upstream_addr $upstream_status $request_time $upstream_response_time\';',
      `    access_log ${path.join(options.logsDir, 'nginx-access.log')} day buffer=64k flush=1s;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(temp, t)};`),
      `    include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  return { prefix, conf };
}

/** nginx -t on the written configuration; throws with nginx's words when it is refused. */
export function checkNginxConfig(nginx: string, files: NginxFiles, errorLog: string): void {
  const result = spawnSync(nginx, ['-t', '-q', '-p', files.prefix, '-e', errorLog, '-c', files.conf], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx refused the configuration:\n${result.stderr}${result.stdout}`);
}
