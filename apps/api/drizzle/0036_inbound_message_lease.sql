ALTER TABLE "inbound_messages" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "claimed_at" timestamp with time zone;