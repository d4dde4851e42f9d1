import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/deploy.md shows the deployment files the simulated day runs; here each shown copy must equal its file byte for
// byte, and every variable env.ts reads must be in its table, so the document cannot drift from what ships.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const SHIPPED = ['deploy/nginx/washday.conf', 'deploy/nginx/washday-proxy.conf', 'deploy/systemd/washday@.service'];

/** Each `<!-- verbatim: FILE -->` marker's following fenced block, by file. */
function verbatimBlocks(doc: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of doc.matchAll(/<!-- verbatim: (\S+) -->\n+```[a-z]*\n([\s\S]*?)^```$/gm)) blocks.set(match[1]!, match[2]!);
  return blocks;
}

describe('docs/deploy.md', () => {
  const doc = read('docs/deploy.md');

  it.each(SHIPPED)('shows %s exactly as it ships', (file) => {
    const blocks = verbatimBlocks(doc);
    expect(blocks.has(file), `docs/deploy.md has no "<!-- verbatim: ${file} -->" block`).toBe(true);
    expect(blocks.get(file), `docs/deploy.md's copy of ${file} differs: node scripts/sync-deploy-docs.mjs`).toBe(read(file));
  });

  it('shows no other file', () => {
    expect([...verbatimBlocks(doc).keys()].sort()).toEqual([...SHIPPED].sort());
  });

  it('names every environment variable env.ts reads', () => {
    const schema = read('apps/api/src/config/env.ts').split('const envSchema = z.object({')[1]!.split('\n});')[0]!;
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(50);
    const missing = variables.filter((name) => !doc.includes(`\`${name}\``));
    expect(missing, 'add these to the environment table in docs/deploy.md').toEqual([]);
  });
});
