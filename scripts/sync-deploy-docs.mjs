// @ts-check
// Copies the shipped deployment files (deploy/) into docs/deploy.md's `<!-- verbatim: FILE -->` blocks, after one of
// them changed: `node scripts/sync-deploy-docs.mjs`. apps/api/src/deploy-docs.test.ts fails until the copies match.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docPath = path.join(root, 'docs/deploy.md');
const doc = readFileSync(docPath, 'utf8');
const synced = doc.replace(
  /<!-- verbatim: (\S+) -->\n+```([a-z]*)\n[\s\S]*?^```$/gm,
  (_, file, lang) => `<!-- verbatim: ${file} -->\n\n\`\`\`${lang}\n${readFileSync(path.join(root, file), 'utf8')}\`\`\``,
);
if (synced === doc) console.log('docs/deploy.md already shows every deployment file as it is.');
else {
  writeFileSync(docPath, synced);
  console.log('docs/deploy.md: deployment files copied in; review with git diff docs/deploy.md.');
}
