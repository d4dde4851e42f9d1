import { describe, expect, it, vi } from 'vitest';

describe('zod without compiled validators', () => {
  it('reaches zod through its global configuration, so main.tsx need not import zod', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    // A zod that no longer reads __zod_globalConfig keeps its own settings: jitless stays unset and this fails.
    expect(config().jitless).toBe(true);
  });

  it('lets a schema built afterwards parse without new Function', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ lat: z.number(), lng: z.number() });
    expect(schema.parse({ lat: 28.4, lng: 77 })).toEqual({ lat: 28.4, lng: 77 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
