import { contract, endpointUrl, type Rider } from '@washday/core';
import type { riders } from '../../db/schema/index.js';
import { readAadhaar, type AadhaarView } from './aadhaar.js';

export function documentUrl(riderId: string, kind: 'aadhar_image' | 'selfie'): string {
  return endpointUrl(contract.riders.document, { riderId, kind });
}

/**
 * The rider as the API shows it. `aadhaar` says how much of the Aadhaar number the reader may see:
 * 'full' only on the rider's own profile and the admin's verification screen, 'masked' everywhere else.
 */
export function toRiderDto(
  rider: typeof riders.$inferSelect,
  { secret, aadhaar }: { secret: string; aadhaar: AadhaarView },
  documentKinds: readonly string[] = ['aadhar_image', 'selfie'],
): Rider {
  return {
    _id: rider.id,
    name: rider.name,
    phone: rider.phone.replace(/^91/, ''),
    aadharNumber: readAadhaar(secret, rider.aadharNumberEncrypted, aadhaar),
    aadharImageUrl: documentKinds.includes('aadhar_image') ? documentUrl(rider.id, 'aadhar_image') : null,
    selfieImageUrl: documentKinds.includes('selfie') ? documentUrl(rider.id, 'selfie') : null,
    status: rider.status,
    rejectionReason: rider.rejectionReason,
    isActive: rider.isActive,
    location: rider.lastLat != null && rider.lastLng != null ? { lat: rider.lastLat, lng: rider.lastLng } : null,
    lastLocationUpdate: rider.lastLocationAt?.toISOString() ?? null,
    createdAt: rider.createdAt.toISOString(),
  };
}
