// The server's rules for a pickup photo (JPEG, PNG or WebP under 5MB), checked before the upload so a rider on a
// weak connection does not wait to be refused. Phone cameras often take larger photos: those are scaled down first.
import { PICKUP_PHOTO_MAX_BYTES, PICKUP_PHOTO_MESSAGES, PICKUP_PHOTO_TYPES } from '@washday/core';

const ACCEPTED: readonly string[] = PICKUP_PHOTO_TYPES;

/** The spec's message for a file the server would refuse, or null. */
export function pickupPhotoProblem(file: Blob): string | null {
  if (!ACCEPTED.includes(file.type)) return PICKUP_PHOTO_MESSAGES.wrongType;
  if (file.size >= PICKUP_PHOTO_MAX_BYTES) return PICKUP_PHOTO_MESSAGES.tooLarge;
  return null;
}

/** Longest side of a re-encoded photo: plenty to count bags, a few hundred KB as JPEG. */
const MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.82;

/** The photo re-encoded as a smaller JPEG (which also drops its location metadata), or null if the browser cannot. */
async function shrinkToJpeg(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  } catch {
    return null;
  }
}

export type PreparedPhoto = { ok: true; photo: Blob; name: string } | { ok: false; message: string };

/** The file as it can be sent: as chosen when the server takes it, else scaled down to a JPEG when it is an image. */
export async function preparePickupPhoto(file: File): Promise<PreparedPhoto> {
  const problem = pickupPhotoProblem(file);
  if (!problem) return { ok: true, photo: file, name: file.name || 'pickup.jpg' };
  if (file.type.startsWith('image/')) {
    const shrunk = await shrinkToJpeg(file);
    if (shrunk && !pickupPhotoProblem(shrunk))
      return { ok: true, photo: shrunk, name: `${file.name.replace(/\.[^.]+$/, '') || 'pickup'}.jpg` };
  }
  return { ok: false, message: problem };
}
