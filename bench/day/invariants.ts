// The day's invariants, each a line of the report: read from the database after the day, against what the simulated
// clients were told (acknowledged) and saw (streams).
import type { AckedFix } from './riders-on-shift.js';
import type { SqlRunner } from './sql.js';
import type { LiveStream } from './streams.js';
import type { CallRecord } from './http-client.js';
import { inFault, type FaultWindow } from './report.js';

export interface Invariant {
  name: string;
  ok: boolean;
  detail: string;
}

export interface DayFacts {
  acknowledged: string[];
  /** Acknowledged bookings the day drove to their end (all of them: the day stops taking orders before its end). */
  shouldFinish: string[];
  /** Those an operator partly refunded. */
  refunded: string[];
  customerIds: string[];
  /** Each customer's stream, with the wall-clock time it first opened. */
  streams: Array<{ recipient: string; stream: LiveStream; openedWall: Date }>;
  /** When the streams were closed (after the day): events raised later were never due. */
  streamsClosedWall: Date;
  pings: AckedFix[];
  records: CallRecord[];
  faults: FaultWindow[];
  dayStartWall: Date;
  /**
   * Reads the notices the outbox journals recorded, by notification id: the pid that sent it, each time. Read before
   * and after the copies' statuses, since instances may still be sending when a drain ends with orders in flight.
   */
  noticeSends?: () => Promise<Map<string, number[]>>;
  /** The instances' processes a fault killed with SIGKILL. */
  killedPids: number[];
  /** Customers who signed up with a friend's code, and their first order. */
  referrals: Array<{ refereeId: string; referrerId: string; firstBookingId: string; completed: boolean }>;
  /** Instances that exited by themselves (not a fault's kill or restart); absent when the run has no topology. */
  unplannedExits?: Array<{ name: string; at: number; code: number | null; signal: string | null }>;
  /** Orders whose items the rider changed at the door (quick pickups and proposals), with the garments each should have. */
  itemChanges: Array<{ bookingId: string; items: number }>;
}

export async function checkInvariants(sql: SqlRunner, facts: DayFacts): Promise<Invariant[]> {
  const out: Invariant[] = [];
  const line = (name: string, ok: boolean, detail: string) => out.push({ name, ok, detail });

  // 1. Every acknowledged booking exists once, and nothing else was booked for the day's customers.
  const rows = await sql<{ id: string; customer_id: string }>(
    `select id::text, customer_id::text from bookings where customer_id = any($1::uuid[])`,
    [facts.customerIds],
  );
  const stored = new Set(rows.map((r) => r.id));
  const missing = facts.acknowledged.filter((id) => !stored.has(id));
  const extra = rows.length - facts.acknowledged.length;
  line(
    'every acknowledged booking exists once',
    missing.length === 0 && extra === 0,
    `${facts.acknowledged.length} acknowledged, ${rows.length} stored for the day's customers, ${missing.length} missing, ${Math.max(0, extra)} unacknowledged extra`,
  );

  // 2. Every order the day should finish is completed and paid (partly refunded where an operator refunded part).
  const done = await sql<{ n: number }>(
    `select count(*)::int as n from bookings where id = any($1::uuid[]) and status = 'completed'
       and (payment_status = 'paid' or (payment_status = 'partially_refunded' and id = any($2::uuid[])))`,
    [facts.shouldFinish, facts.refunded],
  );
  const finished = done[0]?.n ?? 0;
  line(
    'every order the day should finish is completed and paid',
    finished === facts.shouldFinish.length,
    `${finished} of ${facts.shouldFinish.length} (${facts.refunded.length} of them partly refunded)`,
  );

  // 2b. Every refund an operator asked for is made once (₹10 each; sent again after a lost answer under its key).
  const refundRows = await sql<{ paise: number }>(
    `select coalesce(sum(amount_paise), 0)::int as paise from unnest($1::uuid[]) as b(id)
       left join refunds r on r.booking_id = b.id group by b.id`,
    [facts.refunded],
  );
  const wrongRefunds = refundRows.filter((r) => r.paise !== 1000).length;
  line(
    'every refund asked for is made once',
    wrongRefunds === 0,
    `${facts.refunded.length} refunds of ₹10 acknowledged, ${wrongRefunds} orders refunded another amount`,
  );

  // 3. Every customer notification exists once (one per order, kind and title).
  const dupes = await sql<{ type: string; title: string; n: number; apart_ms: number }>(
    `select type, title, count(*)::int as n, (extract(epoch from max(created_at) - min(created_at)) * 1000)::int as apart_ms
       from notifications where user_id = any($1::uuid[]) and booking_id is not null
       group by user_id, booking_id, type, title, message having count(*) > 1`,
    [facts.customerIds],
  );
  const notes = await sql<{ n: number }>(`select count(*)::int as n from notifications where user_id = any($1::uuid[])`, [
    facts.customerIds,
  ]);
  const dupeKinds = [...new Set(dupes.map((d) => `${d.type} ×${d.n} ${d.apart_ms} ms apart`))].slice(0, 3);
  line(
    'every customer notification exists once',
    dupes.length === 0,
    `${notes[0]?.n ?? 0} notifications, ${dupes.length} duplicated${dupeKinds.length ? ` (${dupeKinds.join(', ')})` : ''}`,
  );

  // 4. Every open stream received each of its events at least once, and none twice (resumed with Last-Event-ID).
  let expected = 0;
  let lost = 0;
  let twice = 0;
  const examples: string[] = [];
  let historyShown = false;
  const events = await sql<{ id: string; recipient: string; created_at: Date }>(
    `select id::text, recipient, created_at from live_events where recipient = any($1::text[]) and created_at > $2::timestamptz`,
    [facts.streams.map((s) => s.recipient), facts.dayStartWall.toISOString()],
  );
  const byRecipient = new Map<string, Array<{ id: number; at: Date }>>();
  for (const e of events)
    (byRecipient.get(e.recipient) ?? byRecipient.set(e.recipient, []).get(e.recipient)!).push({
      id: Number(e.id),
      at: e.created_at,
    });
  for (const { recipient, stream, openedWall } of facts.streams) {
    twice += stream.duplicates.length;
    // Events raised once the stream was open (a second's margin for the connection's own setup).
    for (const e of byRecipient.get(recipient) ?? []) {
      if (e.at.getTime() < openedWall.getTime() + 1000 || e.at.getTime() > facts.streamsClosedWall.getTime() - 1000) continue;
      expected += 1;
      if (!stream.has(e.id)) {
        lost += 1;
        if (examples.length < 3) examples.push(`${recipient} #${e.id} at +${e.at.getTime() - facts.dayStartWall.getTime()} ms`);
        if (!historyShown) {
          historyShown = true;
          console.log(`  stream of ${recipient} (missed #${e.id}): ${stream.history.join(' | ')}`);
        }
      }
    }
  }
  line(
    'every open stream received each of its events, none twice',
    lost === 0 && twice === 0,
    `${facts.streams.length} streams, ${expected} events due, ${lost} missed${examples.length ? ` (${examples.join(', ')})` : ''}, ${twice} received twice`,
  );

  // 5. Every SMS/WhatsApp copy was sent exactly once (the outbox journals of every instance, across restarts).
  if (facts.noticeSends) {
    // A send's journal line is written before its copy is marked sent, and instances may still be sending: the lines
    // read before the statuses are sends those statuses could show; the lines read after hold every send they show.
    const before = await facts.noticeSends();
    const statusesOf = (ids?: string[]) =>
      sql<{ id: string; status: string | null }>(
        `select id::text, message_status as status from notifications
           where user_id = any($1::uuid[]) and message_channel in ('sms', 'whatsapp')${ids ? ' and id = any($2::uuid[])' : ''}`,
        ids ? [facts.customerIds, ids] : [facts.customerIds],
      );
    const copies = await statusesOf();
    const sends = await facts.noticeSends();
    const timesSent = (id: string) => sends.get(id)?.length ?? 0;
    const sent = copies.filter((r) => r.status === 'sent');
    const never = sent.filter((r) => !sends.has(r.id)).length;
    const again = copies.filter((r) => timesSent(r.id) > 1).length;
    const statusOf = new Map(copies.map((r) => [r.id, r.status]));
    const journaled = [...before.keys()].filter((id) => statusOf.has(id) && statusOf.get(id) !== 'sent');
    // One read more of those: a copy marked while the statuses were read was in flight, not unmarked.
    for (const r of journaled.length ? await statusesOf(journaled) : []) statusOf.set(r.id, r.status);
    // Sent once by a process killed before it recorded the send: left 'sending', unconfirmed and never repeated, as
    // decision 0043 chooses (at most once). Any other copy sent and not marked is a defect.
    const killed = new Set(facts.killedPids);
    const diedUnrecorded = (id: string) =>
      statusOf.get(id) === 'sending' && timesSent(id) === 1 && killed.has(sends.get(id)![0]!);
    const unmarked = journaled.filter((id) => statusOf.get(id) !== 'sent');
    const killedBefore = unmarked.filter(diedUnrecorded).length;
    const wrong = unmarked.filter((id) => !diedUnrecorded(id));
    const wrongBy = new Map<string, number>();
    for (const id of wrong) wrongBy.set(String(statusOf.get(id)), (wrongBy.get(String(statusOf.get(id))) ?? 0) + 1);
    const left = copies.filter((r) => r.status !== 'sent' && !sends.has(r.id)).length;
    line(
      'every SMS/WhatsApp copy was sent exactly once',
      never + again + wrong.length === 0,
      `${copies.length} copies, ${sent.length} marked sent: ${never} never sent, ${again} sent more than once; ` +
        `${wrong.length} sent but not marked${wrong.length ? ` (${[...wrongBy].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}; ` +
        `${killedBefore} sent once by an instance killed before it marked them (left 'sending', decision 0043); ${left} not sent`,
    );
  }

  // 6. Invoice numbers unique and gapless within each financial year.
  const invoices = await sql<{ financial_year: string; n: number; distinct_numbers: number; lo: number; hi: number }>(
    `select financial_year, count(*)::int as n, count(distinct number)::int as distinct_numbers, min(sequence) as lo, max(sequence) as hi
       from invoices group by financial_year`,
  );
  const gapless = invoices.every((y) => y.n === y.distinct_numbers && y.hi - y.lo + 1 === y.n && y.lo === 1);
  line(
    'every invoice number is unique and gapless',
    gapless,
    invoices.map((y) => `FY ${y.financial_year}: ${y.n} invoices, ${y.distinct_numbers} numbers, ${y.lo}-${y.hi}`).join('; ') ||
      'no invoices',
  );

  // 7. No acknowledged location ping is lost: each rider's acknowledged fixes are all stored, at their own times.
  const keptRows = await sql<{ rider_id: string; at: string }>(
    `select rider_id::text, to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
       from rider_location_pings where rider_id = any($1::uuid[])`,
    [[...new Set(facts.pings.map((p) => p.riderId))]],
  );
  const kept = new Set(keptRows.map((r) => `${r.rider_id}|${r.at}`));
  const lostPings = facts.pings.filter((p) => !kept.has(`${p.riderId}|${p.at}`)).length;
  line('no acknowledged location ping is lost', lostPings === 0, `${facts.pings.length} acknowledged, ${lostPings} lost`);

  // 8. No 5xx outside the fault windows.
  const outside = facts.records.filter((r) => r.status >= 500 && !inFault(r.at, facts.faults, r.ms));
  const seen5xx = [...new Set(outside.map((r) => `${r.status} ${r.label} at +${Math.round(r.at)} ms`))].slice(0, 3).join(', ');
  line('no 5xx outside the fault windows', outside.length === 0, `${outside.length}${seen5xx ? ` (${seen5xx})` : ''}`);

  out.push(await referralsSettled(sql, facts), await itemChangesStand(sql, facts));

  // 11. No instance died by itself: a crash is a defect even when the supervisor starts it again.
  if (facts.unplannedExits) {
    const exits = facts.unplannedExits.map(
      (e) => `${e.name} at +${e.at - facts.dayStartWall.getTime()} ms (${e.signal ?? `code ${e.code}`})`,
    );
    line('no instance exited by itself', exits.length === 0, exits.length ? exits.join(', ') : 'none');
  }
  return out;
}

/** 9. A friend's code makes one referral, settled once (one reward for the friend) by the first completed order. */
async function referralsSettled(sql: SqlRunner, facts: DayFacts): Promise<Invariant> {
  const rows = await sql<{ referee: string; referrer: string; status: string; first: string | null; reward: string | null }>(
    `select referee_user_id::text as referee, referrer_user_id::text as referrer, status::text, first_booking_id::text as first,
       reward_coupon_code as reward from referrals where referee_user_id = any($1::uuid[])`,
    [facts.referrals.map((r) => r.refereeId)],
  );
  const completed = facts.referrals.filter((r) => r.completed);
  const wrong = facts.referrals.filter((r) => {
    const mine = rows.filter((row) => row.referee === r.refereeId);
    if (mine.length !== 1 || mine[0]!.referrer !== r.referrerId) return true;
    const settled = mine[0]!.status === 'completed' && mine[0]!.first === r.firstBookingId && mine[0]!.reward !== null;
    return r.completed ? !settled : mine[0]!.status === 'completed';
  });
  const rewards = new Set(rows.map((row) => row.reward).filter(Boolean)).size;
  return {
    name: 'every referral is settled once by the first completed order',
    ok: wrong.length === 0 && rewards === completed.length,
    detail: `${facts.referrals.length} sign-ups with a friend's code, ${completed.length} first orders completed, ${rewards} rewards, ${wrong.length} wrong`,
  };
}

/** 10. Items the rider changed at the door stand as the customer decided (approved: the new count; rejected: as booked). */
async function itemChangesStand(sql: SqlRunner, facts: DayFacts): Promise<Invariant> {
  const rows = await sql<{ id: string; n: number }>(
    `select booking_id::text as id, sum(quantity)::int as n from booking_items where booking_id = any($1::uuid[]) group by booking_id`,
    [facts.itemChanges.map((c) => c.bookingId)],
  );
  const count = new Map(rows.map((r) => [r.id, r.n]));
  const wrong = facts.itemChanges.filter((c) => count.get(c.bookingId) !== c.items);
  return {
    name: 'every item change at the door stands as the customer decided',
    ok: wrong.length === 0,
    detail: `${facts.itemChanges.length} orders changed at the door (quick pickups and proposals), ${wrong.length} not as decided`,
  };
}
