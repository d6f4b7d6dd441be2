CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"decided_by" varchar(100),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_status_check" CHECK ("agent_applications"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "agent_plan_tiers" (
	"plan_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	"min_active_members" integer NOT NULL,
	"min_figure" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "agent_plan_tiers_plan_id_tier_pk" PRIMARY KEY("plan_id","tier"),
	CONSTRAINT "agent_plan_tiers_values_check" CHECK ("agent_plan_tiers"."tier" >= 1 AND "agent_plan_tiers"."min_active_members" >= 0 AND "agent_plan_tiers"."min_figure" >= 0 AND "agent_plan_tiers"."rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"name" jsonb NOT NULL,
	"basis" varchar(16) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"show_balances" boolean DEFAULT false NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_by" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_plans_basis_check" CHECK ("agent_plans"."basis" IN ('net_win_loss', 'valid_bet')),
	CONSTRAINT "agent_plans_currency_check" CHECK ("agent_plans"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "agent_plans_active_rule_check" CHECK ("agent_plans"."min_deposit" >= 0 AND "agent_plans"."min_valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_settings" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"agreement" jsonb,
	"link_expire_days" integer DEFAULT 30 NOT NULL,
	"updated_by" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "agent_settings_currency_check" CHECK ("agent_settings"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "agent_settings_link_expire_days_check" CHECK ("agent_settings"."link_expire_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfers_amount_check" CHECK ("agent_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id"),
	CONSTRAINT "agent_tree_depth_check" CHECK ("agent_tree"."depth" >= 1),
	CONSTRAINT "agent_tree_not_self_check" CHECK ("agent_tree"."ancestor_id" <> "agent_tree"."member_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_plan_id" integer;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_plan_id_agent_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agent_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_plan_tiers" ADD CONSTRAINT "agent_plan_tiers_plan_id_agent_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agent_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_plans" ADD CONSTRAINT "agent_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_key" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_member_id_created_at_index" ON "agent_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_applications_site_id_status_created_at_index" ON "agent_applications" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "agent_plans_site_id_currency_index" ON "agent_plans" USING btree ("site_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_request_key" ON "agent_transfers" USING btree ("agent_id","request_id");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_id_created_at_index" ON "agent_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_transfers_member_id_created_at_index" ON "agent_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_tree_member_idx" ON "agent_tree" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_main', 'member_provider', 'house_deposits', 'house_withdrawals_held', 'house_bonus', 'house_provider', 'house_adjustments', 'house_promotion', 'member_bonus', 'member_agent', 'house_agent_commission'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_plan_id_agent_plans_id_fk" FOREIGN KEY ("agent_plan_id") REFERENCES "public"."agent_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The hierarchy of members who registered under agents before this migration: one row per
-- ancestor agent, walking members.agent_id upwards (at most 64 levels, so a loop cannot run away).
INSERT INTO "agent_tree" ("ancestor_id", "member_id", "depth")
WITH RECURSIVE "up" ("member_id", "ancestor_id", "depth") AS (
	SELECT "id", "agent_id", 1 FROM "members" WHERE "agent_id" IS NOT NULL AND "agent_id" <> "id"
	UNION ALL
	SELECT "up"."member_id", "a"."agent_id", "up"."depth" + 1
	FROM "up" JOIN "members" "a" ON "a"."id" = "up"."ancestor_id"
	WHERE "a"."agent_id" IS NOT NULL AND "a"."agent_id" <> "up"."member_id" AND "up"."depth" < 64
)
SELECT "ancestor_id", "member_id", min("depth") FROM "up" GROUP BY "ancestor_id", "member_id"
ON CONFLICT DO NOTHING;
