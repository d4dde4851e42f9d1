import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { HOME, SECTOR_45 } from '../testing/address-test-utils';
import {
  composeDraftAddress,
  draftFromRecord,
  emptyDraft,
  toAddressInput,
  saveBlocker,
  toAvailabilityRequest,
  withPlace,
  type AddressDraft,
} from './address-draft';

const filled = (over: Partial<AddressDraft> = {}): AddressDraft => ({
  ...emptyDraft({ name: 'Asha Verma', phone: '9876543210' }),
  area: 'Sector 45',
  pincode: '122003',
  ...over,
});

const canSaveAddress = (...args: Parameters<typeof saveBlocker>) => saveBlocker(...args) === null;

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

  it('says what is missing, in the order of the form', () => {
    const said = (...args: Parameters<typeof saveBlocker>) => {
      const blocker = saveBlocker(...args);
      return blocker === null ? null : i18n.t(`addresses:form.blockers.${blocker}`);
    };
    expect(said(filled(), chosen)).toBeNull();
    expect(said(filled(), { locationChosen: false, mapUnavailable: false })).toBe('Choose your location on the map to continue');
    expect(said(filled({ area: '', pincode: '' }), chosen)).toBe('Enter your area to continue');
    expect(said(filled({ pincode: '12200' }), chosen)).toBe('Enter a 6-digit pincode to continue');
    expect(said(filled({ contact_person: '' }), chosen)).toBe("Enter the receiver's name to continue");
    expect(said(filled({ contact_phone: '98765' }), chosen)).toBe("Enter the receiver's 10-digit phone to continue");
    expect(saveBlocker(filled({ address_type: 'elsewhere' as never }), chosen)).toBe('incomplete');
  });

  it('without a map, a typed area counts as the chosen location', () => {
    expect(canSaveAddress(filled(), { locationChosen: false, mapUnavailable: true })).toBe(true);
    expect(canSaveAddress(filled({ area: '' }), { locationChosen: false, mapUnavailable: true })).toBe(false);
  });
});

describe('the one-line address', () => {
  it('is built from the parts', () => {
    expect(composeDraftAddress(filled({ flat_no: 'B-204', city: 'Gurugram', state: 'Haryana' }))).toBe(
      'B-204, Sector 45, Gurugram, Haryana 122003',
    );
    expect(composeDraftAddress(filled({ flat_no: 'B-204', landmark: 'Huda Market', city: 'Gurugram', state: 'Haryana' }))).toBe(
      'B-204, Near Huda Market, Sector 45, Gurugram, Haryana 122003',
    );
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
