// Test helpers for the address screens: fixtures and a ResizeObserver stand-in (react-leaflet's is in react-leaflet-mock).
import { contract, type AddressRecord } from '@washday/core';
import { on } from '@/test/mock-api';
import { HOME } from '@/test/customer-fixtures';

export { HOME } from '@/test/customer-fixtures';
export { stubResizeObserver } from '@/test/resize-observer';

export const WORK: AddressRecord = {
  ...HOME,
  _id: '3f6d2b1a-5c4e-4d7f-8a9b-0c1d2e3f4a52',
  id: '3f6d2b1a-5c4e-4d7f-8a9b-0c1d2e3f4a52',
  title: 'Work',
  full_address: 'Tower 8, DLF Cyber City, DLF Phase 2, Gurugram, Haryana 122002',
  flat_no: 'Tower 8',
  street: 'DLF Cyber City',
  area: 'DLF Phase 2',
  landmark: null,
  pincode: '122002',
  coordinates: { lat: 28.4949, lng: 77.0887 },
  address_type: 'office',
  is_default: false,
};

export { SECTOR_45 } from '@/test/place-fixtures';

/** The API's saved addresses, Home and Work, until Work is deleted: then Home alone. */
export function homeAndDeletableWork() {
  let list = [HOME, WORK];
  return [
    on(contract.addresses.list, () => ({ success: true, data: list })),
    on(contract.addresses.remove, () => {
      list = [HOME];
      return { success: true, message: 'Address deleted' };
    }),
  ];
}
