-- New bookings and their lines cost the rollups less (docs/decisions/0022-figures-at-any-size.md, "What a booking
-- costs them"). Measured per booking written (a booking with two lines, one transaction each): the triggers took about
-- half of the embedded database's time and a fifth of PostgreSQL's. Placing a booking is the write that happens most,
-- so inserts get their own trigger functions that read the statement's new rows directly, in one statement per table
-- group, and a customer's activity span is moved in place when the new booking extends it (the common case). Updates
-- and deletes keep the general functions of 0015 (whose INSERT branches no longer run); booking_stats_rebuild() still
-- computes every figure afresh.

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
-- New bookings add themselves: totals by status, placed (and, for rows written completed, completed) per hour, placed
-- per day, in one statement; then each customer's activity span.
CREATE FUNCTION booking_stats_on_new_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- New lines of bookings that had none (a booking being placed) add themselves to their services' days. Lines added to
-- a booking that already has some take the general path (booking_stats_on_items), which counts each order once per
-- service however many lines it has.
CREATE FUNCTION booking_stats_on_new_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  owners bookings[];
  after_lines booking_items[];
BEGIN
  -- Each booking's lines and row are looked up by index (a lateral subquery the planner keeps: OFFSET 0), never by
  -- scanning the tables, whatever they held when the plan was made.
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT booking_id FROM new_rows) n CROSS JOIN LATERAL (
      SELECT 1 FROM booking_items l WHERE l.booking_id = n.booking_id AND l.id NOT IN (SELECT id FROM new_rows) OFFSET 0) older) THEN
    -- The bookings' lines before and after, as booking_stats_on_items does for any change.
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
DROP TRIGGER booking_stats_insert ON bookings;
--> statement-breakpoint
CREATE TRIGGER booking_stats_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_new_bookings();
--> statement-breakpoint
DROP TRIGGER booking_stats_insert ON booking_items;
--> statement-breakpoint
CREATE TRIGGER booking_stats_insert AFTER INSERT ON booking_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_on_new_items();
