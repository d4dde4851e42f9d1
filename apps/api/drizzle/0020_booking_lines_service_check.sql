-- Booking lines name their catalogue service without a foreign key (docs/decisions/0031-no-key-locks-on-shared-rows.md).
-- A key check takes a share lock on the service's row, and nearly every booking's lines name the same few services:
-- under concurrent bookings each lock on a row another transaction holds allocates a multixact, which cost a quarter
-- of PostgreSQL's booking throughput in the bench. The same rules are kept by triggers that read without locking:
-- a line's service must exist when it is written, and services are never deleted (the catalogue deactivates them).
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_service_id_services_id_fk";--> statement-breakpoint
CREATE FUNCTION booking_items_service_exists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM services WHERE id = NEW.service_id) THEN
    RAISE EXCEPTION 'insert or update on table "booking_items" violates the catalogue: no service "%"', NEW.service_id
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'booking_items_service_id_services_id_fk';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_items_service_exists BEFORE INSERT OR UPDATE OF service_id ON booking_items
  FOR EACH ROW WHEN (NEW.service_id IS NOT NULL) EXECUTE FUNCTION booking_items_service_exists();
--> statement-breakpoint
CREATE FUNCTION services_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Service "%" cannot be deleted: services are deactivated, so booking lines keep naming them', OLD.id
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER services_never_deleted BEFORE DELETE ON services FOR EACH ROW EXECUTE FUNCTION services_never_deleted();
