CREATE TYPE "public"."order_event_actor" AS ENUM('customer', 'rider', 'admin', 'vendor', 'planner');--> statement-breakpoint
CREATE TABLE "planned_stops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"rider_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip" "trip_kind" NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"travel_seconds" integer DEFAULT 0 NOT NULL,
	"load_after" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "planned_stops_kind_ck" CHECK ("planned_stops"."kind" in ('pickup_at_door', 'drop_at_laundry', 'collect_at_laundry', 'deliver_at_door'))
);
--> statement-breakpoint
CREATE TABLE "route_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"engine" text NOT NULL,
	"solve_ms" integer NOT NULL,
	"travel_model" text NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_models_single_ck" CHECK ("travel_models"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "actor_role" SET DATA TYPE "public"."order_event_actor" USING "actor_role"::text::"public"."order_event_actor";--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "shift_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "capacity_bags" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "auto_dispatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "assigned_by" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "locked_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "planned_stops" ADD CONSTRAINT "planned_stops_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_stops" ADD CONSTRAINT "planned_stops_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_stops_rider_idx" ON "planned_stops" USING btree ("rider_id","sequence");--> statement-breakpoint
CREATE INDEX "planned_stops_booking_idx" ON "planned_stops" USING btree ("booking_id","trip");--> statement-breakpoint
CREATE INDEX "route_plans_computed_idx" ON "route_plans" USING btree ("computed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_locked_by_admin_id_admin_users_id_fk" FOREIGN KEY ("locked_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_capacity_bags_ck" CHECK ("riders"."capacity_bags" between 1 and 50);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_assigned_by_ck" CHECK ("trips"."assigned_by" in ('operator', 'planner'));