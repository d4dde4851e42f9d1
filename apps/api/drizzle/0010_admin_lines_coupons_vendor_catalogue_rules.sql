ALTER TABLE "booking_items" ADD COLUMN "price_set_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_name_uq" ON "service_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_category_name_uq" ON "services" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_uq" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_used_idx" ON "coupon_redemptions" USING btree ("coupon_code","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_rating_ck" CHECK ("vendors"."rating" between 0 and 5);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_coordinates_ck" CHECK ("vendors"."lat" between -90 and 90 and "vendors"."lng" between -180 and 180);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_kind_ck" CHECK ("coupons"."discount_kind" in ('percent', 'flat'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits_ck" CHECK ("coupons"."min_order_paise" >= 0 and "coupons"."max_discount_paise" > 0 and ("coupons"."usage_limit" is null or "coupons"."usage_limit" > 0));