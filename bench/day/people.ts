// Who works the simulated day, made as the real ones are: the fleet of approved riders exists before the day (rider
// registration, with its ID card and selfie, is its own journey), so it is written to the database once; everyone
// then signs in through the API with a phone code read from the development outbox, as a phone would receive it.
import { formatTagCode } from '@washday/core';
import { encryptAadhaar } from '../../apps/api/src/modules/riders/aadhaar.js';
import { makeCustomers } from '../../apps/api/src/db/seed/scale/scale-people.js';
import type { Random } from '../../apps/api/src/db/seed/scale/scale-random.js';
import { SEED_VENDORS } from '../../apps/api/src/db/seed/reference-data.js';
import { retrying, type HttpClient } from './http-client.js';
import type { SqlRunner } from './sql.js';
import { pool } from './pool.js';

/** The development secret the instances run with (no APP_SECRET outside production). */
const DEVELOPMENT_SECRET = 'washday-development-secret-not-for-production';
const DEMO_ADMIN = { username: 'admin', password: 'washday-demo-admin' };

export interface Customer {
  id: string;
  phone: string;
  token: string;
  addressId: string;
  at: { lat: number; lng: number };
  address: string;
  /** Signed up with a friend's code: the referrer, and the first-order coupon the code gave. */
  referral?: { referrerId: string; coupon: string };
}
export interface Rider {
  id: string;
  phone: string;
  token: string;
  address: string;
  at: { lat: number; lng: number };
  /** Trips in hand (accepted or started). */
  load: number;
  /** Where the rider is heading (the next door or laundry); pings move toward it at a rider's speed. */
  target?: { lat: number; lng: number };
}
export interface Laundry {
  id: string;
  token: string;
  address: string;
  at: { lat: number; lng: number };
}

/** Ten-digit mobiles by kind, away from the demo's 98100000xx. */
const phoneOf = (kind: 'customer' | 'rider' | 'staff' | 'admin', i: number) =>
  `${{ customer: '71', rider: '72', staff: '73', admin: '74' }[kind]}${String(i).padStart(8, '0')}`;
/** Each simulated phone's own address (nginx forwards it; the app counts limits by it). */
export const addressOf = (kind: number, i: number) => `10.${kind}.${(i >> 8) & 255}.${i & 255}`;

/** Reads a sign-in code for `phone` from whichever instance sent it (each keeps its own outbox). */
async function codeFor(http: HttpClient, instances: string[], phone: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    for (const base of instances) {
      const outbox = await http
        .call<{ messages: Array<{ to: string; code: string }> }>('dev', 'GET', `/dev/outbox.json?to=91${phone}`, { base })
        .catch(() => ({ messages: [] }));
      const code = outbox.messages.find((m) => m.to.endsWith(phone))?.code;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code for ${phone} in any instance's outbox`);
}

export async function signInAdmin(http: HttpClient, address: string): Promise<string> {
  const answer = await retrying(() =>
    http.call<{ data: { token: string } }>('auth', 'POST', '/api/auth/login', { body: DEMO_ADMIN, address }),
  );
  return answer.data.token;
}

/** The day's customers: signed in through the API, each with a saved address at `seed:scale`'s Gurugram addresses. */
export async function signInCustomer(
  http: HttpClient,
  instances: string[],
  i: number,
  random: Random,
  /** A friend's referral code typed at sign-up (customer-app.md §3 Referral). */
  referred?: { referrerId: string; code: string },
): Promise<Customer> {
  const phone = phoneOf('customer', i);
  const address = addressOf(1, i);
  await retrying(() => http.call('auth', 'POST', '/api/auth/send-otp', { body: { phone }, address }));
  const otp = await codeFor(http, instances, phone);
  const signed = await retrying(() =>
    http.call<{ token: string; user: { id: string } }>('auth', 'POST', '/api/auth/verify-otp', {
      body: { phone, otp, name: `Day customer ${i}`, ...(referred ? { referralCode: referred.code } : {}) },
      address,
    }),
  );
  const referral = referred ? await refereeCoupon(http, signed.user.id, signed.token, address, referred.referrerId) : undefined;
  // seed:scale's sectors reach a little past the served area's edge: a customer there picks another address.
  for (let attempt = 0; ; attempt += 1) {
    const [person] = makeCustomers(random, 1, { start: Date.now(), end: Date.now() + 1 });
    const home = person!.addresses[0]!;
    const saved = await retrying(() =>
      http.call<{ data?: { id: string } }>('customer', 'POST', '/api/addresses', {
        token: signed.token,
        address,
        accept: attempt < 20 ? [422] : [],
        body: {
          flat_no: home.flatNo,
          street: home.street,
          area: home.area,
          city: 'Gurugram',
          pincode: home.pincode,
          coordinates: { lat: home.lat, lng: home.lng },
          address_type: 'home',
          contact_person: `Day customer ${i}`,
          contact_phone: phone,
        },
      }),
    );
    if (!saved.data) continue;
    return {
      id: signed.user.id,
      phone,
      token: signed.token,
      addressId: saved.data.id,
      at: { lat: home.lat, lng: home.lng },
      address,
      ...(referral ? { referral } : {}),
    };
  }
}

/** A customer's own referral code, as the app's Refer screen asks for it. */
export async function referralCodeOf(http: HttpClient, customer: Customer): Promise<string> {
  const answer = await retrying(() =>
    http.call<{ referralCode: string }>('customer', 'POST', '/api/referrals/generate', {
      token: customer.token,
      address: customer.address,
      body: { userId: customer.id },
    }),
  );
  return answer.referralCode;
}

/** The first-order coupon a sign-up code gave (the Refer screen lists it); the day fails loudly if there is none. */
async function refereeCoupon(http: HttpClient, userId: string, token: string, address: string, referrerId: string) {
  const info = await retrying(() =>
    http.call<{ coupons?: Array<{ code: string; kind: string; state: string }> }>(
      'customer',
      'GET',
      `/api/referrals/user/${userId}`,
      { token, address },
    ),
  );
  const coupon = info.coupons?.find((c) => c.kind === 'welcome' && c.state === 'available')?.code;
  if (!coupon) throw new Error(`customer ${userId} signed up with a referral code but holds no referral coupon`);
  return { referrerId, coupon };
}

/** The fleet: `count` approved riders (written once, as the verified fleet before the day), each signed in by code. */
export async function fleet(
  sql: SqlRunner,
  http: HttpClient,
  instances: string[],
  count: number,
  random: Random,
): Promise<Rider[]> {
  const phones = Array.from({ length: count }, (_, i) => phoneOf('rider', i + 1));
  for (const [i, phone] of phones.entries()) {
    await sql(
      `insert into riders (name, phone, aadhar_number_encrypted, status, verified_at)
       values ($1, $2, $3, 'approved', now()) on conflict do nothing`,
      [`Day rider ${i + 1}`, `91${phone}`, encryptAadhaar(DEVELOPMENT_SECRET, `5${String(i + 1).padStart(11, '0')}`)],
    );
  }
  const starts = makeCustomers(random, count, { start: Date.now(), end: Date.now() + 1 });
  // A few dozen at a time: each instance's outbox keeps its latest 200 codes.
  return pool(phones, 40, async (phone, i) => {
    const address = addressOf(2, i + 1);
    await retrying(() => http.call('auth', 'POST', '/api/riders/request-otp', { body: { phone }, address }));
    const otp = await codeFor(http, instances, phone);
    const signed = await retrying(() =>
      http.call<{ token: string; rider: { _id: string } }>('auth', 'POST', '/api/riders/verify-otp', {
        body: { phone, otp },
        address,
      }),
    );
    const home = starts[i]!.addresses[0]!;
    return { id: signed.rider._id, phone, token: signed.token, address, at: { lat: home.lat, lng: home.lng }, load: 0 };
  });
}

/** A counter at each seed laundry: added by the operator, signed in by code. */
export async function laundries(http: HttpClient, instances: string[], admin: string): Promise<Laundry[]> {
  return Promise.all(
    SEED_VENDORS.map(async (vendor, i) => {
      const phone = phoneOf('staff', i + 1);
      const address = addressOf(3, i + 1);
      await http.call('admin', 'POST', `/api/admin/vendors/${vendor.id}/staff`, {
        token: admin,
        body: { name: `Day counter ${i + 1}`, phone },
        accept: [409],
      });
      await retrying(() => http.call('auth', 'POST', '/api/vendor/request-otp', { body: { phone }, address }));
      const otp = await codeFor(http, instances, phone);
      const signed = await retrying(() =>
        http.call<{ token: string }>('auth', 'POST', '/api/vendor/verify-otp', { body: { phone, otp }, address }),
      );
      return { id: vendor.id, token: signed.token, address, at: { lat: vendor.lat, lng: vendor.lng } };
    }),
  );
}

/** Blank labels for the day, printed by the operator: each order's garments take the next ones. */
export class LabelRoll {
  private codes: string[] = [];
  constructor(
    private readonly http: HttpClient,
    private readonly admin: string,
  ) {}

  async print(labels: number): Promise<void> {
    while (this.codes.length < labels) {
      const answer = await this.http.call<{ sheets: Array<{ code: string; labels: number }> }>(
        'admin',
        'POST',
        '/api/admin/tag-sheets',
        {
          token: this.admin,
          body: { layout: 'A4-24', sheets: 20 },
        },
      );
      for (const sheet of answer.sheets)
        for (let place = 1; place <= sheet.labels; place += 1) this.codes.push(formatTagCode(sheet.code, place));
    }
  }

  take(count: number): string[] {
    if (this.codes.length < count) throw new Error('The day ran out of printed labels');
    return this.codes.splice(0, count);
  }
}
