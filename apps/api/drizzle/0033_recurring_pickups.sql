CREATE TABLE "inbound_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"from_phone" text NOT NULL,
	"customer_id" uuid,
	"outcome" text NOT NULL,
	"occurrence_id" uuid,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_pickup_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"rule_date" date NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"status" text NOT NULL,
	"booking_id" uuid,
	"moved_from_time" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address_id" uuid,
	"frequency" text NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"pickup_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"from_booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_pickups_rule_ck" CHECK (("recurring_pickups"."frequency" = 'monthly') = ("recurring_pickups"."day_of_month" is not null))
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_occurrence_id_recurring_pickup_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."recurring_pickup_occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_pickup_occurrences" ADD CONSTRAINT "recurring_pickup_occurrences_series_id_recurring_pickups_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."recurring_pickups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_pickup_occurrences" ADD CONSTRAINT "recurring_pickup_occurrences_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_pickups" ADD CONSTRAINT "recurring_pickups_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_pickups" ADD CONSTRAINT "recurring_pickups_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_pickups" ADD CONSTRAINT "recurring_pickups_from_booking_id_bookings_id_fk" FOREIGN KEY ("from_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_occurrences_series_date_uq" ON "recurring_pickup_occurrences" USING btree ("series_id","rule_date");--> statement-breakpoint
CREATE INDEX "recurring_occurrences_booking_idx" ON "recurring_pickup_occurrences" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "recurring_pickups_customer_idx" ON "recurring_pickups" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_pickups_active_idx" ON "recurring_pickups" USING btree ("id") WHERE "recurring_pickups"."status" = 'active';