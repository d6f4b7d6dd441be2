CREATE TABLE "house_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"last_seed" varchar(64) NOT NULL,
	"commitment" varchar(64) NOT NULL,
	"length" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "house_chains_status_check" CHECK ("house_chains"."status" IN ('active', 'retired')),
	CONSTRAINT "house_chains_used_check" CHECK ("house_chains"."used" >= 0 AND "house_chains"."used" <= "house_chains"."length")
);
--> statement-breakpoint
CREATE TABLE "house_table_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"table_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer,
	"kind" varchar(32) NOT NULL,
	"pick" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"stake" bigint NOT NULL,
	"hold" bigint NOT NULL,
	"returned" bigint,
	"status" varchar(16) DEFAULT 'placed' NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"hold_transfer_id" bigint,
	"return_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_table_bets_status_check" CHECK ("house_table_bets"."status" IN ('placed', 'settled', 'refunded')),
	CONSTRAINT "house_table_bets_amounts_check" CHECK ("house_table_bets"."stake" > 0 AND "house_table_bets"."hold" >= "house_table_bets"."stake" AND ("house_table_bets"."returned" IS NULL OR "house_table_bets"."returned" >= 0)),
	CONSTRAINT "house_table_bets_ledger_check" CHECK (("house_table_bets"."member_id" IS NULL) = ("house_table_bets"."hold_transfer_id" IS NULL)),
	CONSTRAINT "house_table_bets_settled_check" CHECK (("house_table_bets"."status" = 'placed') = ("house_table_bets"."returned" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "house_table_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_index" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"card" jsonb,
	"state_before" jsonb,
	"outcome" jsonb,
	"seed" varchar(64),
	"finished_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "house_table_rounds_status_check" CHECK ("house_table_rounds"."status" IN ('open', 'settling', 'settled', 'voided')),
	CONSTRAINT "house_table_rounds_clock_check" CHECK ("house_table_rounds"."opens_at" <= "house_table_rounds"."closes_at" AND "house_table_rounds"."closes_at" <= "house_table_rounds"."draws_at"),
	CONSTRAINT "house_table_rounds_outcome_check" CHECK (("house_table_rounds"."status" = 'open' OR "house_table_rounds"."status" = 'voided') OR ("house_table_rounds"."outcome" IS NOT NULL AND "house_table_rounds"."seed" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "house_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"round_seconds" smallint NOT NULL,
	"close_seconds" smallint NOT NULL,
	"show_seconds" smallint NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"stake_step" bigint NOT NULL,
	"state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_tables_status_check" CHECK ("house_tables"."status" IN ('open', 'closed')),
	CONSTRAINT "house_tables_currency_check" CHECK ("house_tables"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "house_tables_clock_check" CHECK ("house_tables"."close_seconds" >= 0 AND "house_tables"."round_seconds" > "house_tables"."close_seconds" AND "house_tables"."show_seconds" >= 0),
	CONSTRAINT "house_tables_limits_check" CHECK ("house_tables"."stake_step" > 0 AND "house_tables"."min_stake" > 0 AND "house_tables"."min_stake" % "house_tables"."stake_step" = 0 AND "house_tables"."max_stake" >= "house_tables"."min_stake")
);
--> statement-breakpoint
ALTER TABLE "house_chains" ADD CONSTRAINT "house_chains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_chains" ADD CONSTRAINT "house_chains_table_id_house_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."house_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_round_id_house_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_table_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_table_id_house_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."house_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_return_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("return_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_table_id_house_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."house_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_chain_id_house_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."house_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tables" ADD CONSTRAINT "house_tables_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tables" ADD CONSTRAINT "house_tables_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_chains_active_key" ON "house_chains" USING btree ("table_id") WHERE "house_chains"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "house_chains_commitment_key" ON "house_chains" USING btree ("commitment");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_bets_request_key" ON "house_table_bets" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_bets_member_request_key" ON "house_table_bets" USING btree ("member_id","request_id") WHERE "house_table_bets"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "house_table_bets_round_id_status_index" ON "house_table_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "house_table_bets_session_id_id_index" ON "house_table_bets" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "house_table_bets_member_id_id_index" ON "house_table_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_rounds_chain_key" ON "house_table_rounds" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_rounds_number_key" ON "house_table_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_rounds_unfinished_key" ON "house_table_rounds" USING btree ("table_id") WHERE "house_table_rounds"."status" IN ('open', 'settling');--> statement-breakpoint
CREATE INDEX "house_table_rounds_table_id_id_index" ON "house_table_rounds" USING btree ("table_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_tables_game_currency_key" ON "house_tables" USING btree ("site_id","game_id","currency");