// Devanagari's font (index.css) is fetched only for Devanagari text. Text shaped before it arrives can stay as empty
// boxes, so Hindi is shown once it is here; a device with its own font, or no font API, does not wait long.

let loading: Promise<void> | undefined;

/** Fetches the Devanagari face once; resolves when it is here, or after 3 s. */
export function loadDevanagariFont(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  loading ??= Promise.race([
    document.fonts.load('1em "Washday Devanagari"', 'हिंदी').then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, 3000)),
  ]);
  return loading;
}
