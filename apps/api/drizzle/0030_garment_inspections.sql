CREATE TABLE "garment_inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garment_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "garment_inspections_decision_check" CHECK ("garment_inspections"."decision" is null or "garment_inspections"."decision" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "garment_inspection_photos" ADD CONSTRAINT "garment_inspection_photos_inspection_id_garment_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."garment_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_inspections" ADD CONSTRAINT "garment_inspections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_inspections" ADD CONSTRAINT "garment_inspections_tag_id_garment_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."garment_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_inspections" ADD CONSTRAINT "garment_inspections_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_inspections" ADD CONSTRAINT "garment_inspections_created_by_staff_id_vendor_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."vendor_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garment_inspection_photos_inspection_idx" ON "garment_inspection_photos" USING btree ("inspection_id","created_at");--> statement-breakpoint
CREATE INDEX "garment_inspections_booking_idx" ON "garment_inspections" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "garment_inspections_tag_idx" ON "garment_inspections" USING btree ("tag_id");