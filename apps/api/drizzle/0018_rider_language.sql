ALTER TABLE "riders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_language_ck" CHECK ("riders"."language" in ('en', 'hi'));