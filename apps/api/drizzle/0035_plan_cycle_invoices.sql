ALTER TABLE "invoices" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_cycle_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_cycle_id_plan_cycles_id_fk" FOREIGN KEY ("plan_cycle_id") REFERENCES "public"."plan_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_plan_cycle_uq" ON "invoices" USING btree ("plan_cycle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_credit_note_uq" ON "plan_cycles" USING btree ("credit_note_number");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subject_ck" CHECK (("invoices"."booking_id" is null) <> ("invoices"."plan_cycle_id" is null));