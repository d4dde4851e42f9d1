CREATE TYPE "public"."trip_kind" AS ENUM('pickup', 'delivery');--> statement-breakpoint
CREATE TYPE "public"."trip_status" AS ENUM('assigned', 'accepted', 'picked_up', 'completed');--> statement-breakpoint
CREATE TYPE "public"."vendor_stage" AS ENUM('received', 'processing', 'ready');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip" "trip_kind",
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" uuid,
	"actor_role" "recipient_type" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "trip_kind" NOT NULL,
	"rider_id" uuid,
	"status" "trip_status" DEFAULT 'assigned' NOT NULL,
	"assigned_by_admin_id" uuid,
	"assigned_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"items_collected" integer,
	CONSTRAINT "trips_items_collected_ck" CHECK ("trips"."items_collected" is null or "trips"."items_collected" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vendor_stage" "vendor_stage";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handover_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_assigned_by_admin_id_admin_users_id_fk" FOREIGN KEY ("assigned_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_booking_idx" ON "order_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_booking_kind_uq" ON "trips" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "trips_rider_status_idx" ON "trips" USING btree ("rider_id","status");