import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MANIFEST_URL, CustomerInstallable } from './customer-installable';
import { RIDER_MANIFEST_URL, RiderInstallable } from './rider-installable';

/** A file under apps/web/public, by its URL path. */
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const publicFile = (urlPath: string) => path.join(PUBLIC_DIR, urlPath);

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(urlPath: string): string {
  const bytes = readFileSync(publicFile(urlPath));
  expect(bytes.subarray(0, 8).toString('hex'), `${urlPath} is a PNG`).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

function checkIcons(manifest: Record<string, unknown>) {
  const icons = manifest.icons as ManifestIcon[];
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
  }
  const any = icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => icon.sizes);
  expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
}

const AREAS = [
  {
    name: 'RiderInstallable',
    Component: RiderInstallable,
    manifestUrl: RIDER_MANIFEST_URL,
    expected: { name: 'Washday Rider', short_name: 'Washday Rider', scope: '/rider/', start_url: '/rider/dashboard' },
  },
  {
    name: 'CustomerInstallable',
    Component: CustomerInstallable,
    manifestUrl: CUSTOMER_MANIFEST_URL,
    expected: { name: 'Washday', short_name: 'Washday', scope: '/', start_url: '/' },
  },
];

describe.each(AREAS)('$name', ({ Component, manifestUrl, expected }) => {
  it('puts its manifest and home-screen icon in the head while the area is open', () => {
    const { unmount } = render(<Component />);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', manifestUrl);
    const touchIcon = document.head.querySelector('link[rel="apple-touch-icon"][sizes="180x180"]');
    expect(pngSize(touchIcon!.getAttribute('href')!)).toBe('180x180');
    expect(document.head.querySelector('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', expected.name);

    unmount();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it('links a manifest that installs the area as its own app, with real icons', () => {
    const manifest = JSON.parse(readFileSync(publicFile(manifestUrl), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ ...expected, id: expected.scope, display: 'standalone', theme_color: '#0d8078' });
    checkIcons(manifest);
  });
});
