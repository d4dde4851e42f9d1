/** Placeholder until the order detail page lands (issue 10). */
export function RiderOrderPage() {
  return null;
}
