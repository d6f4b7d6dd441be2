CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"required_turnover" bigint NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"source_kind" varchar(16) NOT NULL,
	"source_id" integer,
	"idempotency_key" varchar(100) NOT NULL,
	"grant_transfer_id" bigint NOT NULL,
	"close_transfer_id" bigint,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_status_check" CHECK ("bonus_grants"."status" IN ('active', 'released', 'forfeited')),
	CONSTRAINT "bonus_grants_source_check" CHECK ("bonus_grants"."source_kind" IN ('discount', 'operator', 'signin', 'red_envelope')),
	CONSTRAINT "bonus_grants_currency_check" CHECK ("bonus_grants"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "bonus_grants_amounts_check" CHECK ("bonus_grants"."amount" > 0 AND "bonus_grants"."required_turnover" > 0 AND "bonus_grants"."turnover" >= 0 AND "bonus_grants"."turnover" <= "bonus_grants"."required_turnover"),
	CONSTRAINT "bonus_grants_closed_check" CHECK (("bonus_grants"."status" = 'active') = ("bonus_grants"."close_transfer_id" IS NULL AND "bonus_grants"."closed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "discount_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"award" bigint,
	"grant_id" integer,
	"transfer_id" bigint,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_applications_status_check" CHECK ("discount_applications"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "discount_applications_decided_check" CHECK (("discount_applications"."status" = 'approved') = ("discount_applications"."award" IS NOT NULL AND "discount_applications"."transfer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "discount_awards" (
	"discount_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint,
	"percent" smallint,
	"cap" bigint,
	"turnover_multiple" smallint NOT NULL,
	"deposit_since" timestamp with time zone,
	"expiry_days" smallint,
	"updated_by" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_awards_discount_id_currency_pk" PRIMARY KEY("discount_id","currency"),
	CONSTRAINT "discount_awards_kind_check" CHECK ("discount_awards"."kind" IN ('fixed', 'percent')),
	CONSTRAINT "discount_awards_currency_check" CHECK ("discount_awards"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "discount_awards_shape_check" CHECK (("discount_awards"."kind" = 'fixed' AND "discount_awards"."amount" > 0 AND "discount_awards"."percent" IS NULL) OR ("discount_awards"."kind" = 'percent' AND "discount_awards"."amount" IS NULL AND "discount_awards"."percent" BETWEEN 1 AND 100 AND ("discount_awards"."cap" IS NULL OR "discount_awards"."cap" > 0))),
	CONSTRAINT "discount_awards_multiple_check" CHECK ("discount_awards"."turnover_multiple" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_grant_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("grant_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_close_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("close_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_applications" ADD CONSTRAINT "discount_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_applications" ADD CONSTRAINT "discount_applications_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_applications" ADD CONSTRAINT "discount_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_applications" ADD CONSTRAINT "discount_applications_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_applications" ADD CONSTRAINT "discount_applications_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_awards" ADD CONSTRAINT "discount_awards_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_awards" ADD CONSTRAINT "discount_awards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_idempotency_key" ON "bonus_grants" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","currency","status","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active' AND "bonus_grants"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_grants_active_idx" ON "bonus_grants" USING btree ("site_id","member_id") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "discount_applications_member_key" ON "discount_applications" USING btree ("discount_id","member_id");--> statement-breakpoint
CREATE INDEX "discount_applications_site_idx" ON "discount_applications" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "discount_applications_member_idx" ON "discount_applications" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_main', 'member_provider', 'house_deposits', 'house_withdrawals_held', 'house_bonus', 'house_provider', 'house_adjustments', 'house_promotion', 'member_bonus'));