/** '820 KB', '2.4 MB': the number in the interface's locale; B, KB and MB read the same in Hindi. */
export function formatFileSize(bytes: number, locale = 'en-IN'): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
