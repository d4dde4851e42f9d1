CREATE TABLE "order_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_id" uuid,
	"rider_id" uuid,
	"vendor_id" text,
	"order_stars" integer NOT NULL,
	"rider_stars" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"follow_up_status" text,
	"follow_up_note" text,
	"follow_up_closed_at" timestamp with time zone,
	"follow_up_closed_by_admin_id" uuid,
	CONSTRAINT "order_ratings_stars_ck" CHECK ("order_ratings"."order_stars" between 1 and 5 and ("order_ratings"."rider_stars" is null or "order_ratings"."rider_stars" between 1 and 5)),
	CONSTRAINT "order_ratings_follow_up_ck" CHECK ("order_ratings"."follow_up_status" is null or "order_ratings"."follow_up_status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "rider_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_id" uuid,
	"rider_id" uuid,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "rider_tips_amount_ck" CHECK ("rider_tips"."amount_paise" > 0),
	CONSTRAINT "rider_tips_status_ck" CHECK ("rider_tips"."status" in ('created', 'captured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_follow_up_closed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("follow_up_closed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_tips" ADD CONSTRAINT "rider_tips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_tips" ADD CONSTRAINT "rider_tips_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_tips" ADD CONSTRAINT "rider_tips_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_booking_uq" ON "order_ratings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "order_ratings_created_idx" ON "order_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_rider_idx" ON "order_ratings" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_follow_up_idx" ON "order_ratings" USING btree ("created_at") WHERE "order_ratings"."follow_up_status" = 'open';--> statement-breakpoint
CREATE INDEX "rider_tips_booking_idx" ON "rider_tips" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "rider_tips_rider_idx" ON "rider_tips" USING btree ("rider_id","captured_at") WHERE "rider_tips"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "rider_tips_provider_order_uq" ON "rider_tips" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_tips_provider_payment_uq" ON "rider_tips" USING btree ("provider","provider_payment_id");