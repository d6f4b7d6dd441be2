CREATE TABLE "red_envelope_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"rule" varchar(16) NOT NULL,
	"pool" bigint NOT NULL,
	"envelope_count" integer NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_since" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_promotions_status_check" CHECK ("red_envelope_promotions"."status" IN ('scheduled', 'finished', 'cancelled')),
	CONSTRAINT "red_envelope_promotions_rule_check" CHECK ("red_envelope_promotions"."rule" IN ('random', 'equal')),
	CONSTRAINT "red_envelope_promotions_window_check" CHECK ("red_envelope_promotions"."end_at" > "red_envelope_promotions"."start_at"),
	CONSTRAINT "red_envelope_promotions_pool_check" CHECK ("red_envelope_promotions"."pool" > 0 AND "red_envelope_promotions"."envelope_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'free' NOT NULL,
	"member_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "red_envelopes_amount_check" CHECK ("red_envelopes"."amount" > 0),
	CONSTRAINT "red_envelopes_state_check" CHECK ("red_envelopes"."state" IN ('free', 'claimed', 'returned')),
	CONSTRAINT "red_envelopes_claim_check" CHECK (("red_envelopes"."state" = 'claimed') = ("red_envelopes"."member_id" IS NOT NULL AND "red_envelopes"."claimed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "red_envelope_promotions" ADD CONSTRAINT "red_envelope_promotions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_promotion_id_red_envelope_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."red_envelope_promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "red_envelope_promotions_site_id_currency_start_at_index" ON "red_envelope_promotions" USING btree ("site_id","currency","start_at");--> statement-breakpoint
CREATE INDEX "red_envelope_promotions_due_idx" ON "red_envelope_promotions" USING btree ("start_at") WHERE "red_envelope_promotions"."status" = 'scheduled' AND "red_envelope_promotions"."announced_at" IS NULL;--> statement-breakpoint
CREATE INDEX "red_envelope_promotions_open_idx" ON "red_envelope_promotions" USING btree ("end_at") WHERE "red_envelope_promotions"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_member_key" ON "red_envelopes" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_free_idx" ON "red_envelopes" USING btree ("promotion_id","id") WHERE "red_envelopes"."state" = 'free';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_main', 'member_provider', 'house_deposits', 'house_withdrawals_held', 'house_bonus', 'house_provider', 'house_adjustments', 'house_promotion'));