import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../config/env.js';
import { listenOptions } from './listen-options.js';

/** The accept queue's length the kernel set for a listening port (`ss`'s Send-Q for a listening socket). */
function backlogOf(port: number): number {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
  return Number(line.split(/\s+/)[2]);
}

describe('listening', () => {
  it('holds 4,096 connections by default and refuses a backlog that is not a positive count', () => {
    expect(loadEnv({}).LISTEN_BACKLOG).toBe(4096);
    expect(loadEnv({ LISTEN_BACKLOG: '8192' }).LISTEN_BACKLOG).toBe(8192);
    for (const bad of ['0', '-5', 'many']) expect(() => loadEnv({ LISTEN_BACKLOG: bad }), bad).toThrow(EnvError);
    expect(() => loadEnv({ LISTEN_BACKLOG: '0' })).toThrow(/LISTEN_BACKLOG: /);
  });

  it("asks the kernel for the configured accept queue, not Node's 511", async () => {
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const app = Fastify();
    try {
      const wanted = 1000;
      await app.listen(listenOptions({ HOST: '127.0.0.1', PORT: 0, LISTEN_BACKLOG: wanted }));
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // The kernel caps it at net.core.somaxconn (4096 on current kernels).
      expect(backlogOf(port)).toBe(Math.min(wanted, somaxconn));
      expect(backlogOf(port)).not.toBe(511);
    } finally {
      await app.close();
    }
  });
});
