import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { A4_MM, formatTagCode, labelBox, labelLayout, type LabelLayoutId } from '@washday/core';

// The label sheets riders carry: A4 pages of blank tag labels, one QR per label holding exactly its code, the code
// printed under it for typing. The QR is drawn as vector squares from the qrcode library's matrix, so it stays sharp
// at any printer resolution. Nothing is drawn outside the labels (no outlines): the sheets are pre-cut.

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

export interface PrintableSheet {
  code: string;
  layout: LabelLayoutId;
  labels: number;
}

/** One label: the QR as large as fits above its code, both centred; a quiet zone of one module all round. */
function drawLabel(doc: PDFKit.PDFDocument, box: ReturnType<typeof labelBox>, code: string) {
  const padding = 2;
  const textHeight = Math.min(5, box.height * 0.14);
  const qrSize = Math.min(box.width - 2 * padding, box.height - 2 * padding - textHeight);
  const matrix = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const cell = qrSize / (matrix.size + 2);
  const left = box.x + (box.width - qrSize) / 2 + cell;
  const top = box.y + padding + cell;
  doc.fillColor('#000000');
  for (let row = 0; row < matrix.size; row += 1)
    for (let column = 0; column < matrix.size; column += 1)
      if (matrix.get(row, column)) doc.rect(pt(left + column * cell), pt(top + row * cell), pt(cell) + 0.05, pt(cell) + 0.05);
  doc.fill();
  doc
    .font('Courier-Bold')
    .fontSize(Math.min(11, pt(textHeight) * 0.95))
    .text(code, pt(box.x), pt(box.y + padding + qrSize - 0.3), {
      width: pt(box.width),
      align: 'center',
      lineBreak: false,
    });
}

/** The sheets as one A4 PDF, a page each, labels numbered row by row as their codes say. */
export async function labelSheetsPdf(sheets: readonly PrintableSheet[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [pt(A4_MM.width), pt(A4_MM.height)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Washday tag labels ${sheets.map((s) => s.code).join(', ')}`, Creator: 'Washday' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const sheet of sheets) {
    doc.addPage({ size: [pt(A4_MM.width), pt(A4_MM.height)], margin: 0 });
    const layout = labelLayout(sheet.layout);
    for (let place = 1; place <= sheet.labels; place += 1)
      drawLabel(doc, labelBox(layout, place), formatTagCode(sheet.code, place));
  }
  doc.end();
  return done;
}
