CREATE TABLE "cash_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"expected_paise" integer NOT NULL,
	"received_by_admin_id" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_handovers_amount_ck" CHECK ("cash_handovers"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_received_by_admin_id_admin_users_id_fk" FOREIGN KEY ("received_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_handovers_rider_idx" ON "cash_handovers" USING btree ("rider_id","created_at");