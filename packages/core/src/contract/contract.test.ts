import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, endpointUrl, pathParamNames, successSchema, successStatuses, type Endpoint } from './index.js';

const endpoints: [string, Endpoint][] = Object.entries(contract).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]): [string, Endpoint] => [
    `${domain}.${name}`,
    endpoint,
  ]),
);

describe('the API contract', () => {
  it('names each method and path once', () => {
    const keys = endpoints.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(endpoints)('%s reads exactly the path parameters its path has', (_name, endpoint) => {
    const shape = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
    expect(shape.sort()).toEqual(pathParamNames(endpoint.path).sort());
  });

  it.each(endpoints)(
    '%s is documented and answers JSON on success, unless it serves a file, an event stream or metrics text',
    (_name, endpoint) => {
      expect(endpoint.summary).not.toBe('');
      expect(endpoint.tags.length).toBeGreaterThan(0);
      const servesFileOrStream = [
        contract.riders.document,
        contract.pickupPhotos.file,
        contract.claims.photo,
        contract.customerGarments.photo,
        contract.dev.outboxAttachment,
        contract.adminPlaces.exportAreasCsv,
        contract.adminPlaces.exportAreasGeoJson,
        contract.adminBookings.exportCsv,
        contract.payments.invoicePdf,
        contract.plans.cycleInvoicePdf,
        contract.payments.invoiceRegisterCsv,
        contract.adminTagSheets.pdf,
        contract.events.stream,
        contract.health.metrics,
      ] as const;
      if (!(servesFileOrStream as readonly unknown[]).includes(endpoint))
        expect(successStatuses(endpoint).length).toBeGreaterThan(0);
    },
  );
});

describe('endpointUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(endpointUrl(contract.locations.place, { id: 'local:sector 45/a' })).toBe(
      '/api/location/place/local%3Asector%2045%2Fa',
    );
    expect(endpointUrl(contract.riders.document, { riderId: 'r1', kind: 'selfie' })).toBe('/api/riders/r1/documents/selfie');
    expect(endpointUrl(contract.auth.profile)).toBe('/api/auth/profile');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointUrl(contract.bookings.get, {})).toThrow("Missing path parameter 'id'");
  });
});

describe('successSchema', () => {
  it('is the 2xx answer, and only that', () => {
    expect(successSchema(contract.addresses.create)).toBe(contract.addresses.create.responses[201]);
    expect(() => successSchema(contract.riders.document)).toThrow('has no JSON success answer');
  });

  it('lets a booking with a status this version does not know through, except on creation', () => {
    const booking = { success: true, booking: { status: 'on_hold' } };
    const status = (schema: z.ZodType) =>
      schema.safeParse(booking).error?.issues.some((issue) => issue.path.join('.') === 'booking.status');
    expect(status(successSchema(contract.bookings.get))).toBe(false);
    expect(status(successSchema(contract.bookings.create))).toBe(true);
  });
});
