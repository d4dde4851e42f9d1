CREATE TYPE "public"."tag_kind" AS ENUM('bag', 'garment');--> statement-breakpoint
CREATE TYPE "public"."tag_scan_outcome" AS ENUM('ok', 'unexpected', 'missing');--> statement-breakpoint
CREATE TYPE "public"."tag_scan_stage" AS ENUM('pickup', 'intake', 'packing', 'delivery');--> statement-breakpoint
CREATE TABLE "garment_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"place" smallint NOT NULL,
	"code" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "tag_kind" NOT NULL,
	"booking_line_id" uuid,
	"attached_by_rider_id" uuid,
	"attached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"tag_id" uuid,
	"booking_id" uuid,
	"stage" "tag_scan_stage" NOT NULL,
	"outcome" "tag_scan_outcome" NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"layout" text NOT NULL,
	"labels" smallint NOT NULL,
	"printed_by_admin_id" uuid,
	"printed_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "tag_sheets_labels_range" CHECK ("tag_sheets"."labels" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "garment_tags" ADD CONSTRAINT "garment_tags_sheet_id_tag_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."tag_sheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_tags" ADD CONSTRAINT "garment_tags_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_tags" ADD CONSTRAINT "garment_tags_booking_line_id_booking_items_id_fk" FOREIGN KEY ("booking_line_id") REFERENCES "public"."booking_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_tags" ADD CONSTRAINT "garment_tags_attached_by_rider_id_riders_id_fk" FOREIGN KEY ("attached_by_rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_scans" ADD CONSTRAINT "tag_scans_tag_id_garment_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."garment_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_scans" ADD CONSTRAINT "tag_scans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sheets" ADD CONSTRAINT "tag_sheets_printed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("printed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garment_tags_sheet_place_key" ON "garment_tags" USING btree ("sheet_id","place");--> statement-breakpoint
CREATE INDEX "garment_tags_booking_idx" ON "garment_tags" USING btree ("booking_id","attached_at");--> statement-breakpoint
CREATE INDEX "tag_scans_tag_idx" ON "tag_scans" USING btree ("tag_id","scanned_at");--> statement-breakpoint
CREATE INDEX "tag_scans_booking_idx" ON "tag_scans" USING btree ("booking_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_sheets_live_code_key" ON "tag_sheets" USING btree ("code") WHERE "tag_sheets"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "tag_sheets_printed_idx" ON "tag_sheets" USING btree ("printed_at");