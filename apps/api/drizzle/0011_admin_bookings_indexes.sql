CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings" USING btree ("scheduled_date","scheduled_time","id");--> statement-breakpoint
CREATE INDEX "bookings_final_idx" ON "bookings" USING btree ("final_paise","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_order_id_prefix_idx" ON "bookings" USING btree (upper("custom_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_contact_phone_prefix_idx" ON "bookings" USING btree (right("contact_phone", 10) text_pattern_ops);