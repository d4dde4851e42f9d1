CREATE TYPE "public"."plan_cycle_status" AS ENUM('due', 'paid', 'refunded', 'void');--> statement-breakpoint
CREATE TYPE "public"."plan_subscription_status" AS ENUM('pending', 'active', 'past_due', 'paused', 'cancelled');--> statement-breakpoint
CREATE TABLE "laundry_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"kg_included" integer DEFAULT 0 NOT NULL,
	"pieces_included" integer DEFAULT 0 NOT NULL,
	"pickups_included" integer,
	"dry_clean_discount_percent" integer DEFAULT 0 NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laundry_plans_amounts_ck" CHECK ("laundry_plans"."price_paise" > 0 and "laundry_plans"."kg_included" >= 0 and "laundry_plans"."pieces_included" >= 0 and "laundry_plans"."dry_clean_discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "plan_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"status" "plan_cycle_status" DEFAULT 'due' NOT NULL,
	"price_paise" integer NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"kg_allowance" integer NOT NULL,
	"pieces_allowance" integer NOT NULL,
	"pickups_allowance" integer,
	"kg_used" integer DEFAULT 0 NOT NULL,
	"pieces_used" integer DEFAULT 0 NOT NULL,
	"pickups_used" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_order_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"last_failure" text,
	"reminded_at" timestamp with time zone,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_cycles_usage_ck" CHECK ("plan_cycles"."kg_used" >= 0 and "plan_cycles"."pieces_used" >= 0 and "plan_cycles"."pickups_used" >= 0 and "plan_cycles"."kg_used" <= "plan_cycles"."kg_allowance" and "plan_cycles"."pieces_used" <= "plan_cycles"."pieces_allowance" and ("plan_cycles"."pickups_allowance" is null or "plan_cycles"."pickups_used" <= "plan_cycles"."pickups_allowance") and "plan_cycles"."refunded_paise" between 0 and "plan_cycles"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" "plan_subscription_status" DEFAULT 'pending' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_cycle_id" uuid,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"kg" integer NOT NULL,
	"pieces" integer NOT NULL,
	"pickups" integer NOT NULL,
	"covered_paise" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laundry_plans" ADD CONSTRAINT "laundry_plans_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD CONSTRAINT "plan_cycles_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_plan_id_laundry_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."laundry_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usages" ADD CONSTRAINT "plan_usages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usages" ADD CONSTRAINT "plan_usages_cycle_id_plan_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."plan_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laundry_plans_name_uq" ON "laundry_plans" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_seq_uq" ON "plan_cycles" USING btree ("subscription_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_provider_order_uq" ON "plan_cycles" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_provider_payment_uq" ON "plan_cycles" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_live_uq" ON "plan_subscriptions" USING btree ("customer_id") WHERE "plan_subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "plan_subscriptions_period_idx" ON "plan_subscriptions" USING btree ("period_end") WHERE "plan_subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "plan_subscriptions_created_idx" ON "plan_subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_usages_booking_uq" ON "plan_usages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "plan_usages_cycle_idx" ON "plan_usages" USING btree ("cycle_id");