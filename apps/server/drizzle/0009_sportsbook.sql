CREATE TABLE "sport_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"fixture_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"result" varchar(16),
	CONSTRAINT "sport_bet_legs_odds_check" CHECK ("sport_bet_legs"."odds" >= 101),
	CONSTRAINT "sport_bet_legs_result_check" CHECK ("sport_bet_legs"."result" IS NULL OR "sport_bet_legs"."result" IN ('win', 'lose', 'push', 'half_win', 'half_lose', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"session_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"stake" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"returned" bigint,
	"settle_version" integer DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"stake_transfer_id" bigint,
	"return_transfer_id" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_kind_check" CHECK ("sport_bets"."kind" IN ('single', 'parlay')),
	CONSTRAINT "sport_bets_status_check" CHECK ("sport_bets"."status" IN ('open', 'settled', 'cashed_out')),
	CONSTRAINT "sport_bets_currency_check" CHECK ("sport_bets"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "sport_bets_amounts_check" CHECK ("sport_bets"."stake" > 0 AND "sport_bets"."potential_return" >= 0 AND "sport_bets"."shortfall" >= 0 AND ("sport_bets"."returned" IS NULL OR "sport_bets"."returned" >= 0)),
	CONSTRAINT "sport_bets_settled_check" CHECK (("sport_bets"."status" = 'open') = ("sport_bets"."returned" IS NULL)),
	CONSTRAINT "sport_bets_ledger_check" CHECK (("sport_bets"."member_id" IS NULL) = ("sport_bets"."stake_transfer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sport_fixtures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"feed_ref" varchar(64) NOT NULL,
	"sport" varchar(16) NOT NULL,
	"league_id" varchar(48) NOT NULL,
	"league_name" text NOT NULL,
	"home_id" varchar(48) NOT NULL,
	"home_name" text NOT NULL,
	"away_id" varchar(48) NOT NULL,
	"away_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"state" jsonb,
	"result" jsonb,
	"strengths" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_fixtures_sport_check" CHECK ("sport_fixtures"."sport" IN ('football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2')),
	CONSTRAINT "sport_fixtures_status_check" CHECK ("sport_fixtures"."status" IN ('scheduled', 'live', 'finished', 'cancelled')),
	CONSTRAINT "sport_fixtures_result_check" CHECK (("sport_fixtures"."result" IS NULL) = ("sport_fixtures"."result_version" = 0) AND "sport_fixtures"."result_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"fixture_id" bigint NOT NULL,
	"type" varchar(16) NOT NULL,
	"line" integer,
	"main" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"margin" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_markets_fixture_type_line_key" UNIQUE NULLS NOT DISTINCT("fixture_id","type","line"),
	CONSTRAINT "sport_markets_type_check" CHECK ("sport_markets"."type" IN ('1x2', 'ah', 'ou', 'btts', 'cs', 'ml', 'hcp', 'total', 'map_hcp', 'total_maps')),
	CONSTRAINT "sport_markets_status_check" CHECK ("sport_markets"."status" IN ('open', 'suspended', 'closed', 'settled', 'voided')),
	CONSTRAINT "sport_markets_margin_check" CHECK ("sport_markets"."margin" >= 0 AND "sport_markets"."margin" < 10000)
);
--> statement-breakpoint
CREATE TABLE "sport_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"session_id" integer,
	"odds_format" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_preferences_format_check" CHECK ("sport_preferences"."odds_format" IN ('decimal', 'hongkong', 'malay')),
	CONSTRAINT "sport_preferences_owner_check" CHECK (("sport_preferences"."member_id" IS NULL) <> ("sport_preferences"."session_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sport_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"market_id" bigint NOT NULL,
	"key" varchar(8) NOT NULL,
	"odds" integer,
	"result" varchar(16),
	CONSTRAINT "sport_selections_odds_check" CHECK ("sport_selections"."odds" IS NULL OR "sport_selections"."odds" >= 101),
	CONSTRAINT "sport_selections_result_check" CHECK ("sport_selections"."result" IS NULL OR "sport_selections"."result" IN ('win', 'lose', 'push', 'half_win', 'half_lose', 'void'))
);
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_selection_id_sport_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sport_selections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_fixture_id_sport_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sport_fixtures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_stake_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("stake_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_return_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("return_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_fixtures" ADD CONSTRAINT "sport_fixtures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_fixture_id_sport_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sport_fixtures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_preferences" ADD CONSTRAINT "sport_preferences_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_preferences" ADD CONSTRAINT "sport_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_preferences" ADD CONSTRAINT "sport_preferences_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_selections" ADD CONSTRAINT "sport_selections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_selections" ADD CONSTRAINT "sport_selections_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_legs_fixture_key" ON "sport_bet_legs" USING btree ("bet_id","fixture_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_selection_id_index" ON "sport_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_fixture_id_bet_id_index" ON "sport_bet_legs" USING btree ("fixture_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_session_request_key" ON "sport_bets" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_member_request_key" ON "sport_bets" USING btree ("member_id","request_id") WHERE "sport_bets"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sport_bets_member_id_id_index" ON "sport_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "sport_bets_session_id_id_index" ON "sport_bets" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_fixtures_feed_key" ON "sport_fixtures" USING btree ("site_id","feed_ref");--> statement-breakpoint
CREATE INDEX "sport_fixtures_site_id_status_starts_at_index" ON "sport_fixtures" USING btree ("site_id","status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_preferences_member_key" ON "sport_preferences" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_preferences_session_key" ON "sport_preferences" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_selections_market_key" ON "sport_selections" USING btree ("market_id","key");