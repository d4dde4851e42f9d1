import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PLACE_MESSAGES,
  canonicalState,
  cityState,
  inferState,
  pincodeStates,
  placeConflict,
  textContradictsPin,
} from './place-consistency.js';

/** Where 'Use current location' in Sector 69 puts the pin. */
const SECTOR_69_PIN = { city: 'Gurugram', state: 'Haryana', pincode: '122101' };

describe('pincodes, cities and states', () => {
  it('maps a pincode to its states by the first two digits', () => {
    expect(pincodeStates('110001')).toEqual(['Delhi']);
    expect(pincodeStates('122018')).toEqual(['Haryana']);
    expect(pincodeStates('132103')).toEqual(['Haryana']);
    expect(pincodeStates('160017')).toEqual(['Punjab', 'Chandigarh']);
    expect(pincodeStates('201301')).toEqual(['Uttar Pradesh']);
    expect(pincodeStates('248001')).toEqual(['Uttar Pradesh', 'Uttarakhand']);
    expect(pincodeStates('400053')).toEqual(['Maharashtra', 'Goa']);
    // Army Post Office pincodes and half-typed ones name no state.
    expect(pincodeStates('990001')).toEqual([]);
    expect(pincodeStates('1100')).toEqual([]);
  });

  it('knows the states by their other names and the cities by their old ones', () => {
    expect(canonicalState('NCT of Delhi')).toBe('Delhi');
    expect(canonicalState(' haryana ')).toBe('Haryana');
    expect(canonicalState('U.P.')).toBe('Uttar Pradesh');
    expect(canonicalState('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(canonicalState('Atlantis')).toBeNull();
    expect(cityState('Gurgaon')).toBe('Haryana');
    expect(cityState('new  delhi')).toBe('Delhi');
    expect(cityState('Greater Noida')).toBe('Uttar Pradesh');
    expect(cityState('Badshahpur')).toBeNull();
  });

  it('infers the state from the pincode first, from the city when the pincode allows two', () => {
    expect(inferState({ city: 'New Delhi', pincode: '110001' })).toBe('Delhi');
    expect(inferState({ city: 'Sector 45', pincode: '122003' })).toBe('Haryana');
    expect(inferState({ city: 'Chandigarh', pincode: '160017' })).toBe('Chandigarh');
    expect(inferState({ city: 'Mumbai', pincode: '400053' })).toBe('Maharashtra');
    expect(inferState({ city: 'Gurugram', pincode: '12' })).toBe('Haryana');
    // The city cannot decide against its pincode, and nothing known decides nothing.
    expect(inferState({ city: 'Gurugram', pincode: '160017' })).toBeNull();
    expect(inferState({ city: 'Somewhere', pincode: '990001' })).toBeNull();
  });
});

describe('placeConflict', () => {
  it('accepts a city, state and pincode that agree', () => {
    expect(placeConflict({ city: 'Gurugram', state: 'Haryana', pincode: '122018' })).toBeNull();
    expect(placeConflict({ city: 'Manesar', state: 'Haryana', pincode: '122051' })).toBeNull();
    expect(placeConflict({ city: 'New Delhi', state: 'NCT of Delhi', pincode: '110001' })).toBeNull();
    expect(placeConflict({ city: 'Noida', state: 'Uttar Pradesh', pincode: '201301' })).toBeNull();
  });

  it("refuses the reported 'New Delhi, Haryana 110001'", () => {
    expect(placeConflict({ city: 'New Delhi', state: 'Haryana', pincode: '110001' })).toEqual({
      kind: 'cityNotInState',
      field: 'city',
      message: ADDRESS_PLACE_MESSAGES.cityNotInState,
    });
  });

  it('names the pincode when it is the part that disagrees', () => {
    expect(placeConflict({ city: 'Sector 45', state: 'Haryana', pincode: '110001' })?.kind).toBe('pincodeNotInState');
    expect(placeConflict({ city: 'Gurugram', state: '', pincode: '110001' })).toMatchObject({
      kind: 'pincodeNotInCity',
      field: 'pincode',
    });
    // Both in Haryana, but 121 is Faridabad's.
    expect(placeConflict({ city: 'Gurugram', state: 'Haryana', pincode: '121001' })).toMatchObject({
      kind: 'pincodeNotInCity',
      message: ADDRESS_PLACE_MESSAGES.pincodeNotInCity,
    });
  });

  it('judges nothing it does not know', () => {
    expect(placeConflict({ city: 'Badshahpur', state: 'Haryana', pincode: '122101' })).toBeNull();
    expect(placeConflict({ city: 'Gurugram', state: 'Atlantis', pincode: '122101' })).toBeNull();
    expect(placeConflict({ city: 'Gurugram', state: 'Haryana', pincode: '1221' })).toBeNull();
    expect(placeConflict({})).toBeNull();
  });
});

describe('textContradictsPin', () => {
  it("finds the reported case: the pin in Sector 69, 'New Delhi 110001' typed", () => {
    expect(textContradictsPin({ city: 'New Delhi', pincode: '110001' }, SECTOR_69_PIN)).toEqual({
      city: 'New Delhi',
      pincode: '110001',
    });
  });

  it('says which of the two disagrees', () => {
    expect(textContradictsPin({ city: 'Gurugram', pincode: '110001' }, SECTOR_69_PIN)).toEqual({ city: null, pincode: '110001' });
    expect(textContradictsPin({ city: 'Faridabad', pincode: '122101' }, SECTOR_69_PIN)).toEqual({
      city: 'Faridabad',
      pincode: null,
    });
  });

  it('lets a neighbouring pincode of the same district and a town of the same district stand', () => {
    expect(textContradictsPin({ city: 'Gurgaon', pincode: '122018' }, SECTOR_69_PIN)).toBeNull();
    expect(textContradictsPin({ city: 'Sohna', pincode: '122103' }, SECTOR_69_PIN)).toBeNull();
    expect(textContradictsPin({ city: 'Badshahpur', pincode: '122101' }, SECTOR_69_PIN)).toBeNull();
    expect(textContradictsPin({ city: '', pincode: '' }, SECTOR_69_PIN)).toBeNull();
  });

  it('compares by state when the pin has no city we know', () => {
    const pin = { city: 'Badshahpur', state: 'Haryana', pincode: '' };
    expect(textContradictsPin({ city: 'New Delhi', pincode: '110001' }, pin)).toEqual({ city: 'New Delhi', pincode: '110001' });
    expect(textContradictsPin({ city: 'Faridabad', pincode: '122101' }, { ...pin, pincode: '122101' })).toEqual({
      city: 'Faridabad',
      pincode: null,
    });
    expect(textContradictsPin({ city: 'Rohtak', pincode: '' }, { city: '', state: '', pincode: '' })).toBeNull();
  });

  it('reads a one-line address edited by hand', () => {
    expect(
      textContradictsPin(
        { city: 'Gurugram', pincode: '122101', full_address: 'Connaught Place, New Delhi 110001' },
        SECTOR_69_PIN,
      ),
    ).toEqual({ city: 'New Delhi', pincode: '110001' });
    // Naming the pin's city, or only the region, is no contradiction.
    expect(
      textContradictsPin(
        { city: 'Gurugram', pincode: '122101', full_address: 'Near Delhi Public School, Sector 69, Gurugram 122101' },
        SECTOR_69_PIN,
      ),
    ).toBeNull();
    expect(
      textContradictsPin({ city: '', pincode: '122101', full_address: 'House 4, Sector 69, Delhi NCR' }, SECTOR_69_PIN),
    ).toBeNull();
  });
});
