import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// Writing documents people print and keep (the tax invoice): A4, tagged, in Noto Sans Devanagari, which draws
// Latin, the rupee sign and Hindi alike. The font comes from an npm package (OFL-1.1), so `npm install` is all a
// machine needs; it is embedded, subset to the glyphs used.
//
// Hindi is drawn in visual order (a reph or an 'ि' sits where the eye reads it, not where it is typed), so each text
// with Devanagari carries its typed text as ActualText twice: on its marked content (Acrobat, PDFium, Poppler copy
// and extract it) and on its structure element (pdf.js and screen readers read it there). 'रेखा शर्मा' then reads
// back as 'रेखा शर्मा', never as its glyphs 'रेखा शमार्'.

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const require = createRequire(import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once from the font package. */
function fonts() {
  fontFiles ??= {
    regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  };
  return fontFiles;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** A letter or digit of another script: where a Devanagari run ends. Spaces and punctuation join the run they follow. */
const OTHER_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * A text cut where its script changes. The shaper takes one script per piece (the first it meets), so 'Flat 4, रेखा'
 * shaped whole would leave the Hindi unshaped.
 */
export function scriptRuns(text: string): string[] {
  const runs: Array<{ text: string; devanagari: boolean | null }> = [];
  for (const ch of text) {
    const devanagari = DEVANAGARI.test(ch) ? true : OTHER_WORD_CHARACTER.test(ch) ? false : null;
    const last = runs.at(-1);
    if (last && (devanagari === null || last.devanagari === null || devanagari === last.devanagari)) {
      last.text += ch;
      last.devanagari ??= devanagari;
    } else runs.push({ text: ch, devanagari });
  }
  return runs.map((r) => r.text);
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Wraps within this width; without it the text is one line. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** The structure role: a heading, a paragraph (default) or a table cell's text. */
  role?: 'H1' | 'H2' | 'P';
}

export const A4 = { width: 595.28, height: 841.89 } as const;

/** A tagged A4 document: text (any script), rules and fills (as layout artifacts), page breaks. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(info: { title: string; author: string; subject: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      tagged: true,
      lang: 'en-IN',
      displayTitle: true,
      pdfVersion: '1.7',
      // The moment the document was issued, so the same invoice is always the same file.
      info: { Title: info.title, Author: info.author, Subject: info.subject, CreationDate: info.createdAt },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    const { regular, bold } = fonts();
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /** Height `text` takes in `style`. */
  heightOf(text: string, style: TextStyle = {}): number {
    this.use(style);
    return this.doc.heightOfString(text, { width: style.width ?? A4.width, align: style.align ?? 'left' });
  }

  widthOf(text: string, style: TextStyle = {}): number {
    this.use(style);
    return this.doc.widthOfString(text);
  }

  /** Draws `text` with its top left at (x, y); returns the height it took. */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    if (!text) return 0;
    const hindi = DEVANAGARI.test(text);
    const meaning = hindi ? { actual: text, lang: 'hi-IN' } : {};
    const role = style.role ?? 'P';
    const content = this.doc.markStructureContent(hindi ? 'Span' : role, meaning);
    this.use(style);
    const runs = hindi ? scriptRuns(text) : [text];
    const options = {
      width: style.width ?? A4.width - x,
      align: style.align ?? 'left',
      lineBreak: style.width !== undefined,
    };
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1;
      if (i === 0) this.doc.text(run, x, y, { ...options, continued });
      else this.doc.text(run, { ...options, continued });
    });
    this.doc.endMarkedContent();
    this.root.add(
      hindi ? this.doc.struct(role, {}, [this.doc.struct('Span', meaning, [content])]) : this.doc.struct(role, {}, [content]),
    );
    return this.doc.y - y;
  }

  /** A horizontal rule. */
  rule(x1: number, x2: number, y: number, color = '#d1d5db', width = 0.75): void {
    this.artifact(() => this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke());
  }

  /** A filled box behind text. */
  fill(x: number, y: number, w: number, h: number, color: string): void {
    this.artifact(() => this.doc.rect(x, y, w, h).fillColor(color).fill());
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  async end(): Promise<Buffer> {
    this.root.end();
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }

  private use(style: TextStyle): void {
    this.doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? '#111827');
  }

  /** Drawing that is not content (PDF/UA): a reader skips it. */
  private artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }
}
