import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, PLACE_MESSAGES, pointInPolygon, type ServiceArea, type ServiceLocation } from '@washday/core';
import { injectJson, useTestApp } from '../../test/test-app.js';
import { adminAndOthers } from '../../test/identity-fixtures.js';
import { GURUGRAM_POLYGON } from '../../db/seed/reference-data.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** IMT Manesar: a 122 pincode, outside the seeded Gurugram outline. */
const MANESAR = { lat: 28.357, lng: 76.936 };
const MANESAR_RING: [number, number][] = [
  [76.92, 28.345],
  [76.955, 28.345],
  [76.955, 28.37],
  [76.92, 28.37],
  [76.92, 28.345],
];
const polygon = (ring: [number, number][]) => ({ type: 'Polygon', coordinates: [ring] });
const location = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sector 56',
  type: 'sector',
  value: 'Sector 56',
  description: 'Sector 56, Gurugram',
  ...overrides,
});

describe('admin places', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let others: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    ({ admin, others } = await adminAndOthers(ctx.app, '96000002'));
    customer = others.customer!;
  });

  const call = (method: Method, url: string, payload?: object, headers = admin) =>
    injectJson(ctx.app, { method, url, headers, ...(payload ? { payload } : {}) });
  const locations = async (query = '') =>
    (await call('GET', `/api/admin/service-locations${query}`)).body as unknown as {
      locations: ServiceLocation[];
      pagination: { total: number; hasMore: boolean };
      counts: Record<string, number>;
    };
  const areas = async () => ((await call('GET', '/api/admin/service-areas')).body as unknown as { areas: ServiceArea[] }).areas;
  const check = async (payload: object) =>
    (await call('POST', '/api/detected-locations/check-availability', payload, {})).body.is_available;
  const addArea = async (payload: object) => {
    const { res, body } = await call('POST', '/api/admin/service-areas', payload);
    expect(res.statusCode, JSON.stringify(body)).toBe(201);
    return body.area as ServiceArea;
  };

  it('refuses guests, customers and riders on every places route', async () => {
    const [area] = await areas();
    const {
      locations: [first],
    } = await locations();
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/admin/service-locations'],
      ['POST', '/api/admin/service-locations', location({ name: 'Sneaky', value: 'Sneaky' })],
      ['PUT', `/api/admin/service-locations/${first!.id}`, location({ name: 'Renamed' })],
      ['PUT', `/api/admin/service-locations/${first!.id}/status`, { isActive: false }],
      ['DELETE', `/api/admin/service-locations/${first!.id}`],
      ['GET', '/api/admin/service-areas'],
      ['POST', '/api/admin/service-areas', { city: 'Gurugram', area: 'Sneaky' }],
      ['PUT', `/api/admin/service-areas/${area!.id}/status`, { isActive: false }],
      ['PUT', `/api/admin/service-areas/${area!.id}/outline`, { outline: null }],
      ['DELETE', `/api/admin/service-areas/${area!.id}`],
      ['GET', '/api/admin/service-areas/export.csv'],
      ['GET', '/api/admin/service-areas/export.geojson'],
    ];
    for (const [who, headers] of Object.entries(others)) {
      for (const [method, url, payload] of routes) {
        const { res } = await call(method, url, payload, headers);
        expect([401, 403], `${method} ${url} as ${who}`).toContain(res.statusCode);
      }
    }
    expect((await locations()).pagination.total).toBe(5);
    expect((await areas()).map((a) => [a.area, a.isActive, a.outline !== null])).toEqual([
      ['Sector 69', true, true],
      ['Gurugram', true, true],
    ]);
  });

  it('lists the seeded locations highest priority first, and filters by type, status and search', async () => {
    const all = await locations();
    expect(all.locations.map((l) => l.name)).toEqual(['DLF', 'Golf Course Road', 'Pincode 122001', 'Sector 1', 'Sector 5']);
    expect(all.counts).toEqual({ active: 5, inactive: 0 });
    expect((await locations('?type=sector')).locations.map((l) => l.value)).toEqual(['Sector 1', 'Sector 5']);
    expect((await locations('?search=golf')).locations.map((l) => l.name)).toEqual(['Golf Course Road']);
    const paged = await locations('?limit=2&page=2');
    expect(paged.locations.map((l) => l.name)).toEqual(['Pincode 122001', 'Sector 1']);
    expect(paged.pagination.hasMore).toBe(true);
    expect((await call('GET', '/api/admin/service-locations?type=city')).body.message).toBe(PLACE_MESSAGES.typeInvalid);
  });

  it('adds, edits, toggles and deletes a location, with the spec messages for bad input', async () => {
    for (const bad of [location({ name: '' }), location({ value: '   ' }), { type: 'sector' }]) {
      const { res, body } = await call('POST', '/api/admin/service-locations', bad);
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe('Name and value are required');
    }
    for (const priority of [0, 11, 2.5]) {
      expect((await call('POST', '/api/admin/service-locations', location({ priority }))).body.message).toBe(
        PLACE_MESSAGES.priorityRange,
      );
    }
    expect((await call('POST', '/api/admin/service-locations', location({ type: 'pincode', value: '12201' }))).body.message).toBe(
      PLACE_MESSAGES.pincodeValue,
    );

    const created = await call('POST', '/api/admin/service-locations', location());
    expect(created.res.statusCode).toBe(201);
    const made = created.body.location as ServiceLocation;
    expect(made).toMatchObject({ name: 'Sector 56', type: 'sector', value: 'Sector 56', priority: 1, is_active: true });

    // The same type and value, whatever the case, is refused; another type with that value is fine.
    const twice = await call('POST', '/api/admin/service-locations', location({ name: 'Again', value: 'sector 56' }));
    expect(twice.res.statusCode).toBe(409);
    expect(twice.body.message).toBe("There is already a sector location with the value 'sector 56'");
    expect(
      (await call('POST', '/api/admin/service-locations', location({ name: 'Sector 56 area', type: 'area' }))).res.statusCode,
    ).toBe(201);
    const renameClash = await call('PUT', `/api/admin/service-locations/${made.id}`, location({ type: 'keyword', value: 'dlf' }));
    expect(renameClash.res.statusCode).toBe(409);

    const edited = await call(
      'PUT',
      `/api/admin/service-locations/${made.id}`,
      location({ name: 'Sector 56 market', priority: 7, description: '' }),
    );
    expect(edited.body.location).toMatchObject({ name: 'Sector 56 market', priority: 7, description: null });
    const off = await call('PUT', `/api/admin/service-locations/${made.id}/status`, { isActive: false });
    expect(off.body).toMatchObject({
      location: { is_active: false },
      message: PLACE_MESSAGES.locationDeactivated('Sector 56 market'),
    });
    expect((await locations('?status=inactive')).locations.map((l) => l.id)).toEqual([made.id]);

    const gone = await call('DELETE', `/api/admin/service-locations/${made.id}`);
    expect(gone.body.message).toBe('Sector 56 market deleted');
    expect((await call('DELETE', `/api/admin/service-locations/${made.id}`)).res.statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/service-locations/not-an-id/status', { isActive: true })).body.message).toBe(
      PLACE_MESSAGES.locationIdInvalid,
    );
  });

  it('a location added by an admin serves the next check at once, and deactivating it refuses again', async () => {
    const place = { full_address: 'Plot 4, Sector 8, IMT Manesar', pincode: '122052' };
    expect(await check(place)).toBe(false);
    const { body } = await call('POST', '/api/admin/service-locations', {
      name: 'IMT Manesar',
      type: 'keyword',
      value: 'Manesar',
      priority: 4,
    });
    expect(await check(place)).toBe(true);
    await call('PUT', `/api/admin/service-locations/${(body.location as ServiceLocation).id}/status`, { isActive: false });
    expect(await check(place)).toBe(false);
  });

  it('adds areas with the spec messages, and an area serves the check until it is disabled', async () => {
    for (const bad of [{ city: 'Gurugram' }, { city: ' ', area: 'Sector 70' }, {}]) {
      const { res, body } = await call('POST', '/api/admin/service-areas', bad);
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe('City and area are required');
    }
    expect(
      (await call('POST', '/api/admin/service-areas', { city: 'Gurugram', area: 'Sector 70', pincode: '1220' })).body.message,
    ).toBe(PLACE_MESSAGES.areaPincode);
    const dup = await call('POST', '/api/admin/service-areas', { city: 'gurgaon', area: 'sector 69' });
    expect(dup.res.statusCode).toBe(409);
    expect(dup.body.message).toBe('sector 69, gurgaon is already a service area');

    const place = { full_address: 'Shop 12, Sector 3 Market', city: 'Manesar', pincode: '122051' };
    expect(await check(place)).toBe(false);
    const area = await addArea({ city: 'Manesar', area: 'Manesar Sector 3', pincode: '122 051' });
    expect(area).toMatchObject({ pincode: '122051', isActive: true, outline: null });
    expect(await check(place)).toBe(true);
    const off = await call('PUT', `/api/admin/service-areas/${area.id}/status`, { isActive: false });
    expect(off.body.message).toBe(PLACE_MESSAGES.areaDisabled('Manesar Sector 3'));
    expect(await check(place)).toBe(false);
    expect((await call('DELETE', `/api/admin/service-areas/${area.id}`)).body.message).toBe('Manesar Sector 3 removed');
    expect((await areas()).some((a) => a.id === area.id)).toBe(false);
  });

  it('a drawn outline serves a saved address inside it; disabling the area refuses it again', async () => {
    expect(pointInPolygon(MANESAR, GURUGRAM_POLYGON)).toBe(false);
    const address = (n: number) => ({
      flat_no: `Plot ${n}`,
      area: 'IMT Manesar',
      city: 'Gurugram',
      pincode: '122052',
      coordinates: MANESAR,
      address_type: 'office',
      contact_person: 'Asha Verma',
      contact_phone: '98765 43210',
    });
    const refused = await call('POST', '/api/addresses', address(1), customer);
    expect(refused.res.statusCode).toBe(422);
    expect(refused.body.message).toBe(LOCATION_MESSAGES.unavailable);

    const area = await addArea({ city: 'Gurugram', area: 'IMT Manesar' });
    const saved = await call('PUT', `/api/admin/service-areas/${area.id}/outline`, { outline: polygon(MANESAR_RING) });
    expect(saved.body).toMatchObject({ message: 'Outline of IMT Manesar saved', area: { outline: polygon(MANESAR_RING) } });
    expect(await check({ coordinates: MANESAR })).toBe(true);
    expect((await call('POST', '/api/addresses', address(2), customer)).res.statusCode).toBe(201);
    // A point outside every outline is still refused.
    expect(await check({ coordinates: { lat: 28.3, lng: 76.9 } })).toBe(false);

    await call('PUT', `/api/admin/service-areas/${area.id}/status`, { isActive: false });
    expect((await call('POST', '/api/addresses', address(3), customer)).res.statusCode).toBe(422);
    await call('PUT', `/api/admin/service-areas/${area.id}/status`, { isActive: true });
    const cleared = await call('PUT', `/api/admin/service-areas/${area.id}/outline`, { outline: null });
    expect(cleared.body).toMatchObject({ message: 'Outline of IMT Manesar cleared', area: { outline: null } });
    expect(await check({ coordinates: MANESAR })).toBe(false);
  });

  it('refuses outlines that are not a closed, simple ring near Gurugram', async () => {
    const [area] = await areas();
    const save = async (outline: unknown) =>
      (await call('PUT', `/api/admin/service-areas/${area!.id}/outline`, { outline })).body.message;
    const square = MANESAR_RING;
    expect(await save({ type: 'Point', coordinates: [77, 28.4] })).toBe(PLACE_MESSAGES.outlineType);
    expect(await save(polygon(square.slice(0, 4)))).toBe(PLACE_MESSAGES.outlineNotClosed);
    expect(await save(polygon([square[0]!, square[1]!, square[0]!]))).toBe(PLACE_MESSAGES.outlineTooFew);
    expect(await save({ type: 'Polygon', coordinates: [square, square] })).toBe(PLACE_MESSAGES.outlineHoles);
    expect(
      await save(
        polygon([
          [76.92, 28.345],
          [76.955, 28.37],
          [76.955, 28.345],
          [76.92, 28.37],
          [76.92, 28.345],
        ]),
      ),
    ).toBe(PLACE_MESSAGES.outlineCrossing);
    expect(
      await save(
        polygon([
          [72.8, 19],
          [72.9, 19],
          [72.9, 19.1],
          [72.8, 19],
        ]),
      ),
    ).toBe(PLACE_MESSAGES.outlineTooFar);
    expect(
      await save(
        polygon([
          [200, 28],
          [77, 28.4],
          [77.1, 28.4],
          [200, 28],
        ]),
      ),
    ).toBe(PLACE_MESSAGES.outlinePoint);
    expect((await areas()).find((a) => a.id === area!.id)!.outline).not.toBeNull();
  });

  it('exports every area as CSV and as a GeoJSON FeatureCollection', async () => {
    await addArea({ city: 'Gurugram', area: 'Sector 70, "A" block', pincode: '122101' });
    await addArea({ city: 'Gurugram', area: ";=cmd|' /C calc'!A0", pincode: '122102' });
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/admin/service-areas/export.csv', headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="washday-service-areas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,city,area,pincode,is_active,added_at,outline_points');
    expect(lines.find((l) => l.includes('Sector 69'))).toMatch(/^[0-9a-f-]{36},Gurgaon,Sector 69,122018,true,\d{4}-.*Z,4$/);
    expect(lines.find((l) => l.includes('block'))).toMatch(/,Gurugram,"Sector 70, ""A"" block",122101,true,.*,0$/);
    // A formula behind a leading separator stays text too (issue 25): quoted, with the quote mark spreadsheets honour.
    expect(lines.find((l) => l.includes('cmd'))).toMatch(/,Gurugram,"';=cmd\|' \/C calc'!A0",122102,true,.*,0$/);

    const geo = await ctx.app.inject({ method: 'GET', url: '/api/admin/service-areas/export.geojson', headers: admin });
    expect(geo.headers['content-type']).toMatch(/^application\/geo\+json/);
    const collection = geo.json() as {
      type: string;
      features: Array<{ type: string; geometry: unknown; properties: Record<string, unknown> }>;
    };
    expect(collection.type).toBe('FeatureCollection');
    const sector69 = collection.features.find((f) => f.properties.area === 'Sector 69')!;
    expect(sector69).toMatchObject({
      type: 'Feature',
      properties: { city: 'Gurgaon', pincode: '122018', isActive: true },
      geometry: { type: 'Polygon' },
    });
    expect(collection.features.find((f) => f.properties.area === 'Sector 70, "A" block')!.geometry).toBeNull();
  });
});
