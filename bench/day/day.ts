// `npm run sim:day`: a day of operations at 100 × today's peak through the public API of two instances behind nginx,
// with faults at known moments, then every invariant and figure (bench/day/README.md). `--smoke` runs CI's minute.
// `--target <url> --database <url>` drives an already running single instance instead (no faults; for development).
import { performance } from 'node:perf_hooks';
import { Random } from '../../apps/api/src/db/seed/scale/scale-random.js';
import { HttpClient } from './http-client.js';
import { PLANS, arrivals, schedules, type DayPlan } from './day-plan.js';
import { LabelRoll, addressOf, fleet, laundries, referralCodeOf, signInAdmin, signInCustomer, type Customer } from './people.js';
import { liveOrder, type DayPeople, type OrderOutcome } from './order-life.js';
import { Shift } from './riders-on-shift.js';
import { LiveStream } from './streams.js';
import { sqlRunner } from './sql.js';
import { checkInvariants } from './invariants.js';
import { printDayReport } from './day-report.js';
import { openTopology, type DayTopology } from './day-topology.js';
import { EventLag } from './event-lag.js';
import { Faults } from './day-faults.js';
import { CpuLedger } from './cpu-ledger.js';
import { listenOverflows } from './proc-stats.js';
import { pool } from './pool.js';
import type { Dispatcher } from './trip-dispatch.js';
import { dispatchByPlanner, plannedSchedules } from './planner-setup.js';
import { StatementCensus } from './statement-census.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function main(): Promise<number> {
  const planName = flag('--smoke') ? 'smoke' : (option('--plan') ?? 'full');
  const plan: DayPlan | undefined = PLANS[planName];
  if (!plan) throw new Error(`--plan ${planName}: the plans are ${Object.keys(PLANS).join(', ')}`);
  const dispatcher = (option('--dispatch') ?? plan.dispatcher) as Dispatcher;
  if (dispatcher !== 'operators' && dispatcher !== 'planner')
    throw new Error(`--dispatch ${dispatcher}: operators (by hand) or planner (auto-dispatch)`);
  const topology: DayTopology = await openTopology({
    target: option('--target'),
    database: option('--database'),
    ...(option('--target-pid') ? { targetPid: Number(option('--target-pid')) } : {}),
    smoke: flag('--smoke'),
  });
  const sql = sqlRunner(topology.databaseUrl);
  const setupStart = performance.now();
  const http = new HttpClient(topology.baseUrl, setupStart);
  const random = new Random(29);
  const log = (text: string) => console.log(`[${((performance.now() - setupStart) / 1000).toFixed(1)} s] ${text}`);
  try {
    log(
      `${plan.name}: ${plan.orders} orders, ${plan.customers} customers, ${plan.riders} riders, ${plan.operators} operators; dispatched by ${dispatcher}`,
    );
    const operators = await pool(Array.from({ length: plan.operators }), 5, (_, i) => signInAdmin(http, addressOf(4, i + 1)));
    if (dispatcher === 'planner') log(`auto-dispatch on in ${await dispatchByPlanner(http, operators[0]!)} service areas`);
    const labels = new LabelRoll(http, operators[0]!);
    await labels.print(plan.orders * 3);
    const counters = await laundries(http, topology.instances, operators[0]!);
    const riders = await fleet(sql.run, http, topology.instances, plan.riders, random);
    log(`${riders.length} riders and ${counters.length} laundry counters signed in; signing customers in`);
    const customers = await signInCustomers(http, topology.instances, plan.customers, random);
    const catalogue = await http.call<{ categories: Array<{ services: Array<{ id: string }> }> }>(
      'customer',
      'GET',
      '/api/services',
    );
    // Ironing, washing and a few dry-cleaning pieces, as a city's orders mix them.
    const services = catalogue.categories.flatMap((c) => c.services.slice(0, 2).map((s) => s.id));

    // Everyone's app holds a live stream: customers (My Bookings), riders, operators' dashboards.
    const lag = new EventLag();
    const streamsUrl = new URL('/api/events', topology.baseUrl).toString();
    const customerStreams = customers.map((c) => ({
      recipient: `customer:${c.id}`,
      stream: new LiveStream(streamsUrl, c.token, c.address, (e) => lag.seen(e)),
      openedWall: new Date(0),
    }));
    const streamByCustomer = new Map(customers.map((c, i) => [c.id, customerStreams[i]!.stream]));
    await pool(customerStreams, 100, async (s) => {
      await s.stream.open();
      s.openedWall = new Date();
    });
    const staffStreams = [
      ...riders.map((r) => new LiveStream(`${streamsUrl}?as=rider`, r.token, r.address)),
      ...operators.map((token, i) => new LiveStream(`${streamsUrl}?as=admin`, token, addressOf(4, i + 1))),
    ];
    await pool(staffStreams, 100, (s) => s.open());
    const shift = new Shift(http, riders);
    await shift.goActive();
    log(`setup done: ${customerStreams.length + staffStreams.length} streams open`);

    // The day.
    const databaseBytes = async () =>
      Number((await sql.run<{ bytes: string }>(`select pg_database_size(current_database())::text as bytes`))[0]?.bytes ?? 0);
    const sizeAtStart = await databaseBytes();
    const census = await StatementCensus.open(sql.run);
    const cpu = new CpuLedger(topology);
    const overflowsAtStart = listenOverflows();
    const dayStart = performance.now();
    const dayStartWall = new Date();
    http.restartClock(dayStart);
    const faults = new Faults(topology, http, dayStart, plan);
    const people: DayPeople = {
      http,
      instances: topology.instances,
      operators,
      dispatcher,
      riders,
      laundries: counters,
      labels,
      services,
      // The planner plans trips whose slot starts within its horizon: the day books those (both trips' slots).
      schedules: dispatcher === 'planner' ? plannedSchedules(schedules(new Date()), new Date()) : schedules(new Date()),
      pace: plan.pace,
      answered: (bookingId, sentAt, answeredAt) => lag.answered(bookingId, sentAt, answeredAt),
      streamOf: (customerId) => streamByCustomer.get(customerId),
    };
    const customerOf = new Map<string, Customer>();
    const dashboards = setInterval(() => {
      for (const token of operators)
        void http.call('admin', 'GET', '/api/admin/dispatch/trips', { token }).catch(() => undefined);
      for (const counter of counters)
        void http
          .call('vendor', 'GET', '/api/vendor/orders', { token: counter.token, address: counter.address })
          .catch(() => undefined);
    }, 15_000);
    const outcomes: Promise<OrderOutcome>[] = [];
    let failuresShown = 0;
    const faultRun = faults.run();
    for (const [n, due] of arrivals(plan).entries()) {
      const wait = dayStart + due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const customer = customers[n % customers.length]!;
      // A customer's first order uses the welcome coupon their friend's code gave, else one in four uses FIRST30.
      const first = n < customers.length;
      const coupon = first && customer.referral ? customer.referral.coupon : first && n % 4 === 0 ? 'FIRST30' : null;
      const order = liveOrder(people, customer, n, coupon, n % 2 === 1);
      outcomes.push(
        order.then((o) => {
          if (o.failure && (failuresShown += 1) <= 5) log(`order ${n + 1} not finished: ${o.failure}`);
          if (o.bookingId) {
            customerOf.set(o.bookingId, customer);
            lag.own(o.bookingId);
          }
          return o;
        }),
      );
      if (n % 500 === 0) log(`booking ${n + 1} of ${plan.orders}`);
    }
    await faultRun;
    const settled = await Promise.race([
      Promise.all(outcomes),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), plan.drainMs)),
    ]);
    const dayMs = performance.now() - dayStart;
    clearInterval(dashboards);
    shift.stop();
    const results =
      settled ??
      (await Promise.all(outcomes.map((o) => Promise.race([o, Promise.resolve(null)])))).filter(
        (o): o is OrderOutcome => o !== null,
      );
    // Cut off: the instances are still working through the backlog while the invariants read the database, so those
    // orders (and their copies, still being sent) are counted as they stood, not as the system would leave them.
    if (!settled)
      log(
        `the drain ended with ${outcomes.length - results.length} of ${outcomes.length} orders still in flight: ` +
          'the invariants below count them mid-way (bookings not yet answered, copies still sending)',
      );
    // Streams get a moment to receive the last events before they are read.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cpuFigures = cpu.close();
    const overflowsAtEnd = listenOverflows();
    const statements = await census?.close();
    const streamsClosedWall = new Date();
    for (const s of [...customerStreams.map((c) => c.stream), ...staffStreams]) s.close();
    log(`day over in ${(dayMs / 1000).toFixed(0)} s; checking invariants`);

    const acknowledged = results.filter((o) => o.acknowledged).map((o) => o.bookingId!);
    const invariants = await checkInvariants(sql.run, {
      acknowledged,
      shouldFinish: acknowledged,
      refunded: results.filter((o) => o.refunded).map((o) => o.bookingId!),
      customerIds: customers.map((c) => c.id),
      streams: customerStreams,
      streamsClosedWall,
      pings: shift.acked,
      records: http.records,
      faults: faults.windows,
      dayStartWall,
      ...(topology.noticeSends ? { noticeSends: topology.noticeSends } : {}),
      killedPids: topology.killedPids?.() ?? [],
      ...(topology.unplannedExits ? { unplannedExits: topology.unplannedExits() } : {}),
      referrals: referralFacts(customers, results),
      itemChanges: results
        // Orders the rider changed at the door: a quick pickup only once itemised (one cut off before has nothing to check).
        .filter((o) => o.bookingId && (o.itemised || o.change))
        .map((o) => ({ bookingId: o.bookingId!, items: o.items })),
    });
    const size = await databaseBytes();
    printDayReport({
      plan,
      dispatcher,
      dayMs,
      results,
      records: http.records,
      faults: faults.windows,
      skippedFaults: faults.skipped,
      lag: lag.figures(dayStart, faults.windows),
      cpu: cpuFigures,
      invariants,
      // What the day added: the database at its end less at its start (the demo data, people and labels were there).
      databaseBytes: size - sizeAtStart,
      pingsRefused: shift.refused,
      ...(overflowsAtStart !== undefined && overflowsAtEnd !== undefined
        ? { listenOverflows: overflowsAtEnd - overflowsAtStart }
        : {}),
      statements,
      streams: customerStreams.map((s) => s.stream),
    });
    return invariants.every((i) => i.ok) ? 0 : 1;
  } finally {
    http.close();
    await sql.end();
    await topology.stop();
  }
}

/**
 * The day's customers, signed in through the API. One in ten signs up with the code of the customer before them (a
 * friend's referral): those sign in once their friends have, with the code each friend's Refer screen shows.
 */
async function signInCustomers(http: HttpClient, instances: string[], count: number, random: Random): Promise<Customer[]> {
  const numbers = Array.from({ length: count }, (_, k) => k + 1);
  const [plain, referred] = [numbers.filter((i) => i % 10 !== 0), numbers.filter((i) => i % 10 === 0)];
  const byNumber = new Map<number, Customer>();
  await pool(plain, 40, async (i) => byNumber.set(i, await signInCustomer(http, instances, i, random)));
  await pool(referred, 40, async (i) => {
    const friend = byNumber.get(i - 1)!;
    const code = await referralCodeOf(http, friend);
    byNumber.set(i, await signInCustomer(http, instances, i, random, { referrerId: friend.id, code }));
  });
  return numbers.map((i) => byNumber.get(i)!);
}

/** Each referred customer's first order (the day's first pass over its customers books one each). */
function referralFacts(customers: Customer[], results: OrderOutcome[]) {
  return customers.flatMap((c, n) => {
    const first = results.find((o) => o.n === n);
    return c.referral && first?.bookingId
      ? [{ refereeId: c.id, referrerId: c.referral.referrerId, firstBookingId: first.bookingId, completed: first.completed }]
      : [];
  });
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
process.exit();
