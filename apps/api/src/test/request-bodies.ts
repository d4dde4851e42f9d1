// Request bodies the API tests send, and the bench: plain data with no test runner behind it (test-app.ts loads
// vitest), so bench/ imports them too. The test clock starts at 2026-11-22 11:00 in India.

/** A served address in Sector 69, Gurugram (inside the reference service areas), as POST /api/addresses takes it. */
export const SECTOR_69_ADDRESS = {
  flat_no: 'Flat 1204, Tower B',
  area: 'Sector 69',
  city: 'Gurugram',
  pincode: '122018',
  coordinates: { lat: 28.396, lng: 77.037 },
  address_type: 'home',
  contact_person: 'Asha',
  contact_phone: '9876543210',
};

/** A checkout body (POST /api/bookings) for these lines, picked up tomorrow at 10:00 and delivered a day later. */
export const checkoutBody = (
  addressId: string,
  services: { id: string; quantity: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  services,
  pickupDate: '2026-11-23',
  pickupTime: '10:00',
  deliveryDate: '2026-11-24',
  deliveryTime: '10:00',
  address_id: addressId,
  phone: '9876543210',
  ...overrides,
});
