import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF's text as a reader gets it, with pdf.js (no system tool needed). Where the document gives a structure
// element's ActualText (PDF 32000-1 §14.9.4: what its content means, such as Hindi drawn in visual order), that text
// stands for the content it marks, as Acrobat, PDFium and Poppler read it.

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/** Marked-content id → the ActualText of the nearest structure element that has one. */
function actualTexts(node: StructNode | null | undefined, inherited: string | null, into: Map<string, string>) {
  if (!node) return into;
  const actual = node.role && node.alt !== undefined ? node.alt : inherited;
  if (node.type === 'content' && node.id && actual !== null) into.set(node.id, actual);
  for (const child of node.children ?? []) actualTexts(child, actual, into);
  return into;
}

/** Each page's text, its pieces on separate lines. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const actual = actualTexts((await page.getStructTree()) as StructNode | null, null, new Map());
      const content = await page.getTextContent({ includeMarkedContent: true });
      const out: string[] = [];
      let line = '';
      let lastY: number | null = null;
      const flush = () => {
        out.push(line);
        line = '';
      };
      /** Text at height `y`: on a new line when the last text was at another height. */
      const put = (text: string, y: number) => {
        if (line && lastY !== null && Math.abs(y - lastY) > 1) flush();
        line += text;
        lastY = y;
      };
      // Open marked content: the ActualText standing for it (written at its first glyphs), or null.
      const open: Array<{ text: string; written: boolean } | null> = [];
      const replacing = () => open.find((o) => o !== null) ?? null;
      for (const item of content.items) {
        if ('type' in item) {
          if (item.type === 'endMarkedContent') open.pop();
          else {
            const actualText = item.type === 'beginMarkedContentProps' && item.id ? actual.get(item.id) : undefined;
            open.push(actualText !== undefined && !replacing() ? { text: actualText, written: false } : null);
          }
          continue;
        }
        const replaced = replacing();
        if (!replaced) put(item.str, item.transform[5] as number);
        else if (!replaced.written && item.str.trim()) {
          put(replaced.text, item.transform[5] as number);
          replaced.written = true;
        }
        if (item.hasEOL) flush();
      }
      out.push(line);
      pages.push(
        out
          .map((l) => l.trim())
          .filter(Boolean)
          .join('\n'),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
