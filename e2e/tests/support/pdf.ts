import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A downloaded PDF's text as a reader gets it: Poppler's pdftotext (scripts/ensure-browser.mjs installs
// poppler-utils where it may), else pdf.js, so a machine without Poppler still reads the document.

const hasPdftotext = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

async function withPdfJs(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\f');
}

/** The PDF's text, its layout kept roughly (pdftotext -layout), and which reader gave it. */
export async function pdfText(bytes: Buffer): Promise<{ text: string; reader: 'pdftotext' | 'pdf.js' }> {
  if (!hasPdftotext()) return { text: await withPdfJs(bytes), reader: 'pdf.js' };
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'washday-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return { text: result.stdout, reader: 'pdftotext' };
}
