import { describe, expect, it } from 'vitest';
import { ADDRESS_PLACE_MESSAGES, type AddressRecord } from '@washday/core';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';

const sector45 = {
  flat_no: 'B-204, Palm Court',
  street: 'Block C',
  area: 'Sector 45',
  landmark: 'Near Huda Market',
  city: 'Gurugram',
  pincode: '122003',
  coordinates: { lat: 28.442, lng: 77.066 },
  address_type: 'home',
  contact_person: 'Asha Verma',
  contact_phone: '98765 43210',
};

describe('addresses', () => {
  const ctx = useTestApp();
  let next = 100;
  const as = async (phone: string) => bearer(await tokenFor(ctx.app, 'customer', (await createCustomer(ctx.app, phone)).id));
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : {}) });

  it('saves an address, composing the one-line address and making the first one the default', async () => {
    const me = await as('9811000001');
    const { res, body } = await call(me, 'POST', '/api/addresses', sector45);
    expect(res.statusCode).toBe(201);
    const data = body.data as AddressRecord;
    expect(data).toMatchObject({
      title: 'Home',
      area: 'Sector 45',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122003',
      contact_phone: '9876543210',
      address_type: 'home',
      is_default: true,
      status: 'active',
      coordinates: { lat: 28.442, lng: 77.066 },
    });
    expect(data.full_address).toBe('B-204, Palm Court, Block C, Near Huda Market, Sector 45, Gurugram, Haryana 122003');
    const list = await call(me, 'GET', '/api/addresses');
    expect((list.body.data as AddressRecord[]).map((a) => a.id)).toEqual([data.id]);
  });

  it('does not save the same address with the same type twice, whatever the spelling', async () => {
    const me = await as('9811000002');
    expect((await call(me, 'POST', '/api/addresses', sector45)).res.statusCode).toBe(201);
    const again = await call(me, 'POST', '/api/addresses', {
      ...sector45,
      flat_no: 'b-204  palm court',
      landmark: 'near HUDA market!',
    });
    expect(again.res.statusCode).toBe(409);
    expect(again.body.message).toBe('This address is already saved');
    // The same place saved as Work is a different entry.
    expect((await call(me, 'POST', '/api/addresses', { ...sector45, address_type: 'office' })).body.data).toMatchObject({
      title: 'Work',
      is_default: false,
    });
  });

  it('keeps exactly one default as it moves and when the default is deleted', async () => {
    const me = await as('9811000003');
    const a = (await call(me, 'POST', '/api/addresses', sector45)).body.data as AddressRecord;
    const b = (await call(me, 'POST', '/api/addresses', { ...sector45, flat_no: 'Tower 2, 1101', address_type: 'office' })).body
      .data as AddressRecord;
    const c = (
      await call(me, 'POST', '/api/addresses', { ...sector45, flat_no: 'House 17', address_type: 'other', is_default: true })
    ).body.data as AddressRecord;
    const defaults = async () =>
      ((await call(me, 'GET', '/api/addresses')).body.data as AddressRecord[]).filter((x) => x.is_default).map((x) => x.id);
    expect(await defaults()).toEqual([c.id]);
    const set = await call(me, 'PATCH', `/api/addresses/${b.id}/set-default`);
    expect(set.body.data).toMatchObject({ id: b.id, is_default: true });
    expect(await defaults()).toEqual([b.id]);
    expect((await call(me, 'DELETE', `/api/addresses/${b.id}`)).body.message).toBe('Address deleted');
    const remaining = await defaults();
    expect(remaining).toHaveLength(1);
    expect([a.id, c.id]).toContain(remaining[0]);
  });

  it('edits an address and re-checks it', async () => {
    const me = await as('9811000004');
    const a = (await call(me, 'POST', '/api/addresses', sector45)).body.data as AddressRecord;
    const edited = await call(me, 'PUT', `/api/addresses/${a.id}`, { ...sector45, flat_no: 'C-12', address_type: 'office' });
    expect(edited.res.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ id: a.id, flat_no: 'C-12', title: 'Work', is_default: true });
    expect((edited.body.data as AddressRecord).full_address).toContain('C-12');
    const moved = await call(me, 'PUT', `/api/addresses/${a.id}`, {
      ...sector45,
      area: 'Andheri',
      city: 'Mumbai',
      pincode: '400053',
      coordinates: { lat: 19.1136, lng: 72.8697 },
    });
    expect(moved.res.statusCode).toBe(422);
    expect((await call(me, 'GET', '/api/addresses')).body.data).toMatchObject([{ flat_no: 'C-12' }]);
  });

  it('refuses an address outside the service area and saves nothing', async () => {
    const me = await as('9811000005');
    const { res, body } = await call(me, 'POST', '/api/addresses', {
      ...sector45,
      area: 'Connaught Place',
      city: 'New Delhi',
      pincode: '110001',
      coordinates: { lat: 28.6315, lng: 77.2167 },
    });
    expect(res.statusCode).toBe(422);
    expect(body).toMatchObject({
      error: 'SERVICE_NOT_AVAILABLE',
      message: 'Service currently available only in Gurugram/Gurgaon area.',
    });
    expect((await call(me, 'GET', '/api/addresses')).body.data).toEqual([]);
  });

  it.each([
    [
      'a DLF building in New Delhi',
      {
        area: 'Moti Nagar',
        city: 'New Delhi',
        pincode: '110015',
        full_address: 'DLF Capital Greens, Moti Nagar, New Delhi 110015',
      },
    ],
    ['Sector 5, Dwarka', { area: 'Sector 5, Dwarka', city: 'New Delhi', pincode: '110075' }],
    ['Sector 69, Noida', { area: 'Sector 69', city: 'Noida', pincode: '201301' }],
  ])('refuses %s typed without a map point', async (_label, place) => {
    const me = await as(`98112${String(next++).padStart(5, '0')}`);
    const { res, body } = await call(me, 'POST', '/api/addresses', {
      ...sector45,
      coordinates: null,
      flat_no: undefined,
      street: undefined,
      landmark: undefined,
      ...place,
    });
    expect(res.statusCode).toBe(422);
    expect(body.message).toBe('Service currently available only in Gurugram/Gurgaon area.');
    expect((await call(me, 'GET', '/api/addresses')).body.data).toEqual([]);
  });

  it('saves a Gurugram sector typed without a map point', async () => {
    const me = await as(`98112${String(next++).padStart(5, '0')}`);
    const { res } = await call(me, 'POST', '/api/addresses', {
      ...sector45,
      coordinates: null,
      area: 'Sector 69',
      city: 'Gurugram',
      pincode: '122101',
    });
    expect(res.statusCode).toBe(201);
  });

  // The reported case: 'Use current location' in Sector 69 left the pin (and its state), then 'Connaught Place,
  // New Delhi 110001' was typed; 'New Delhi, Haryana 110001' was saved as the default.
  const sector69Pin = { coordinates: { lat: 28.396, lng: 77.037 }, state: 'Haryana' };
  const typedDelhi = { area: 'Connaught Place', city: 'New Delhi', pincode: '110001' };

  it('refuses a city, state and pincode that disagree, on create and on update, and saves nothing', async () => {
    const me = await as(`98113${String(next++).padStart(5, '0')}`);
    const created = await call(me, 'POST', '/api/addresses', { ...sector45, ...sector69Pin, ...typedDelhi });
    expect(created.res.statusCode).toBe(400);
    expect(created.body).toMatchObject({ message: ADDRESS_PLACE_MESSAGES.cityNotInState, field: 'city' });
    expect((await call(me, 'GET', '/api/addresses')).body.data).toEqual([]);

    const a = (await call(me, 'POST', '/api/addresses', sector45)).body.data as AddressRecord;
    const updated = await call(me, 'PUT', `/api/addresses/${a.id}`, { ...sector45, ...sector69Pin, ...typedDelhi });
    expect(updated.res.statusCode).toBe(400);
    expect(updated.body).toMatchObject({ message: ADDRESS_PLACE_MESSAGES.cityNotInState, field: 'city' });
    // A Gurugram city with a Delhi pincode is refused on the pincode.
    const pincodeOnly = await call(me, 'PUT', `/api/addresses/${a.id}`, { ...sector45, state: 'Haryana', pincode: '110001' });
    expect(pincodeOnly.res.statusCode).toBe(400);
    expect(pincodeOnly.body).toMatchObject({ message: ADDRESS_PLACE_MESSAGES.pincodeNotInState, field: 'pincode' });
    expect((await call(me, 'GET', '/api/addresses')).body.data).toMatchObject([
      { id: a.id, city: 'Gurugram', state: 'Haryana', pincode: '122003' },
    ]);
  });

  it('refuses text that agrees with itself but not with a pin in the service area, on create and on update', async () => {
    const me = await as(`98113${String(next++).padStart(5, '0')}`);
    const delhiText = { ...sector45, ...typedDelhi, coordinates: sector69Pin.coordinates, state: 'Delhi' };
    const created = await call(me, 'POST', '/api/addresses', delhiText);
    expect(created.res.statusCode).toBe(400);
    expect(created.body).toMatchObject({ message: ADDRESS_PLACE_MESSAGES.textNotAtPin, field: 'pincode' });

    const a = (await call(me, 'POST', '/api/addresses', sector45)).body.data as AddressRecord;
    const updated = await call(me, 'PUT', `/api/addresses/${a.id}`, delhiText);
    expect(updated.res.statusCode).toBe(400);
    expect(updated.body.message).toBe(ADDRESS_PLACE_MESSAGES.textNotAtPin);
    expect((await call(me, 'GET', '/api/addresses')).body.data).toMatchObject([{ id: a.id, city: 'Gurugram' }]);
  });

  it('never gives typed text a fixed state: without one, it is the state its pincode is in', async () => {
    const me = await as(`98113${String(next++).padStart(5, '0')}`);
    // No state sent: New Delhi 110001 is in Delhi, so under a Sector 69 pin it is refused, never 'New Delhi, Haryana'.
    const delhi = await call(me, 'POST', '/api/addresses', { ...sector45, ...typedDelhi, coordinates: sector69Pin.coordinates });
    expect(delhi.res.statusCode).toBe(400);
    expect(delhi.body.message).toBe(ADDRESS_PLACE_MESSAGES.textNotAtPin);
    expect((await call(me, 'GET', '/api/addresses')).body.data).toEqual([]);
    const saved = await call(me, 'POST', '/api/addresses', { ...sector45, city: 'Gurgaon' });
    expect(saved.res.statusCode).toBe(201);
    expect(saved.body.data).toMatchObject({ city: 'Gurgaon', state: 'Haryana' });
    expect((saved.body.data as AddressRecord).full_address).toContain('Gurgaon, Haryana 122003');
  });

  it.each([
    [{ area: '' }, 'area', 'Area/Village/City is required'],
    [{ pincode: '12200' }, 'pincode', 'Pincode must be exactly 6 digits'],
    [{ pincode: '1220031' }, 'pincode', 'Pincode must be exactly 6 digits'],
    [{ contact_person: ' ' }, 'contact_person', 'Receiver name is required'],
    [{ contact_phone: '12345' }, 'contact_phone', 'Please enter a valid 10-digit mobile number'],
    [{ address_type: 'castle' }, 'address_type', 'Please select address type (Home/Office/Other)'],
    [{ coordinates: { lat: 200, lng: 77 } }, 'coordinates.lat', ''],
  ])('refuses %o with a clear message', async (change, field, message) => {
    const me = await as(`98110${String(next++).padStart(5, '0')}`);
    const { res, body } = await call(me, 'POST', '/api/addresses', { ...sector45, ...change });
    expect(res.statusCode).toBe(400);
    expect(body.field).toBe(field);
    if (message) expect(body.message).toContain(message);
  });

  it("never lets one customer reach another's addresses", async () => {
    const owner = await as('9811000006');
    const other = await as('9811000007');
    const a = (await call(owner, 'POST', '/api/addresses', sector45)).body.data as AddressRecord;
    expect((await call(other, 'GET', '/api/addresses')).body.data).toEqual([]);
    for (const [method, url, payload] of [
      ['PUT', `/api/addresses/${a.id}`, sector45],
      ['PATCH', `/api/addresses/${a.id}/set-default`, undefined],
      ['DELETE', `/api/addresses/${a.id}`, undefined],
    ] as const) {
      const { res, body } = await call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(body.message).toBe('Address not found');
    }
    expect((await call(owner, 'GET', '/api/addresses')).body.data).toMatchObject([{ id: a.id, flat_no: sector45.flat_no }]);
    expect((await call(owner, 'DELETE', '/api/addresses/not-a-uuid')).res.statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    expect((await call({}, 'GET', '/api/addresses')).res.statusCode).toBe(401);
    expect((await call({}, 'POST', '/api/addresses', sector45)).res.statusCode).toBe(401);
  });
});
