ALTER TYPE "public"."phone_code_purpose" ADD VALUE 'vendor_login';--> statement-breakpoint
ALTER TYPE "public"."recipient_type" ADD VALUE 'vendor';--> statement-breakpoint
ALTER TYPE "public"."session_subject" ADD VALUE 'vendor';--> statement-breakpoint
CREATE TABLE "vendor_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"vendor_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_one_subject_ck";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "vendor_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rack_position" text;--> statement-breakpoint
ALTER TABLE "vendor_staff" ADD CONSTRAINT "vendor_staff_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff" ADD CONSTRAINT "vendor_staff_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_staff_phone_uq" ON "vendor_staff" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "vendor_staff_vendor_idx" ON "vendor_staff" USING btree ("vendor_id","is_active");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_vendor_staff_id_vendor_staff_id_fk" FOREIGN KEY ("vendor_staff_id") REFERENCES "public"."vendor_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_subject_ck" CHECK ((case when "sessions"."user_id" is null then 0 else 1 end + case when "sessions"."rider_id" is null then 0 else 1 end + case when "sessions"."admin_id" is null then 0 else 1 end + case when "sessions"."vendor_staff_id" is null then 0 else 1 end) = 1);