CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_error" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "live_events_recipient_idx" ON "live_events" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");