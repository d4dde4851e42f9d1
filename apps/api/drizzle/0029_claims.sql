CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"tag_code" text,
	"booking_line_id" uuid,
	"service_name" text NOT NULL,
	"charge_paise" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" text,
	"amount_paise" integer,
	"reason" text,
	"coupon_code" text,
	"refund_id" uuid,
	"decided_by_admin_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_kind_ck" CHECK ("claims"."kind" in ('damaged', 'missing')),
	CONSTRAINT "claims_status_ck" CHECK ("claims"."status" in ('open', 'rejected', 'compensated')),
	CONSTRAINT "claims_garment_ck" CHECK ("claims"."tag_code" is not null or "claims"."booking_line_id" is not null),
	CONSTRAINT "claims_decision_ck" CHECK (("claims"."status" = 'open') = ("claims"."decided_at" is null) and ("claims"."status" <> 'compensated' or "claims"."amount_paise" > 0))
);
--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_booking_line_id_booking_items_id_fk" FOREIGN KEY ("booking_line_id") REFERENCES "public"."booking_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_admin_id_admin_users_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photos_claim_idx" ON "claim_photos" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_booking_idx" ON "claims" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "claims_decided_idx" ON "claims" USING btree ("decided_at") WHERE "claims"."status" = 'compensated';