import { normalizeAddress } from '@washday/core';
import { GAZETTEER } from '../../../modules/locations/gazetteer-data.js';
import { encryptAadhaar } from '../../../modules/riders/aadhaar.js';
import { FIRST_NAMES, LANDMARKS, LAST_NAMES, SOCIETIES } from './scale-names.js';
import type { Random } from './scale-random.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, istDate, istInstant } from './scale-random.js';
import type { TableRows } from './table-writer.js';

export interface ScaleAddress {
  id: string;
  fullAddress: string;
  flatNo: string;
  street: string;
  landmark: string | null;
  area: string;
  pincode: string;
  lat: number;
  lng: number;
}

/** A customer as the orders need them: who, since when, and where they are picked up. */
export interface ScaleCustomer {
  id: string;
  name: string;
  /** 10 digits. */
  phone: string;
  joinedAt: number;
  /** The first is the default (home); some also have an office. */
  addresses: ScaleAddress[];
}

export interface ScaleRider {
  id: string;
  name: string;
  approved: boolean;
}

const SECTORS = GAZETTEER.filter((e) => e.kind === 'sector');
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const tower = (random: Random) => String.fromCharCode(65 + random.int(0, 7));
const nameOf = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

function address(random: Random, office: boolean): ScaleAddress {
  const sector = random.pick(SECTORS);
  const flatNo = office
    ? `Office ${random.int(101, 1204)}, Tower ${tower(random)}`
    : `Flat ${random.int(1, 19)}${String(random.int(1, 8)).padStart(2, '0')}, Tower ${tower(random)}`;
  const street = office
    ? `${random.pick(['Cyber Park', 'Tech Tower', 'Business Centre', 'Corporate Park'])} ${random.int(1, 9)}`
    : random.pick(SOCIETIES);
  return {
    id: random.uuid(),
    fullAddress: `${flatNo}, ${street}, ${sector.name}, Gurugram, Haryana ${sector.pincode}`,
    flatNo,
    street,
    landmark: random.chance(0.3) ? random.pick(LANDMARKS) : null,
    area: sector.name,
    pincode: sector.pincode,
    lat: round6(sector.lat + random.between(-0.004, 0.004)),
    lng: round6(sector.lng + random.between(-0.004, 0.004)),
  };
}

/**
 * `count` customers, oldest first: a sixth joined in the two months before the window, the rest across it, more of
 * them lately (the service grows). Each has a home in a Gurugram sector and a fifth also an office.
 */
export function makeCustomers(random: Random, count: number, window: { start: number; end: number }): ScaleCustomer[] {
  const span = window.end - window.start;
  const joined = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    joined[i] = random.chance(1 / 6)
      ? window.start - random.next() * 60 * DAY_MS
      : window.start + span * Math.sqrt(random.next()) * 0.98;
  }
  joined.sort();
  return Array.from(joined, (joinedAt, k) => ({
    id: random.uuid(),
    name: nameOf(random),
    phone: `7${String(k + 1).padStart(9, '0')}`,
    joinedAt: Math.round(joinedAt),
    addresses: random.chance(0.2) ? [address(random, false), address(random, true)] : [address(random, false)],
  }));
}

export const USER_COLUMNS = ['id', 'phone', 'name', 'email', 'is_verified', 'created_at', 'updated_at'];
export const ADDRESS_COLUMNS = [
  ...['id', 'user_id', 'title', 'full_address', 'normalized_address', 'flat_no', 'street', 'area', 'landmark', 'city', 'state'],
  ...['pincode', 'lat', 'lng', 'address_type', 'contact_person', 'contact_phone', 'is_default', 'created_at', 'updated_at'],
];

export function writeCustomers(
  random: Random,
  customers: readonly ScaleCustomer[],
  users: TableRows,
  addresses: TableRows,
): void {
  for (const c of customers) {
    const joined = new Date(c.joinedAt);
    const email = random.chance(0.4) ? `${c.name.toLowerCase().replace(' ', '.')}.${c.phone.slice(-5)}@example.com` : null;
    users.add([c.id, `91${c.phone}`, c.name, email, true, joined, joined]);
    c.addresses.forEach((a, i) => {
      const home = i === 0;
      addresses.add([
        ...[
          a.id,
          c.id,
          home ? 'Home' : 'Office',
          a.fullAddress,
          normalizeAddress(a.fullAddress),
          a.flatNo,
          a.street,
          a.area,
          a.landmark,
        ],
        ...['Gurugram', 'Haryana', a.pincode, a.lat, a.lng, home ? 'home' : 'office', c.name, c.phone, home, joined, joined],
      ]);
    });
  }
}

export const RIDER_COLUMNS = [
  ...['id', 'name', 'phone', 'aadhar_number_encrypted', 'status', 'rejection_reason', 'verified_at', 'verified_by_admin_id'],
  ...['is_active', 'last_lat', 'last_lng', 'last_location_at', 'created_at', 'updated_at'],
];
export const PING_COLUMNS = ['rider_id', 'lat', 'lng', 'accuracy_meters', 'recorded_at'];
/** How often an active rider's phone reports its position in the seed: once a minute. */
const PING_EVERY_MS = MINUTE_MS;
const PING_DAYS = 14;

/**
 * `count` riders (a few pending or rejected), their encrypted Aadhaar numbers, and the last 14 days of location pings
 * of the approved ones: a shift most days, a fix a minute while on it. About a third are on shift now.
 */
export function writeRiders(
  random: Random,
  count: number,
  context: { now: number; adminId: string; secret: string },
  riders: TableRows,
  pings: TableRows,
): ScaleRider[] {
  const made: ScaleRider[] = [];
  for (let j = 0; j < count; j += 1) {
    const id = random.uuid();
    const name = nameOf(random);
    const status = j % 33 === 5 ? 'pending' : j % 33 === 17 ? 'rejected' : 'approved';
    const createdAt = context.now - random.between(30, 760) * DAY_MS;
    const approved = status === 'approved';
    const onShift = approved && random.chance(0.35);
    const home = random.pick(SECTORS);
    let lat = home.lat;
    let lng = home.lng;
    for (let day = PING_DAYS; approved && day >= 0; day -= 1) {
      const date = istDate(context.now - day * DAY_MS);
      const today = day === 0;
      if (!(today ? onShift : random.chance(0.7))) continue;
      const start = istInstant(date, random.int(8, 10)) + random.int(0, 59) * MINUTE_MS;
      const end = today ? context.now : start + random.between(6, 10) * HOUR_MS;
      for (let t = start; t <= end && t <= context.now; t += PING_EVERY_MS) {
        lat = Math.min(28.53, Math.max(28.36, lat + random.between(-0.0012, 0.0012)));
        lng = Math.min(77.13, Math.max(76.93, lng + random.between(-0.0012, 0.0012)));
        pings.add([id, round6(lat), round6(lng), random.int(5, 40), new Date(t)]);
      }
    }
    const verifiedAt = status === 'pending' ? null : new Date(createdAt + random.between(2, 48) * HOUR_MS);
    riders.add([
      ...[
        id,
        name,
        `918${String(j + 1).padStart(9, '0')}`,
        encryptAadhaar(context.secret, `2${String(j).padStart(11, '0')}`),
        status,
      ],
      ...[status === 'rejected' ? 'The Aadhaar photo is not readable' : null, verifiedAt, verifiedAt ? context.adminId : null],
      ...[
        onShift,
        onShift ? round6(lat) : null,
        onShift ? round6(lng) : null,
        onShift ? new Date(context.now - random.int(0, 120) * 1000) : null,
      ],
      ...[new Date(createdAt), verifiedAt ?? new Date(createdAt)],
    ]);
    made.push({ id, name, approved });
  }
  return made;
}
