// The words of the email that carries a customer's tax invoice (the PDF attached), in the language they chose.
import { formatRupeesIn, paiseToRupees } from '../money.js';
import type { TranslatedLanguage } from '../customers/preference-options.js';

export interface InvoiceEmailFacts {
  invoiceNumber: string;
  orderNumber: string;
  totalPaise: number;
  customerName: string;
  /** A laundry plan's cycle (its reference in orderNumber) rather than an order (decision 0042). */
  plan?: boolean;
}

export function invoiceEmailCopy(facts: InvoiceEmailFacts, language: TranslatedLanguage): { subject: string; text: string } {
  const total = formatRupeesIn(language === 'hi' ? 'hi-IN' : 'en-IN', paiseToRupees(facts.totalPaise));
  if (facts.plan) return planInvoiceEmailCopy(facts, total, language);
  if (language === 'hi')
    return {
      subject: `ऑर्डर ${facts.orderNumber} का टैक्स इनवॉइस ${facts.invoiceNumber}`,
      text: [
        `नमस्ते ${facts.customerName},`,
        `ऑर्डर ${facts.orderNumber} (कुल ${total}) का टैक्स इनवॉइस ${facts.invoiceNumber} इस ईमेल के साथ PDF में है। इसे ऐप में मेरी बुकिंग से भी डाउनलोड किया जा सकता है।`,
        'Washday चुनने के लिए धन्यवाद।',
      ].join('\n\n'),
    };
  return {
    subject: `Tax invoice ${facts.invoiceNumber} for order ${facts.orderNumber}`,
    text: [
      `Hello ${facts.customerName},`,
      `Your tax invoice ${facts.invoiceNumber} for order ${facts.orderNumber} (total ${total}) is attached as a PDF. You can also download it from My Bookings in the app.`,
      'Thank you for choosing Washday.',
    ].join('\n\n'),
  };
}

function planInvoiceEmailCopy(
  facts: InvoiceEmailFacts,
  total: string,
  language: TranslatedLanguage,
): { subject: string; text: string } {
  if (language === 'hi')
    return {
      subject: `लॉन्ड्री प्लान ${facts.orderNumber} का टैक्स इनवॉइस ${facts.invoiceNumber}`,
      text: [
        `नमस्ते ${facts.customerName},`,
        `आपके लॉन्ड्री प्लान के भुगतान ${facts.orderNumber} (कुल ${total}) का टैक्स इनवॉइस ${facts.invoiceNumber} इस ईमेल के साथ PDF में है। इसे ऐप में लॉन्ड्री प्लान से भी डाउनलोड किया जा सकता है।`,
        'Washday चुनने के लिए धन्यवाद।',
      ].join('\n\n'),
    };
  return {
    subject: `Tax invoice ${facts.invoiceNumber} for laundry plan ${facts.orderNumber}`,
    text: [
      `Hello ${facts.customerName},`,
      `Your tax invoice ${facts.invoiceNumber} for your laundry plan payment ${facts.orderNumber} (total ${total}) is attached as a PDF. You can also download it from Laundry plans in the app.`,
      'Thank you for choosing Washday.',
    ].join('\n\n'),
  };
}
