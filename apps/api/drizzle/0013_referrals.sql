ALTER TABLE "referrals" ADD COLUMN "referee_coupon_code" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_coupon_code_coupons_code_fk" FOREIGN KEY ("referee_coupon_code") REFERENCES "public"."coupons"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_reward_coupon_uq" ON "referrals" USING btree ("reward_coupon_code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_coupon_uq" ON "referrals" USING btree ("referee_coupon_code");--> statement-breakpoint
CREATE INDEX "referrals_status_created_idx" ON "referrals" USING btree ("status","created_at" DESC NULLS LAST);