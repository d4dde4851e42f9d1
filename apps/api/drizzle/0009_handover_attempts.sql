CREATE TABLE "handover_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"rider_id" uuid,
	"succeeded" boolean,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handover_attempts" ADD CONSTRAINT "handover_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_attempts" ADD CONSTRAINT "handover_attempts_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_attempts_booking_time_idx" ON "handover_attempts" USING btree ("booking_id","attempted_at");