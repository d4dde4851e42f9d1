import { describe, expect, it } from 'vitest';
import { formatDistance, haversineKm, isCoordinates, pointInPolygon } from './geo.js';
import { composeFullAddress, coordinatesSchema, normalizeAddress } from './location-schemas.js';
import { containsPhrase, placeOutsideServiceCity } from './service-region.js';

describe('geo', () => {
  it('measures Delhi to Mumbai at about 1150 km', () => {
    expect(haversineKm({ lat: 28.6139, lng: 77.209 }, { lat: 19.076, lng: 72.8777 })).toBeCloseTo(1153, -1);
    expect(haversineKm({ lat: 28.4, lng: 77 }, { lat: 28.4, lng: 77 })).toBe(0);
  });

  it('shows metres under 1 km and kilometres with two decimals above', () => {
    expect(formatDistance(0.4567)).toBe('457 m');
    expect(formatDistance(0.9994)).toBe('999 m');
    expect(formatDistance(3.4567)).toBe('3.46 km');
  });

  it('knows inside from outside a ring', () => {
    const square: [number, number][] = [
      [77, 28],
      [78, 28],
      [78, 29],
      [77, 29],
      [77, 28],
    ];
    expect(pointInPolygon({ lat: 28.5, lng: 77.5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 29.5, lng: 77.5 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 28.5, lng: 76.9 }, square)).toBe(false);
  });

  it('tells coordinates on the globe apart exactly as coordinatesSchema does', () => {
    const samples: unknown[] = [
      { lat: 28.4595, lng: 77.0266 },
      { lat: 90, lng: -180 },
      { lat: -90, lng: 180, extra: 'kept out' },
      { lat: 90.0001, lng: 77 },
      { lat: 28, lng: -180.5 },
      { lat: Number.NaN, lng: 77 },
      { lat: 28, lng: Number.POSITIVE_INFINITY },
      { lat: '28.4', lng: 77 },
      { lat: 28.4 },
      null,
      [28.4, 77],
      'Gurugram',
    ];
    expect(samples.filter(isCoordinates)).toHaveLength(3);
    for (const sample of samples)
      expect(isCoordinates(sample), JSON.stringify(sample)).toBe(coordinatesSchema.safeParse(sample).success);
  });
});

describe('addresses', () => {
  it('normalises spelling, case and punctuation', () => {
    expect(normalizeAddress('  B-204,  Palm Court; SECTOR 45 ')).toBe(normalizeAddress('b 204 palm court sector 45'));
  });

  it('composes the one-line address without repeating parts or doubling "Near"', () => {
    expect(
      composeFullAddress({
        flat_no: 'B-204',
        street: 'Block C',
        landmark: 'Huda Market',
        area: 'Sector 45',
        city: 'Gurugram',
        state: 'Haryana',
        pincode: '122003',
      }),
    ).toBe('B-204, Block C, Near Huda Market, Sector 45, Gurugram, Haryana 122003');
    expect(composeFullAddress({ landmark: 'Opp. Metro', area: 'Gurugram', city: 'Gurugram', pincode: '122001' })).toBe(
      'Opp. Metro, Gurugram 122001',
    );
    expect(composeFullAddress({ landmark: 'near the park', area: 'Sector 9' })).toBe('near the park, Sector 9');
  });
});

describe('placeOutsideServiceCity', () => {
  it.each([
    [
      { city: 'New Delhi', pincode: '110015', full_address: 'DLF Capital Greens, Moti Nagar, New Delhi 110015' },
      'pincode:110015',
    ],
    [{ full_address: 'Sector 5, Dwarka, New Delhi' }, 'address:delhi'],
    [{ full_address: 'Sector 69, Noida' }, 'address:noida'],
    [{ city: 'Noida', full_address: 'Sector 69' }, 'city:noida'],
    [{ city: 'Noida', pincode: '122018', full_address: 'Sector 69' }, 'city:noida'],
    [{ full_address: 'Sector 18, Noida 201301' }, 'pincode:201301'],
    [{ full_address: 'Bandra West, Mumbai, Maharashtra' }, 'address:mumbai'],
  ])('puts %o elsewhere', (place, reason) => {
    expect(placeOutsideServiceCity(place)).toEqual({ elsewhere: true, reason });
  });

  it.each([
    [{ full_address: 'Sector 69 Gurugram' }],
    [{ full_address: 'House 5, Sector 69, Gurgaon' }],
    [{ city: 'Sector 45', pincode: '122003', full_address: 'B-204, Palm Court, Sector 45' }],
    [{ full_address: 'Tower 3, Sector 29, Gurugram, Delhi NCR' }],
    [{ full_address: 'Plot 9, NH 48, Delhi Jaipur Highway', pincode: '122001' }],
    [{ full_address: 'DLF Phase 2' }],
    [{ full_address: 'Sector 5' }],
    [{}],
  ])('does not put %o elsewhere', (place) => {
    expect(placeOutsideServiceCity(place)).toEqual({ elsewhere: false, reason: null });
  });

  it('matches whole words only', () => {
    expect(containsPhrase('Sector 56, Gurugram', 'Sector 5')).toBe(false);
    expect(containsPhrase('sector-5, Gurugram', 'Sector 5')).toBe(true);
  });
});
