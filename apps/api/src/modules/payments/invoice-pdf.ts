import { BUSINESS_TIME_ZONE, GST_STATE_CODES, formatIndianMobile } from '@washday/core';
import type { InvoiceSnapshot } from './invoices.js';
import { A4, PdfWriter, type TextStyle } from './pdf-writer.js';
import { rupeesInWords } from './rupees-in-words.js';

// The GST tax invoice as a PDF (docs/decisions/0033-money.md), drawn only from what the invoice stored when it was
// issued (its snapshot, number and moment): later edits of the business's details or the customer's address never
// change a document already issued. The supplier, the customer, the place of supply, the lines with their SAC, the
// total with the GST inside it split as CGST + SGST or IGST, the payments, and the total in words.

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  snapshot: InvoiceSnapshot;
}

const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - MARGIN;
/** Where content stops and the footer begins. */
const BOTTOM = A4.height - 60;
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const SHADE = '#f3f4f6';

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]));
const stateName = (code: string) => STATE_BY_CODE.get(code) ?? code;

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const rupees = (paise: number) => money.format(paise / 100);
const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const day = new Intl.DateTimeFormat('en-IN', { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const moment = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const percent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;

const METHOD_LABEL: Record<string, string> = { cash: 'Cash', upi_qr: 'UPI (QR at the door)', online: 'Online' };

/** The file name a download is saved as: WD/26-27/000123 → WD-26-27-000123.pdf. */
export const invoiceFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

export async function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  const { snapshot: s } = invoice;
  const pdf = new PdfWriter({
    title: `Tax Invoice ${invoice.number}`,
    author: s.supplier.legalName,
    subject: `${s.subject === 'plan' ? 'Laundry plan' : 'Order'} ${s.orderNumber}`,
    createdAt: invoice.issuedAt,
  });
  let y = MARGIN;
  const footer = () => {
    pdf.rule(MARGIN, RIGHT, BOTTOM + 14, LINE, 0.5);
    pdf.text('This is a computer-generated invoice.', MARGIN, BOTTOM + 20, {
      width: WIDTH,
      align: 'center',
      color: MUTED,
      size: 8,
    });
  };
  /** Starts a new page when `height` does not fit; true when it did. */
  const room = (height: number) => {
    if (y + height <= BOTTOM) return false;
    footer();
    pdf.addPage();
    y = MARGIN;
    return true;
  };
  const label = (text: string, x: number, at: number, width: number) =>
    pdf.text(text.toUpperCase(), x, at, { size: 7.5, bold: true, color: MUTED, width });

  // The supplier on the left, the document on the right.
  const leftWidth = 300;
  let left = y;
  left += pdf.text(s.supplier.legalName, MARGIN, left, { size: 13, bold: true, width: leftWidth, role: 'H2' });
  left += pdf.text(s.supplier.address, MARGIN, left + 2, { color: MUTED, width: leftWidth }) + 2;
  left += pdf.text(`GSTIN: ${s.supplier.gstin}`, MARGIN, left + 2, { width: leftWidth }) + 2;
  left += pdf.text(`State: ${stateName(s.supplier.stateCode)}, code ${s.supplier.stateCode}`, MARGIN, left, {
    width: leftWidth,
  });
  const rightX = MARGIN + leftWidth + 20;
  const rightWidth = RIGHT - rightX;
  const right: TextStyle = { width: rightWidth, align: 'right' };
  let top = y;
  top += pdf.text('Tax Invoice', rightX, top, { ...right, size: 20, bold: true, role: 'H1' }) + 4;
  top += pdf.text(`Invoice no.: ${invoice.number}`, rightX, top, { ...right, bold: true, size: 10 });
  top += pdf.text(`Invoice date: ${day.format(invoice.issuedAt)}`, rightX, top, right);
  // A laundry plan's cycle (decision 0042) prints its reference where an order prints its number.
  top += pdf.text(`${s.subject === 'plan' ? 'Plan ref.' : 'Order no.'}: ${s.orderNumber}`, rightX, top, right);
  y = Math.max(left, top) + 12;
  pdf.rule(MARGIN, RIGHT, y);
  y += 12;

  // Who is billed, and where the supply is.
  left = y;
  left += label('Bill to', MARGIN, left, leftWidth) + 2;
  left += pdf.text(s.customer.name, MARGIN, left, { size: 11, bold: true, width: leftWidth });
  left += pdf.text(`Phone: ${formatIndianMobile(s.customer.phone)}`, MARGIN, left, { width: leftWidth });
  left += pdf.text(s.customer.address, MARGIN, left, { width: leftWidth, color: MUTED });
  left += pdf.text(`State: ${s.placeOfSupply.state}, code ${s.placeOfSupply.code}`, MARGIN, left, { width: leftWidth });
  if (s.customer.gstin) left += pdf.text(`GSTIN: ${s.customer.gstin}`, MARGIN, left, { width: leftWidth });
  top = y;
  top += label('Place of supply', rightX, top, rightWidth) + 2;
  top += pdf.text(`${s.placeOfSupply.state} (${s.placeOfSupply.code})`, rightX, top, { size: 11, bold: true, width: rightWidth });
  top += pdf.text(s.split.intraState ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', rightX, top, {
    width: rightWidth,
  });
  top += pdf.text('Tax payable on reverse charge: No', rightX, top, { width: rightWidth });
  y = Math.max(left, top) + 14;

  // The lines.
  const columns: Column[] = [
    { title: '#', width: 22, align: 'left' },
    { title: 'Description', width: 0, align: 'left' },
    { title: 'SAC', width: 52, align: 'left' },
    { title: 'Qty', width: 40, align: 'right' },
    { title: 'Unit', width: 48, align: 'left' },
    { title: 'Rate', width: 72, align: 'right' },
    { title: 'Amount', width: 80, align: 'right' },
  ];
  columns[1]!.width = WIDTH - columns.reduce((sum, c) => sum + c.width, 0);
  const PAD = 4;
  const row = (cells: string[], style: TextStyle, shade?: string) => {
    const height =
      Math.max(...cells.map((cell, i) => pdf.heightOf(cell, { ...style, width: columns[i]!.width - 2 * PAD }))) + 2 * PAD;
    if (room(height) && !shade) y = header();
    if (shade) pdf.fill(MARGIN, y, WIDTH, height, shade);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      pdf.text(cell, x + PAD, y + PAD, { ...style, width: column.width - 2 * PAD, align: column.align });
      x += column.width;
    });
    y += height;
    pdf.rule(MARGIN, RIGHT, y, LINE, 0.5);
  };
  const header = () => {
    row(
      columns.map((c) => c.title),
      { bold: true, size: 8.5 },
      SHADE,
    );
    return y;
  };
  header();
  s.lines.forEach((line, i) =>
    row(
      [
        String(i + 1),
        line.description,
        line.sac,
        quantity.format(line.quantity),
        line.unit,
        rupees(line.unitPricePaise),
        rupees(line.amountPaise),
      ],
      {},
    ),
  );
  y += 10;

  // The total, and the tax inside it.
  const totals: Array<[string, string, boolean?]> = [['Subtotal', rupees(s.subtotalPaise)]];
  if (s.discountPaise > 0)
    totals.push([s.couponCode ? `Discount (coupon ${s.couponCode})` : 'Discount', `−${rupees(s.discountPaise)}`]);
  totals.push(['Total (GST included)', rupees(s.totalPaise), true]);
  totals.push(['Taxable value', rupees(s.split.taxablePaise)]);
  if (s.split.intraState) {
    totals.push([`CGST @ ${percent(s.split.ratePercent / 2)}`, rupees(s.split.cgstPaise)]);
    totals.push([`SGST @ ${percent(s.split.ratePercent / 2)}`, rupees(s.split.sgstPaise)]);
  } else totals.push([`IGST @ ${percent(s.split.ratePercent)}`, rupees(s.split.igstPaise)]);
  totals.push(['Total tax', rupees(s.split.cgstPaise + s.split.sgstPaise + s.split.igstPaise)]);
  const blockX = RIGHT - 230;
  room(totals.length * 15 + 10);
  const wordsTop = y;
  for (const [name, amount, strong] of totals) {
    const style: TextStyle = { bold: strong === true, size: strong ? 10.5 : 9 };
    const height = pdf.text(name, blockX, y, { ...style, width: 140 });
    pdf.text(amount, blockX + 140, y, { ...style, width: 90, align: 'right' });
    y += height + 2;
    if (strong) {
      pdf.rule(blockX, RIGHT, y, LINE, 0.5);
      y += 4;
    }
  }
  let words = wordsTop;
  words += label('Total in words', MARGIN, words, 250) + 2;
  words += pdf.text(rupeesInWords(s.totalPaise), MARGIN, words, { width: 250, bold: true });
  y = Math.max(y, words) + 16;

  // How it was paid.
  room(40);
  y += pdf.text('Payments received', MARGIN, y, { size: 10.5, bold: true, role: 'H2' }) + 4;
  if (s.payments.length === 0) y += pdf.text('None', MARGIN, y, { color: MUTED });
  else {
    const widths = [110, 100, 140, WIDTH - 350];
    const paymentRow = (cells: string[], style: TextStyle) => {
      room(16);
      let x = MARGIN;
      let height = 0;
      cells.forEach((cell, c) => {
        height = Math.max(height, pdf.text(cell, x, y, { ...style, width: widths[c]! - 8 }));
        x += widths[c]!;
      });
      y += height + 3;
    };
    paymentRow(['Method', 'Amount', 'Date', 'Reference'], { bold: true, color: MUTED });
    for (const p of s.payments)
      paymentRow(
        [METHOD_LABEL[p.method] ?? p.method, rupees(p.amountPaise), moment.format(new Date(p.at)), p.reference ?? '—'],
        {},
      );
  }
  footer();
  return pdf.end();
}
