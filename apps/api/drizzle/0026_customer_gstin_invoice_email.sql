ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "email_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "email_error" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "email_sent_at" timestamp with time zone;