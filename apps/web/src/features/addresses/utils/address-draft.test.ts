import { describe, expect, it } from 'vitest';
import { HOME, SECTOR_45 } from '../testing/address-test-utils';
import {
  canSaveAddress,
  draftFromRecord,
  emptyDraft,
  toAddressInput,
  toAvailabilityRequest,
  withPart,
  withPlace,
  type AddressDraft,
} from './address-draft';

const filled = (over: Partial<AddressDraft> = {}): AddressDraft => ({
  ...emptyDraft({ name: 'Asha Verma', phone: '9876543210' }),
  area: 'Sector 45',
  pincode: '122003',
  ...over,
});

describe('save address enablement', () => {
  const chosen = { locationChosen: true, mapUnavailable: false };

  it('needs a chosen location, an area, a 6-digit pincode, a receiver and a 10-character phone', () => {
    expect(canSaveAddress(filled(), chosen)).toBe(true);
    expect(canSaveAddress(filled(), { locationChosen: false, mapUnavailable: false })).toBe(false);
    expect(canSaveAddress(filled({ area: '   ' }), chosen)).toBe(false);
    expect(canSaveAddress(filled({ pincode: '12200' }), chosen)).toBe(false);
    expect(canSaveAddress(filled({ pincode: '1220034' }), chosen)).toBe(false);
    expect(canSaveAddress(filled({ contact_person: ' ' }), chosen)).toBe(false);
    expect(canSaveAddress(filled({ contact_phone: '987654321' }), chosen)).toBe(false);
  });

  it('without a map, a typed area counts as the chosen location', () => {
    expect(canSaveAddress(filled(), { locationChosen: false, mapUnavailable: true })).toBe(true);
    expect(canSaveAddress(filled({ area: '' }), { locationChosen: false, mapUnavailable: true })).toBe(false);
  });
});

describe('the one-line address', () => {
  it('is rebuilt from the parts on every manual edit', () => {
    let draft = filled({ city: 'Gurugram', state: 'Haryana' });
    draft = withPart(draft, 'flat_no', 'B-204');
    expect(draft.full_address).toBe('B-204, Sector 45, Gurugram, Haryana 122003');
    draft = withPart(draft, 'landmark', 'Huda Market');
    expect(draft.full_address).toBe('B-204, Near Huda Market, Sector 45, Gurugram, Haryana 122003');
    draft = withPart(draft, 'pincode', '12a20-09');
    expect(draft.pincode).toBe('122009');
    expect(draft.full_address).toBe('B-204, Near Huda Market, Sector 45, Gurugram, Haryana 122009');
  });

  it('takes a found place but keeps the flat number the customer typed', () => {
    const draft = withPlace(filled({ flat_no: 'B-204', area: '', pincode: '' }), SECTOR_45);
    expect(draft).toMatchObject({
      flat_no: 'B-204',
      area: 'Sector 45',
      city: 'Gurugram',
      pincode: '122003',
      coordinates: SECTOR_45.coordinates,
    });
    expect(draft.full_address).toBe('B-204, Sector 45, Gurugram, Haryana 122003');
  });
});

describe('the saved body', () => {
  it('sends coordinates only for a real place, and the Other label as the title', () => {
    const input = toAddressInput(filled({ address_type: 'other', label: "Mom's place" }));
    expect(input).toMatchObject({
      title: "Mom's place",
      area: 'Sector 45',
      pincode: '122003',
      coordinates: null,
      address_type: 'other',
      contact_phone: '9876543210',
    });
    expect(toAvailabilityRequest(input)).toEqual({
      city: 'Sector 45',
      pincode: '122003',
      full_address: input.full_address,
      coordinates: null,
    });
  });

  it('round-trips a saved record', () => {
    const input = toAddressInput(draftFromRecord(HOME));
    expect(input).toMatchObject({
      title: 'Home',
      full_address: HOME.full_address,
      flat_no: 'B-204',
      coordinates: HOME.coordinates,
      address_type: 'home',
    });
  });
});
