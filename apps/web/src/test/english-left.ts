// For tests that switch to Hindi: the English words still on screen (text and accessible names), leaving out data
// (anything under translate="no": names, addresses, service names, order ids) and the words Hindi keeps as they are.

/**
 * Latin words a Hindi screen may show: the brand, product and file-format names, words Hindi speakers read as they are
 * (ID, OTP, SMS, UPI, QR, MB), hi-IN's own am/pm, and order ids.
 */
const KEPT = /^(Washday|WhatsApp|iPhone|ID|OTP|SMS|UPI|QR|JPEG|PNG|WebP|MB|am|pm|WD-[A-Z0-9-]+)$/;
const WORD = /[A-Za-z][A-Za-z0-9'-]*/g;
const NAMING_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * `data`: names the test put into accessible names ('Call Ravi Kumar'), which are not interface words.
 * `skip`: a selector for parts that are not the app's own (a test's stand-in for the map).
 */
export function englishLeftIn(root: Element, data: readonly string[] = [], skip?: string): string[] {
  const dataWords = new Set(data.flatMap((text) => [...text.matchAll(WORD)].map((m) => m[0])));
  const englishWords = (text: string) =>
    [...text.matchAll(WORD)].map((m) => m[0]).filter((word) => !KEPT.test(word) && !dataWords.has(word));
  const left: string[] = [];
  const visit = (element: Element) => {
    if (skip && element.matches(skip)) return;
    const isData = element.getAttribute('translate') === 'no';
    // An element marked as data names data too ('Wash & Fold' on a service's picture).
    if (!isData)
      for (const name of NAMING_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value) left.push(...englishWords(value));
      }
    if (isData || ['SCRIPT', 'STYLE'].includes(element.tagName)) return;
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) left.push(...englishWords(node.textContent ?? ''));
      else if (node.nodeType === Node.ELEMENT_NODE) visit(node as Element);
    }
  };
  visit(root);
  return left;
}
