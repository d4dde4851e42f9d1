// The signed-in customer of the customer screens' tests and her saved home address.
import type { AddressRecord, User } from '@washday/core';

export const TEST_USER: User = {
  id: 'user-1',
  _id: 'user-1',
  name: 'Asha Verma',
  full_name: 'Asha Verma',
  phone: '9876543210',
  email: null,
  gstin: null,
  isVerified: true,
  createdAt: '2026-01-15T10:00:00.000Z',
};

export const HOME: AddressRecord = {
  _id: '3f6d2b1a-5c4e-4d7f-8a9b-0c1d2e3f4a51',
  id: '3f6d2b1a-5c4e-4d7f-8a9b-0c1d2e3f4a51',
  title: 'Home',
  full_address: 'B-204, Palm Court, Near Huda Market, Sector 45, Gurugram, Haryana 122003',
  flat_no: 'B-204',
  street: 'Palm Court',
  area: 'Sector 45',
  landmark: 'Huda Market',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122003',
  coordinates: { lat: 28.4425, lng: 77.064 },
  address_type: 'home',
  contact_person: 'Asha Verma',
  contact_phone: '9876543210',
  is_default: true,
  status: 'active',
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
};
