import type { AddressRecord } from '@washday/core';
import type { addresses } from '../../db/schema/index.js';

export function toAddressRecord(row: typeof addresses.$inferSelect): AddressRecord {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    full_address: row.fullAddress,
    flat_no: row.flatNo,
    street: row.street,
    area: row.area,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    coordinates: row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null,
    address_type: row.addressType,
    contact_person: row.contactPerson,
    contact_phone: row.contactPhone,
    is_default: row.isDefault,
    status: 'active',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
