import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { BenchContext } from './types.js';

export interface BareServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts bench/lib/bare-fastify.ts in its own process (as the API runs in its own) and waits for its port. */
export async function startBareFastify(context: BenchContext): Promise<BareServer> {
  const script = path.join(context.repoRoot, 'bench/lib/bare-fastify.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: context.repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`bare Fastify exited with ${String(code)} before listening`);
  });
  const lines = createInterface({ input: child.stdout });
  const listening = (async () => {
    for await (const line of lines) {
      const address = (JSON.parse(line) as { listening?: string }).listening;
      if (address) return address;
    }
    throw new Error('bare Fastify closed its output before listening');
  })();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('bare Fastify did not listen within 30 s')), 30_000).unref(),
  );
  try {
    const url = await Promise.race([listening, exited, timeout]);
    return {
      url,
      stop: async () => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
