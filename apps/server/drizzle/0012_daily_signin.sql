CREATE TABLE "signin_campaign_days" (
	"campaign_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"reward" bigint NOT NULL,
	CONSTRAINT "signin_campaign_days_campaign_id_day_pk" PRIMARY KEY("campaign_id","day"),
	CONSTRAINT "signin_campaign_days_reward_check" CHECK ("signin_campaign_days"."reward" > 0),
	CONSTRAINT "signin_campaign_days_day_check" CHECK ("signin_campaign_days"."day" BETWEEN 1 AND 31)
);
--> statement-breakpoint
CREATE TABLE "signin_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"title" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"days" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "signin_campaigns_currency_check" CHECK ("signin_campaigns"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "signin_campaigns_status_check" CHECK ("signin_campaigns"."status" IN ('active', 'closed')),
	CONSTRAINT "signin_campaigns_days_check" CHECK ("signin_campaigns"."days" BETWEEN 1 AND 31),
	CONSTRAINT "signin_campaigns_title_check" CHECK (jsonb_typeof("signin_campaigns"."title" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "signin_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date" date NOT NULL,
	"day" smallint NOT NULL,
	"reward" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_claims_reward_check" CHECK ("signin_claims"."reward" > 0)
);
--> statement-breakpoint
ALTER TABLE "signin_campaign_days" ADD CONSTRAINT "signin_campaign_days_campaign_id_signin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."signin_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_campaigns" ADD CONSTRAINT "signin_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_claims" ADD CONSTRAINT "signin_claims_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_claims" ADD CONSTRAINT "signin_claims_campaign_id_signin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."signin_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_claims" ADD CONSTRAINT "signin_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_claims" ADD CONSTRAINT "signin_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signin_campaigns_site_id_currency_start_date_index" ON "signin_campaigns" USING btree ("site_id","currency","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_claims_member_day_key" ON "signin_claims" USING btree ("campaign_id","member_id","date");--> statement-breakpoint
CREATE INDEX "signin_claims_member_id_campaign_id_index" ON "signin_claims" USING btree ("member_id","campaign_id");