-- The one place to read the database's trigger code: every function a trigger runs, the functions they call, the
-- rollups' rebuild and the triggers themselves, restated whole as they run from here on. Earlier migrations are history:
-- 0015_booking_stats made the booking rollups (docs/decisions/0022-figures-at-any-size.md), 0019 gave inserts their own
-- functions, which left 0015's INSERT branches of booking_stats_on_bookings and booking_stats_on_items dead (they are gone
-- here), and 0020 checks booking lines' services without a foreign key (decision 0031). Nothing here changes what runs.
-- To change one, restate it whole in a new migration that says it is now the place to read it; trigger-code.test.ts
-- checks that the database runs exactly the functions and triggers written here.

-- IST hours and days, and the end of a slot.
CREATE OR REPLACE FUNCTION booking_stats_hour(moment timestamptz) RETURNS timestamp LANGUAGE sql STABLE AS $$
  SELECT date_trunc('hour', moment AT TIME ZONE 'Asia/Kolkata')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_stats_day(moment timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (moment AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- The end of the hourly slot that starts at an IST date and 'HH:MM' (analytics.service.ts's slotEnd).
CREATE OR REPLACE FUNCTION booking_stats_slot_end(slot_date date, slot_time text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT ((slot_date + slot_time::time) AT TIME ZONE 'Asia/Kolkata') + interval '1 hour'
$$;
--> statement-breakpoint
-- What booking rows add (sign 1) or take away (-1): totals by status, placed and completed per hour, placed per day.
-- Used for bookings changed and removed; new bookings add the same figures in booking_stats_on_new_bookings.
CREATE OR REPLACE FUNCTION booking_stats_rows(changed bookings[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changed) = 0 THEN RETURN; END IF;
  INSERT INTO booking_status_totals AS t (status, shard, bookings, final_paise)
    SELECT b.status, pg_backend_pid(), sign * count(*), sign * sum(b.final_paise) FROM unnest(changed) b GROUP BY b.status
    ON CONFLICT (status, shard) DO UPDATE SET bookings = t.bookings + excluded.bookings, final_paise = t.final_paise + excluded.final_paise;
  INSERT INTO booking_hours AS h (hour, shard, placed, completed, completed_paise)
    SELECT hour, pg_backend_pid(), sum(placed), sum(completed), sum(paise) FROM (
      SELECT booking_stats_hour(b.created_at) AS hour, sign AS placed, 0 AS completed, 0 AS paise FROM unnest(changed) b
      UNION ALL
      SELECT booking_stats_hour(b.completed_at), 0, sign, sign * b.final_paise FROM unnest(changed) b
        WHERE b.status = 'completed' AND b.completed_at IS NOT NULL
    ) c GROUP BY hour
    ON CONFLICT (hour, shard) DO UPDATE SET placed = h.placed + excluded.placed, completed = h.completed + excluded.completed,
      completed_paise = h.completed_paise + excluded.completed_paise;
  INSERT INTO booking_days AS d (day, status, shard, placed)
    SELECT booking_stats_day(b.created_at), b.status, pg_backend_pid(), sign * count(*) FROM unnest(changed) b GROUP BY 1, 2
    ON CONFLICT (day, status, shard) DO UPDATE SET placed = d.placed + excluded.placed;
END $$;
--> statement-breakpoint
-- Lines of bookings that are not cancelled, on the day their booking was placed, by service (a custom line by its
-- name) and unit: quantity, amount and orders, as the analytics' top services group them. `lines` holds every line of
-- the bookings `owners`, as they stand (or stood).
CREATE OR REPLACE FUNCTION booking_stats_lines(lines booking_items[], owners bookings[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(lines) = 0 THEN RETURN; END IF;
  INSERT INTO service_days AS s (day, service_id, custom_name, unit, shard, quantity, paise, orders)
    SELECT booking_stats_day(b.created_at), coalesce(l.service_id, ''), CASE WHEN l.service_id IS NULL THEN l.service_name ELSE '' END,
      l.unit, pg_backend_pid(), sign * sum(l.quantity), sign * sum(l.total_price_paise), sign * count(DISTINCT l.booking_id)
    FROM unnest(lines) l JOIN unnest(owners) b ON b.id = l.booking_id AND b.status <> 'cancelled'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (day, service_id, custom_name, unit, shard) DO UPDATE SET quantity = s.quantity + excluded.quantity,
      paise = s.paise + excluded.paise, orders = s.orders + excluded.orders;
END $$;
--> statement-breakpoint
-- Completed trips by rider and the day they were completed; on time when the pickup was collected, or the delivery
-- made, by the end of its slot.
CREATE OR REPLACE FUNCTION booking_stats_trips(changed trips[], owners bookings[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changed) = 0 THEN RETURN; END IF;
  INSERT INTO rider_days AS r (day, rider_id, shard, pickups, deliveries, on_time)
    SELECT booking_stats_day(t.completed_at), t.rider_id, pg_backend_pid(),
      sign * count(*) FILTER (WHERE t.kind = 'pickup'), sign * count(*) FILTER (WHERE t.kind = 'delivery'),
      sign * count(*) FILTER (WHERE CASE WHEN t.kind = 'pickup'
        THEN coalesce(t.picked_up_at, t.completed_at) <= booking_stats_slot_end(b.scheduled_date, b.scheduled_time)
        ELSE t.completed_at <= booking_stats_slot_end(b.delivery_date, b.delivery_time) END)
    FROM unnest(changed) t JOIN unnest(owners) b ON b.id = t.booking_id
    WHERE t.status = 'completed' AND t.completed_at IS NOT NULL AND t.rider_id IS NOT NULL
    GROUP BY 1, 2
    ON CONFLICT (day, rider_id, shard) DO UPDATE SET pickups = r.pickups + excluded.pickups,
      deliveries = r.deliveries + excluded.deliveries, on_time = r.on_time + excluded.on_time;
END $$;
--> statement-breakpoint
-- Orders delivered, by the day of the delivery: hours from the items leaving the door (the pickup's start, else its
-- completion) to the delivery, the promised hours, and how many came after the slot. `state` holds every trip of the
-- bookings `owners`, as they stand (or stood).
CREATE OR REPLACE FUNCTION booking_stats_deliveries(state trips[], owners bookings[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(state) = 0 THEN RETURN; END IF;
  INSERT INTO delivery_days AS d (day, shard, delivered, actual_seconds, promised_seconds, late)
    SELECT booking_stats_day(dt.completed_at), pg_backend_pid(), sign * count(*),
      sign * sum(extract(epoch FROM dt.completed_at - coalesce(pt.picked_up_at, pt.completed_at))),
      sign * sum(extract(epoch FROM (b.delivery_date + b.delivery_time::time) - (b.scheduled_date + b.scheduled_time::time))),
      sign * count(*) FILTER (WHERE dt.completed_at > booking_stats_slot_end(b.delivery_date, b.delivery_time))
    FROM unnest(state) dt
      JOIN unnest(state) pt ON pt.booking_id = dt.booking_id AND pt.kind = 'pickup'
      JOIN unnest(owners) b ON b.id = dt.booking_id
    WHERE dt.kind = 'delivery' AND dt.status = 'completed' AND dt.completed_at IS NOT NULL
      AND coalesce(pt.picked_up_at, pt.completed_at) IS NOT NULL
    GROUP BY 1
    ON CONFLICT (day, shard) DO UPDATE SET delivered = d.delivered + excluded.delivered,
      actual_seconds = d.actual_seconds + excluded.actual_seconds, promised_seconds = d.promised_seconds + excluded.promised_seconds,
      late = d.late + excluded.late;
END $$;
--> statement-breakpoint
-- Steps out of pending (no trip, from 'pending') by the hour they were made and the hour the booking was placed: how
-- many were pending a week ago is read back from them.
CREATE OR REPLACE FUNCTION booking_stats_exits(steps order_events[], owners bookings[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(steps) = 0 THEN RETURN; END IF;
  INSERT INTO pending_exit_hours AS p (left_hour, placed_hour, shard, exits)
    SELECT booking_stats_hour(e.created_at), booking_stats_hour(b.created_at), pg_backend_pid(), sign * count(*)
    FROM unnest(steps) e JOIN unnest(owners) b ON b.id = e.booking_id
    WHERE e.trip IS NULL AND e.from_state = 'pending'
    GROUP BY 1, 2
    ON CONFLICT (left_hour, placed_hour, shard) DO UPDATE SET exits = p.exits + excluded.exits;
END $$;
--> statement-breakpoint
-- A customer's activity is the union of [booking, booking + 30 days) over their bookings, kept as merged spans. A
-- customer is active at T when a span holds T, so the active count at T is the spans ending after T less the spans
-- starting after T; activity_hours counts both ends per hour.
CREATE OR REPLACE FUNCTION booking_stats_span(span_start timestamptz, span_end timestamptz, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_hours AS a (hour, shard, starts, ends)
    SELECT hour, pg_backend_pid(), sum(starts), sum(ends) FROM (
      SELECT booking_stats_hour(span_start) AS hour, sign AS starts, 0 AS ends
      UNION ALL SELECT booking_stats_hour(span_end), 0, sign
    ) e GROUP BY hour
    ON CONFLICT (hour, shard) DO UPDATE SET starts = a.starts + excluded.starts, ends = a.ends + excluded.ends;
END $$;
--> statement-breakpoint
-- A booking inside the customer's span changes nothing; one that extends the only span it touches moves that span's
-- end (and the hour rollup only when the end's hour changes); anything else merges the spans it touches into one.
CREATE OR REPLACE FUNCTION booking_stats_activity(customer uuid, placed timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  span_start timestamptz := placed;
  span_end timestamptz := placed + interval '30 days';
  touching integer;
  first_start timestamptz;
  last_end timestamptz;
  old record;
BEGIN
  SELECT count(*), min(starts_at), max(ends_at) INTO touching, first_start, last_end FROM customer_activity
    WHERE customer_id = customer AND starts_at <= span_end AND ends_at >= span_start;
  IF touching = 1 AND first_start <= span_start THEN
    IF last_end >= span_end THEN RETURN; END IF;
    UPDATE customer_activity SET ends_at = span_end WHERE customer_id = customer AND starts_at = first_start;
    IF booking_stats_hour(last_end) <> booking_stats_hour(span_end) THEN
      INSERT INTO activity_hours AS a (hour, shard, starts, ends)
        VALUES (booking_stats_hour(last_end), pg_backend_pid(), 0, -1), (booking_stats_hour(span_end), pg_backend_pid(), 0, 1)
        ON CONFLICT (hour, shard) DO UPDATE SET ends = a.ends + excluded.ends;
    END IF;
    RETURN;
  END IF;
  FOR old IN DELETE FROM customer_activity WHERE customer_id = customer AND starts_at <= span_end AND ends_at >= span_start
      RETURNING starts_at, ends_at LOOP
    span_start := least(span_start, old.starts_at);
    span_end := greatest(span_end, old.ends_at);
    PERFORM booking_stats_span(old.starts_at, old.ends_at, -1);
  END LOOP;
  INSERT INTO customer_activity (customer_id, starts_at, ends_at) VALUES (customer, span_start, span_end);
  PERFORM booking_stats_span(span_start, span_end, 1);
END $$;
--> statement-breakpoint
-- A customer's spans from their bookings again (a booking removed, or moved to another customer or time).
CREATE OR REPLACE FUNCTION booking_stats_activity_rebuild(customer uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old record;
  placed timestamptz;
BEGIN
  FOR old IN DELETE FROM customer_activity WHERE customer_id = customer RETURNING starts_at, ends_at LOOP
    PERFORM booking_stats_span(old.starts_at, old.ends_at, -1);
  END LOOP;
  FOR placed IN SELECT created_at FROM bookings WHERE customer_id = customer ORDER BY created_at LOOP
    PERFORM booking_stats_activity(customer, placed);
  END LOOP;
END $$;
--> statement-breakpoint
-- Trigger functions. New bookings add themselves: totals by status, placed (and, for rows written completed,
-- completed) per hour, placed per day, in one statement; then each customer's activity span.
CREATE OR REPLACE FUNCTION booking_stats_on_new_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  WITH totals AS (
    INSERT INTO booking_status_totals AS t (status, shard, bookings, final_paise)
      SELECT n.status, pg_backend_pid(), count(*), sum(n.final_paise) FROM new_rows n GROUP BY n.status
      ON CONFLICT (status, shard) DO UPDATE SET bookings = t.bookings + excluded.bookings, final_paise = t.final_paise + excluded.final_paise
  ), hours AS (
    INSERT INTO booking_hours AS h (hour, shard, placed, completed, completed_paise)
      SELECT hour, pg_backend_pid(), sum(placed), sum(completed), sum(paise) FROM (
        SELECT booking_stats_hour(n.created_at) AS hour, 1 AS placed, 0 AS completed, 0 AS paise FROM new_rows n
        UNION ALL
        SELECT booking_stats_hour(n.completed_at), 0, 1, n.final_paise FROM new_rows n
          WHERE n.status = 'completed' AND n.completed_at IS NOT NULL
      ) c GROUP BY hour
      ON CONFLICT (hour, shard) DO UPDATE SET placed = h.placed + excluded.placed, completed = h.completed + excluded.completed,
        completed_paise = h.completed_paise + excluded.completed_paise
  )
  INSERT INTO booking_days AS d (day, status, shard, placed)
    SELECT booking_stats_day(n.created_at), n.status, pg_backend_pid(), count(*) FROM new_rows n GROUP BY 1, 2
    ON CONFLICT (day, status, shard) DO UPDATE SET placed = d.placed + excluded.placed;
  FOR moved IN SELECT customer_id, created_at FROM new_rows ORDER BY customer_id, created_at LOOP
    PERFORM booking_stats_activity(moved.customer_id, moved.created_at);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bookings changed (booking_stats_update) or removed (booking_stats_deleted, after booking_stats_on_booking_delete
-- took each row's figures away).
CREATE OR REPLACE FUNCTION booking_stats_on_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_rows bookings[];
  after_rows bookings[];
  ids uuid[];
  moved record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- The figures went with the row (booking_stats_on_booking_delete); the customers' spans follow their bookings.
    FOR moved IN SELECT DISTINCT customer_id FROM old_rows LOOP
      PERFORM booking_stats_activity_rebuild(moved.customer_id);
    END LOOP;
    RETURN NULL;
  END IF;
  -- Status, amount or times changed: the rows move between totals, hours and days.
  SELECT array_agg(o::bookings), array_agg(n::bookings) INTO before_rows, after_rows FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.final_paise, o.created_at, o.completed_at) IS DISTINCT FROM (n.status, n.final_paise, n.created_at, n.completed_at);
  IF before_rows IS NOT NULL THEN
    PERFORM booking_stats_rows(before_rows, -1);
    PERFORM booking_stats_rows(after_rows, 1);
  END IF;
  -- Cancelled or placed on another day: its lines move.
  SELECT array_agg(o::bookings), array_agg(n::bookings), array_agg(n.id) INTO before_rows, after_rows, ids FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status = 'cancelled', booking_stats_day(o.created_at)) IS DISTINCT FROM (n.status = 'cancelled', booking_stats_day(n.created_at));
  IF ids IS NOT NULL THEN
    PERFORM booking_stats_lines(ARRAY(SELECT l FROM booking_items l WHERE l.booking_id = ANY (ids)), before_rows, -1);
    PERFORM booking_stats_lines(ARRAY(SELECT l FROM booking_items l WHERE l.booking_id = ANY (ids)), after_rows, 1);
  END IF;
  -- New slots change what was on time and what was promised; a new placing time moves its step out of pending.
  SELECT array_agg(o::bookings), array_agg(n::bookings), array_agg(n.id) INTO before_rows, after_rows, ids FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.scheduled_date, o.scheduled_time, o.delivery_date, o.delivery_time, o.created_at)
      IS DISTINCT FROM (n.scheduled_date, n.scheduled_time, n.delivery_date, n.delivery_time, n.created_at);
  IF ids IS NOT NULL THEN
    PERFORM booking_stats_trips(ARRAY(SELECT t FROM trips t WHERE t.booking_id = ANY (ids)), before_rows, -1);
    PERFORM booking_stats_trips(ARRAY(SELECT t FROM trips t WHERE t.booking_id = ANY (ids)), after_rows, 1);
    PERFORM booking_stats_deliveries(ARRAY(SELECT t FROM trips t WHERE t.booking_id = ANY (ids)), before_rows, -1);
    PERFORM booking_stats_deliveries(ARRAY(SELECT t FROM trips t WHERE t.booking_id = ANY (ids)), after_rows, 1);
    PERFORM booking_stats_exits(ARRAY(SELECT e FROM order_events e WHERE e.booking_id = ANY (ids)), before_rows, -1);
    PERFORM booking_stats_exits(ARRAY(SELECT e FROM order_events e WHERE e.booking_id = ANY (ids)), after_rows, 1);
  END IF;
  FOR moved IN SELECT o.customer_id AS was, n.customer_id AS now FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.customer_id, o.created_at) IS DISTINCT FROM (n.customer_id, n.created_at) LOOP
    PERFORM booking_stats_activity_rebuild(moved.was);
    IF moved.now <> moved.was THEN PERFORM booking_stats_activity_rebuild(moved.now); END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before a booking row goes (its lines, trips and steps go after it, when it can no longer be read), its figures go.
CREATE OR REPLACE FUNCTION booking_stats_on_booking_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_stats_rows(ARRAY[OLD], -1);
  PERFORM booking_stats_lines(ARRAY(SELECT l FROM booking_items l WHERE l.booking_id = OLD.id), ARRAY[OLD], -1);
  PERFORM booking_stats_trips(ARRAY(SELECT t FROM trips t WHERE t.booking_id = OLD.id), ARRAY[OLD], -1);
  PERFORM booking_stats_deliveries(ARRAY(SELECT t FROM trips t WHERE t.booking_id = OLD.id), ARRAY[OLD], -1);
  PERFORM booking_stats_exits(ARRAY(SELECT e FROM order_events e WHERE e.booking_id = OLD.id), ARRAY[OLD], -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- New lines of bookings that had none (a booking being placed) add themselves to their services' days. Lines added to
-- a booking that already has some take the general path: that booking's lines before and after, which counts each
-- order once per service however many lines it has.
CREATE OR REPLACE FUNCTION booking_stats_on_new_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  owners bookings[];
  after_lines booking_items[];
BEGIN
  -- Each booking's lines and row are looked up by index (a lateral subquery the planner keeps: OFFSET 0), never by
  -- scanning the tables, whatever they held when the plan was made.
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT booking_id FROM new_rows) n CROSS JOIN LATERAL (
      SELECT 1 FROM booking_items l WHERE l.booking_id = n.booking_id AND l.id NOT IN (SELECT id FROM new_rows) OFFSET 0) older) THEN
    -- The bookings' lines before (all but the statement's new ones) and after, as booking_stats_on_items does for lines
    -- changed or removed.
    ids := ARRAY(SELECT DISTINCT booking_id FROM new_rows);
    owners := ARRAY(SELECT b FROM bookings b WHERE b.id = ANY (ids));
    after_lines := ARRAY(SELECT l FROM booking_items l WHERE l.booking_id = ANY (ids));
    PERFORM booking_stats_lines(ARRAY(SELECT l FROM unnest(after_lines) l WHERE l.id NOT IN (SELECT id FROM new_rows)), owners, -1);
    PERFORM booking_stats_lines(after_lines, owners, 1);
    RETURN NULL;
  END IF;
  INSERT INTO service_days AS s (day, service_id, custom_name, unit, shard, quantity, paise, orders)
    SELECT booking_stats_day(b.created_at), coalesce(l.service_id, ''), CASE WHEN l.service_id IS NULL THEN l.service_name ELSE '' END,
      l.unit, pg_backend_pid(), sum(l.quantity), sum(l.total_price_paise), count(DISTINCT l.booking_id)
    FROM new_rows l CROSS JOIN LATERAL (SELECT o.created_at, o.status FROM bookings o WHERE o.id = l.booking_id OFFSET 0) b
    WHERE b.status <> 'cancelled'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (day, service_id, custom_name, unit, shard) DO UPDATE SET quantity = s.quantity + excluded.quantity,
      paise = s.paise + excluded.paise, orders = s.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines changed or removed: their bookings' lines before and after the statement.
CREATE OR REPLACE FUNCTION booking_stats_on_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  after_lines booking_items[];
  before_lines booking_items[];
  owners bookings[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT booking_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT booking_id FROM new_rows UNION SELECT booking_id FROM old_rows);
  END IF;
  owners := ARRAY(SELECT b FROM bookings b WHERE b.id = ANY (ids));
  IF cardinality(owners) = 0 THEN RETURN NULL; END IF;
  after_lines := ARRAY(SELECT l FROM booking_items l WHERE l.booking_id = ANY (ids));
  IF TG_OP = 'DELETE' THEN
    before_lines := after_lines || ARRAY(SELECT o::booking_items FROM old_rows o);
  ELSE
    before_lines := ARRAY(SELECT l FROM unnest(after_lines) l WHERE l.id NOT IN (SELECT id FROM new_rows)) || ARRAY(SELECT o::booking_items FROM old_rows o);
  END IF;
  PERFORM booking_stats_lines(before_lines, owners, -1);
  PERFORM booking_stats_lines(after_lines, owners, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Trips added, moved or removed: each trip's rider figures, and the deliveries from the bookings' trips before and after.
CREATE OR REPLACE FUNCTION booking_stats_on_trips() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  after_trips trips[];
  before_trips trips[];
  owners bookings[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT booking_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT booking_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT booking_id FROM new_rows UNION SELECT booking_id FROM old_rows);
  END IF;
  owners := ARRAY(SELECT b FROM bookings b WHERE b.id = ANY (ids));
  IF cardinality(owners) = 0 THEN RETURN NULL; END IF;
  after_trips := ARRAY(SELECT t FROM trips t WHERE t.booking_id = ANY (ids));
  IF TG_OP = 'INSERT' THEN
    before_trips := ARRAY(SELECT t FROM unnest(after_trips) t WHERE t.id NOT IN (SELECT id FROM new_rows));
    PERFORM booking_stats_trips(ARRAY(SELECT n::trips FROM new_rows n), owners, 1);
  ELSIF TG_OP = 'DELETE' THEN
    before_trips := after_trips || ARRAY(SELECT o::trips FROM old_rows o);
    PERFORM booking_stats_trips(ARRAY(SELECT o::trips FROM old_rows o), owners, -1);
  ELSE
    before_trips := ARRAY(SELECT t FROM unnest(after_trips) t WHERE t.id NOT IN (SELECT id FROM new_rows)) || ARRAY(SELECT o::trips FROM old_rows o);
    PERFORM booking_stats_trips(ARRAY(SELECT o::trips FROM old_rows o), owners, -1);
    PERFORM booking_stats_trips(ARRAY(SELECT n::trips FROM new_rows n), owners, 1);
  END IF;
  PERFORM booking_stats_deliveries(before_trips, owners, -1);
  PERFORM booking_stats_deliveries(after_trips, owners, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Steps added, changed or removed: their steps out of pending.
CREATE OR REPLACE FUNCTION booking_stats_on_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners bookings[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    owners := ARRAY(SELECT b FROM bookings b WHERE b.id IN (SELECT booking_id FROM new_rows));
    PERFORM booking_stats_exits(ARRAY(SELECT n::order_events FROM new_rows n), owners, 1);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    owners := ARRAY(SELECT b FROM bookings b WHERE b.id IN (SELECT booking_id FROM old_rows));
    PERFORM booking_stats_exits(ARRAY(SELECT o::order_events FROM old_rows o), owners, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A booking line's service must exist when the line is written, and services are never deleted: the catalogue rule
-- kept without a foreign key, whose check would lock the service's row (0020, docs/decisions/0031-no-key-locks-on-shared-rows.md).
CREATE OR REPLACE FUNCTION booking_items_service_exists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM services WHERE id = NEW.service_id) THEN
    RAISE EXCEPTION 'insert or update on table "booking_items" violates the catalogue: no service "%"', NEW.service_id
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'booking_items_service_id_services_id_fk';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION services_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Service "%" cannot be deleted: services are deactivated, so booking lines keep naming them', OLD.id
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
-- Every rollup computed from the bookings as they stand, in a few set-based statements (after a bulk load with the
-- triggers off, and in tests against the figures the triggers kept).
CREATE OR REPLACE FUNCTION booking_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE booking_status_totals, booking_hours, booking_days, service_days, rider_days, delivery_days, pending_exit_hours,
    activity_hours, customer_activity;
  INSERT INTO booking_status_totals (status, shard, bookings, final_paise)
    SELECT status, 0, count(*), sum(final_paise) FROM bookings GROUP BY status;
  INSERT INTO booking_hours (hour, shard, placed, completed, completed_paise)
    SELECT hour, 0, sum(placed), sum(completed), sum(paise) FROM (
      SELECT booking_stats_hour(created_at) AS hour, 1 AS placed, 0 AS completed, 0 AS paise FROM bookings
      UNION ALL
      SELECT booking_stats_hour(completed_at), 0, 1, final_paise FROM bookings WHERE status = 'completed' AND completed_at IS NOT NULL
    ) c GROUP BY hour;
  INSERT INTO booking_days (day, status, shard, placed) SELECT booking_stats_day(created_at), status, 0, count(*) FROM bookings GROUP BY 1, 2;
  INSERT INTO service_days (day, service_id, custom_name, unit, shard, quantity, paise, orders)
    SELECT booking_stats_day(b.created_at), coalesce(l.service_id, ''), CASE WHEN l.service_id IS NULL THEN l.service_name ELSE '' END,
      l.unit, 0, sum(l.quantity), sum(l.total_price_paise), count(DISTINCT l.booking_id)
    FROM booking_items l JOIN bookings b ON b.id = l.booking_id AND b.status <> 'cancelled' GROUP BY 1, 2, 3, 4;
  INSERT INTO rider_days (day, rider_id, shard, pickups, deliveries, on_time)
    SELECT booking_stats_day(t.completed_at), t.rider_id, 0, count(*) FILTER (WHERE t.kind = 'pickup'), count(*) FILTER (WHERE t.kind = 'delivery'),
      count(*) FILTER (WHERE CASE WHEN t.kind = 'pickup'
        THEN coalesce(t.picked_up_at, t.completed_at) <= booking_stats_slot_end(b.scheduled_date, b.scheduled_time)
        ELSE t.completed_at <= booking_stats_slot_end(b.delivery_date, b.delivery_time) END)
    FROM trips t JOIN bookings b ON b.id = t.booking_id
    WHERE t.status = 'completed' AND t.completed_at IS NOT NULL AND t.rider_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO delivery_days (day, shard, delivered, actual_seconds, promised_seconds, late)
    SELECT booking_stats_day(dt.completed_at), 0, count(*), sum(extract(epoch FROM dt.completed_at - coalesce(pt.picked_up_at, pt.completed_at))),
      sum(extract(epoch FROM (b.delivery_date + b.delivery_time::time) - (b.scheduled_date + b.scheduled_time::time))),
      count(*) FILTER (WHERE dt.completed_at > booking_stats_slot_end(b.delivery_date, b.delivery_time))
    FROM trips dt JOIN trips pt ON pt.booking_id = dt.booking_id AND pt.kind = 'pickup' JOIN bookings b ON b.id = dt.booking_id
    WHERE dt.kind = 'delivery' AND dt.status = 'completed' AND dt.completed_at IS NOT NULL AND coalesce(pt.picked_up_at, pt.completed_at) IS NOT NULL
    GROUP BY 1;
  INSERT INTO pending_exit_hours (left_hour, placed_hour, shard, exits)
    SELECT booking_stats_hour(e.created_at), booking_stats_hour(b.created_at), 0, count(*)
    FROM order_events e JOIN bookings b ON b.id = e.booking_id WHERE e.trip IS NULL AND e.from_state = 'pending' GROUP BY 1, 2;
  -- Spans: a booking more than 30 days after the customer's previous one starts a new span.
  INSERT INTO customer_activity (customer_id, starts_at, ends_at)
    SELECT customer_id, min(created_at), max(created_at) + interval '30 days' FROM (
      SELECT customer_id, created_at, sum(fresh) OVER (PARTITION BY customer_id ORDER BY created_at ROWS UNBOUNDED PRECEDING) AS span
      FROM (
        SELECT customer_id, created_at,
          CASE WHEN created_at <= lag(created_at) OVER w + interval '30 days' THEN 0 ELSE 1 END AS fresh
        FROM bookings WINDOW w AS (PARTITION BY customer_id ORDER BY created_at)
      ) marked
    ) spans GROUP BY customer_id, span;
  INSERT INTO activity_hours (hour, shard, starts, ends)
    SELECT hour, 0, sum(starts), sum(ends) FROM (
      SELECT booking_stats_hour(starts_at) AS hour, 1 AS starts, 0 AS ends FROM customer_activity
      UNION ALL SELECT booking_stats_hour(ends_at), 0, 1 FROM customer_activity
    ) e GROUP BY hour;
END $$;
--> statement-breakpoint
-- Which function each trigger runs. Each connection adds to its own rollup rows (shard = its backend pid), so
-- concurrent bookings never wait on a shared counter row.
CREATE OR REPLACE TRIGGER booking_stats_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_new_bookings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_bookings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_delete BEFORE DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION booking_stats_on_booking_delete();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_deleted AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_bookings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_insert AFTER INSERT ON booking_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_new_items();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_update AFTER UPDATE ON booking_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_items();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_delete AFTER DELETE ON booking_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_items();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_items_service_exists BEFORE INSERT OR UPDATE OF service_id ON booking_items
  FOR EACH ROW WHEN (NEW.service_id IS NOT NULL) EXECUTE FUNCTION booking_items_service_exists();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_insert AFTER INSERT ON trips REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_trips();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_update AFTER UPDATE ON trips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_trips();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_delete AFTER DELETE ON trips REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_trips();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_insert AFTER INSERT ON order_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_events();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_update AFTER UPDATE ON order_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_events();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_stats_delete AFTER DELETE ON order_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_events();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER services_never_deleted BEFORE DELETE ON services FOR EACH ROW EXECUTE FUNCTION services_never_deleted();
