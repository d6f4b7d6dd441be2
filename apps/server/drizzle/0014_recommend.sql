CREATE TABLE "cash_surplus_settings" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_surplus_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "cash_surplus_settings_currency_check" CHECK ("cash_surplus_settings"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL'))
);
--> statement-breakpoint
CREATE TABLE "recommend_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"recommender_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"tier" smallint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"basis" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommend_awards_kind_check" CHECK ("recommend_awards"."kind" IN ('first_deposit', 'turnover')),
	CONSTRAINT "recommend_awards_amount_check" CHECK ("recommend_awards"."amount" > 0),
	CONSTRAINT "recommend_awards_not_self_check" CHECK ("recommend_awards"."recommender_id" <> "recommend_awards"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "recommend_rules" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"first_deposit_min" bigint,
	"first_deposit_award" bigint DEFAULT 0 NOT NULL,
	"first_deposit_percent_bp" integer DEFAULT 0 NOT NULL,
	"first_deposit_cap" bigint DEFAULT 0 NOT NULL,
	"updated_by" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommend_rules_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "recommend_rules_currency_check" CHECK ("recommend_rules"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "recommend_rules_first_deposit_check" CHECK ("recommend_rules"."first_deposit_award" >= 0 AND "recommend_rules"."first_deposit_cap" >= 0 AND "recommend_rules"."first_deposit_percent_bp" BETWEEN 0 AND 10000 AND ("recommend_rules"."first_deposit_min" IS NULL OR "recommend_rules"."first_deposit_min" > 0))
);
--> statement-breakpoint
CREATE TABLE "recommend_turnover_tiers" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"tier" smallint NOT NULL,
	"turnover" bigint NOT NULL,
	"award" bigint NOT NULL,
	CONSTRAINT "recommend_turnover_tiers_site_id_currency_tier_pk" PRIMARY KEY("site_id","currency","tier"),
	CONSTRAINT "recommend_turnover_tiers_amounts_check" CHECK ("recommend_turnover_tiers"."turnover" > 0 AND "recommend_turnover_tiers"."award" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_surplus_settings" ADD CONSTRAINT "cash_surplus_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_awards" ADD CONSTRAINT "recommend_awards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_awards" ADD CONSTRAINT "recommend_awards_recommender_id_members_id_fk" FOREIGN KEY ("recommender_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_awards" ADD CONSTRAINT "recommend_awards_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_awards" ADD CONSTRAINT "recommend_awards_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_rules" ADD CONSTRAINT "recommend_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommend_turnover_tiers" ADD CONSTRAINT "recommend_turnover_tiers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommend_awards_kind_friend_tier_key" ON "recommend_awards" USING btree ("kind","friend_id","tier");--> statement-breakpoint
CREATE INDEX "recommend_awards_recommender_id_created_at_index" ON "recommend_awards" USING btree ("recommender_id","created_at");--> statement-breakpoint
CREATE INDEX "members_recommended_by_created_at_index" ON "members" USING btree ("recommended_by","created_at");