import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detectedLocations, serviceAreas } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';

describe('serviceability', () => {
  const ctx = useTestApp();
  const check = (payload: object) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/detected-locations/check-availability', payload });

  it.each([
    ['a point inside the Gurugram outline', { coordinates: { lat: 28.4595, lng: 77.0266 } }],
    ['a point in the Sector 69 box', { coordinates: { lat: 28.396, lng: 77.037 } }],
    ['the Sector 69 pincode', { pincode: '122018' }],
    ['a Gurugram city name', { city: 'Gurugram', full_address: 'Somewhere' }],
    ['Gurgaon in the address', { full_address: 'House 5, Sector 69, Gurgaon' }],
    ['a seeded service-location pincode', { full_address: 'Near Bus Stand', pincode: '122001' }],
    ['the DLF keyword', { full_address: 'DLF Phase 2' }],
    ['the Golf Course Road area', { full_address: 'Tower A, Golf Course Road' }],
    ['Sector 69 Gurugram without a point', { full_address: 'Sector 69 Gurugram' }],
    [
      'a Gurugram sector with its 122 pincode',
      { city: 'Gurugram', pincode: '122003', full_address: 'B-204, Palm Court, Sector 45' },
    ],
    ['a seeded sector with its 122 pincode', { pincode: '122001', full_address: 'House 12, Sector 5' }],
    ['a DLF address in Gurugram', { city: 'Gurugram', pincode: '122002', full_address: 'DLF Phase 3, Gurugram, Delhi NCR' }],
  ])('serves %s', async (_label, payload) => {
    const { res, body } = await check(payload);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, is_available: true, message: 'Service available in Gurugram/Gurgaon' });
  });

  it.each([
    ['a point in Delhi', { coordinates: { lat: 28.6315, lng: 77.2167 }, city: 'New Delhi' }],
    ['a point in Mumbai even if the text says Gurugram', { coordinates: { lat: 19.076, lng: 72.8777 }, city: 'Gurugram' }],
    ['a Noida address', { city: 'Noida', pincode: '201301', full_address: 'Sector 18, Noida' }],
    ['Sector 5 of another city is not Sector 56', { full_address: 'Sector 56, Noida', pincode: '201301', city: 'Noida' }],
    ['nothing at all', {}],
    // A keyword or sector must not override a city or pincode that is clearly elsewhere.
    [
      'the DLF keyword in New Delhi',
      { city: 'New Delhi', pincode: '110015', full_address: 'DLF Capital Greens, Moti Nagar, New Delhi 110015' },
    ],
    ['Sector 5 of Dwarka, New Delhi', { full_address: 'Sector 5, Dwarka, New Delhi' }],
    ['Sector 69 of Noida', { full_address: 'Sector 69, Noida' }],
    ['a Gurugram area name with a Delhi pincode', { full_address: 'Golf Course Road', pincode: '110001' }],
  ])('does not serve %s', async (_label, payload) => {
    const { body } = await check(payload);
    expect(body).toMatchObject({ is_available: false, message: 'Service currently available only in Gurugram/Gurgaon area.' });
  });

  it('follows the service areas in the database', async () => {
    const point = { coordinates: { lat: 28.4595, lng: 77.0266 } };
    await ctx.database.db.update(serviceAreas).set({ isActive: false });
    try {
      expect((await check(point)).body.is_available).toBe(false);
    } finally {
      await ctx.database.db.update(serviceAreas).set({ isActive: true });
    }
    expect((await check(point)).body.is_available).toBe(true);
  });

  it('stores detected locations for guests and for the signed-in customer from the session', async () => {
    const detection = {
      full_address: 'Sector 45, Gurugram, Haryana 122003',
      city: 'Gurugram',
      pincode: '122003',
      coordinates: { lat: 28.442, lng: 77.066 },
      detection_method: 'precise_gps',
      accuracy: 12,
    };
    const guest = await injectJson(ctx.app, { method: 'POST', url: '/api/detected-locations', payload: detection });
    expect(guest.res.statusCode).toBe(201);
    expect(guest.body.data).toMatchObject({ is_available: true });
    const customer = await createCustomer(ctx.app, '9833300001');
    const signedIn = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/detected-locations/logged-user',
      headers: bearer(await tokenFor(ctx.app, 'customer', customer.id)),
      payload: { ...detection, user_id: 'someone-else' },
    });
    expect(signedIn.res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(detectedLocations)
      .where(eq(detectedLocations.id, (signedIn.body.data as { id: string }).id));
    expect(row).toMatchObject({ userId: customer.id, detectionMethod: 'precise_gps', isServiceable: true });
    expect(
      (await injectJson(ctx.app, { method: 'POST', url: '/api/detected-locations/logged-user', payload: detection })).res
        .statusCode,
    ).toBe(401);
    expect(
      (
        await injectJson(ctx.app, {
          method: 'POST',
          url: '/api/detected-locations',
          payload: { ...detection, coordinates: { lat: 'x' } },
        })
      ).res.statusCode,
    ).toBe(400);
  });
});

describe('geocoding with the offline gazetteer', () => {
  const ctx = useTestApp();

  it('suggests Gurugram sectors for partial input, at most 8, with their source', async () => {
    const { body } = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=sec%2045' });
    const suggestions = body.suggestions as Array<{
      main_text: string;
      source: string;
      secondary_text: string;
      place_id: string;
    }>;
    expect(suggestions[0]).toMatchObject({ main_text: 'Sector 45', source: 'local', secondary_text: 'Gurugram, Haryana 122003' });
    const many = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=sector' });
    expect((many.body.suggestions as unknown[]).length).toBe(8);
    const city = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=mumb' });
    expect(city.body.suggestions).toMatchObject([{ main_text: 'Mumbai', source: 'fallback' }]);
    const short = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=s' });
    expect(short.body.suggestions).toEqual([]);
    const place = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/location/place/${encodeURIComponent(suggestions[0]!.place_id)}`,
    });
    expect(place.body.data).toMatchObject({ neighborhood: 'Sector 45', pincode: '122003', city: 'Gurugram', source: 'local' });
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/location/place/local%3Anowhere' })).res.statusCode).toBe(404);
  });

  it('prefers places near the given location', async () => {
    const { body } = await injectJson(ctx.app, {
      method: 'GET',
      url: '/api/location/autocomplete?input=dlf&location=28.447,77.100',
    });
    expect((body.suggestions as Array<{ main_text: string }>)[0]!.main_text).toBe('DLF Phase 5');
    const bad = await injectJson(ctx.app, { method: 'GET', url: '/api/location/autocomplete?input=dlf&location=north' });
    expect(bad.res.statusCode).toBe(400);
  });

  it('reverse-geocodes a point to its sector, and far points to the nearest city', async () => {
    const near = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/location/geocode',
      payload: { lat: 28.3965, lng: 77.0372 },
    });
    expect(near.body.data).toMatchObject({
      neighborhood: 'Sector 69',
      pincode: '122018',
      coordinates: { lat: 28.3965, lng: 77.0372 },
    });
    const far = await injectJson(ctx.app, { method: 'POST', url: '/api/location/geocode', payload: { lat: 19.1, lng: 72.9 } });
    expect(far.body.data).toMatchObject({ city: 'Mumbai', source: 'fallback' });
    expect(
      (await injectJson(ctx.app, { method: 'POST', url: '/api/location/geocode', payload: { lat: 95, lng: 0 } })).res.statusCode,
    ).toBe(400);
  });

  it('finds coordinates for typed addresses, defaulting unknown cities to New Delhi', async () => {
    const { body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/location/coordinates',
      payload: { address: 'Flat 2, Sushant Lok 1, Gurgaon' },
    });
    expect(body.data).toMatchObject({ neighborhood: 'Sushant Lok 1' });
    const unknown = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/location/coordinates',
      payload: { address: 'Xyzzy Nagar' },
    });
    expect(unknown.body.data).toMatchObject({ city: 'New Delhi', coordinates: { lat: 28.6139, lng: 77.209 } });
  });

  it('measures distance by haversine and shows metres under 1 km', async () => {
    const short = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/location/distance',
      payload: { origin: { lat: 28.396, lng: 77.037 }, destination: { lat: 28.3965, lng: 77.0412 } },
    });
    expect(short.body.distance_text).toMatch(/^\d{3} m$/);
    const long = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/location/distance',
      payload: { origin: { lat: 28.6139, lng: 77.209 }, destination: { lat: 19.076, lng: 72.8777 } },
    });
    expect(long.body.distance_km).toBeGreaterThan(1140);
    expect(long.body.distance_km).toBeLessThan(1160);
  });

  it('rate-limits one address flooding the lookups', async () => {
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      last = (await ctx.app.inject({ method: 'GET', url: '/api/location/autocomplete?input=se', remoteAddress: '10.66.0.1' }))
        .statusCode;
    }
    expect(last).toBe(429);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/location/autocomplete?input=se', remoteAddress: '10.66.0.2' }))
        .statusCode,
    ).toBe(200);
  });
});
