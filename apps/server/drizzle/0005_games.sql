CREATE TABLE "game_halls" (
	"site_id" integer NOT NULL,
	"gt_id" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"active_icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_halls_site_id_gt_id_pk" PRIMARY KEY("site_id","gt_id"),
	CONSTRAINT "game_halls_gt_id_check" CHECK ("game_halls"."gt_id" IN (2, 3, 4, 5, 6, 7, 8, 9)),
	CONSTRAINT "game_halls_name_check" CHECK (jsonb_typeof("game_halls"."name" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'starting' NOT NULL,
	"device" varchar(8) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_plays_status_check" CHECK ("game_plays"."status" IN ('starting', 'playing', 'ended')),
	CONSTRAINT "game_plays_device_check" CHECK ("game_plays"."device" IN ('desktop', 'mobile', 'app'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"gt_id" smallint NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"devices" text[] DEFAULT '{desktop,mobile,app}'::text[] NOT NULL,
	"demo_allowed" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_gt_id_check" CHECK ("games"."gt_id" IN (2, 3, 4, 5, 6, 7, 8, 9)),
	CONSTRAINT "games_name_check" CHECK (jsonb_typeof("games"."name" -> 'en_US') = 'string'),
	CONSTRAINT "games_code_check" CHECK ("games"."game_code" ~ '^[a-z]_[a-z0-9_]{1,62}$'),
	CONSTRAINT "games_icon_check" CHECK ("games"."icon" = '' OR "games"."icon" ~ '^(/[^/]|https://)'),
	CONSTRAINT "games_devices_check" CHECK ("games"."devices" <@ ARRAY['desktop', 'mobile', 'app']::text[])
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"stake_transfer_id" bigint NOT NULL,
	"payout_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_rounds_amounts_check" CHECK ("house_rounds"."stake" > 0 AND "house_rounds"."win" >= 0),
	CONSTRAINT "house_rounds_payout_check" CHECK (("house_rounds"."win" > 0) = ("house_rounds"."payout_transfer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"session_id" integer,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "house_seeds_status_check" CHECK ("house_seeds"."status" IN ('active', 'revealed')),
	CONSTRAINT "house_seeds_owner_check" CHECK (("house_seeds"."member_id" IS NULL) <> ("house_seeds"."session_id" IS NULL)),
	CONSTRAINT "house_seeds_nonce_check" CHECK ("house_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"play_id" integer,
	"game_id" integer NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"game_name" text NOT NULL,
	"currency" varchar(8) NOT NULL,
	"language" varchar(8) NOT NULL,
	"launch_token_hash" varchar(64) NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"session_token_hash" varchar(64),
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"demo_balance" bigint,
	"lobby_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_sessions_launchTokenHash_unique" UNIQUE("launch_token_hash"),
	CONSTRAINT "house_sessions_sessionTokenHash_unique" UNIQUE("session_token_hash"),
	CONSTRAINT "house_sessions_owner_check" CHECK ("house_sessions"."demo" = ("house_sessions"."member_id" IS NULL)),
	CONSTRAINT "house_sessions_demo_balance_check" CHECK ("house_sessions"."demo" = ("house_sessions"."demo_balance" IS NOT NULL)),
	CONSTRAINT "house_sessions_currency_check" CHECK ("house_sessions"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL'))
);
--> statement-breakpoint
CREATE TABLE "member_favorite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "member_recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "provider_currencies" (
	"provider_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	CONSTRAINT "provider_currencies_provider_id_currency_pk" PRIMARY KEY("provider_id","currency"),
	CONSTRAINT "provider_currencies_currency_check" CHECK ("provider_currencies"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL'))
);
--> statement-breakpoint
CREATE TABLE "provider_halls" (
	"provider_id" integer NOT NULL,
	"gt_id" smallint NOT NULL,
	"force_modal" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_halls_provider_id_gt_id_pk" PRIMARY KEY("provider_id","gt_id"),
	CONSTRAINT "provider_halls_gt_id_check" CHECK ("provider_halls"."gt_id" IN (2, 3, 4, 5, 6, 7, 8, 9))
);
--> statement-breakpoint
CREATE TABLE "provider_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_maintenance_window_check" CHECK ("provider_maintenance"."starts_at" < "provider_maintenance"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "gp_code" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "is_house" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "customized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "android_id" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_halls" ADD CONSTRAINT "game_halls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_stake_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("stake_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_payout_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_play_id_game_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."game_plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorite_games" ADD CONSTRAINT "member_favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorite_games" ADD CONSTRAINT "member_favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recent_games" ADD CONSTRAINT "member_recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recent_games" ADD CONSTRAINT "member_recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_currencies" ADD CONSTRAINT "provider_currencies_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_halls" ADD CONSTRAINT "provider_halls_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_maintenance" ADD CONSTRAINT "provider_maintenance_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_one_open_key" ON "game_plays" USING btree ("member_id") WHERE "game_plays"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "game_plays_member_id_started_at_index" ON "game_plays" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_key" ON "games" USING btree ("provider_id","game_code");--> statement-breakpoint
CREATE INDEX "games_site_id_gt_id_sort_index" ON "games" USING btree ("site_id","gt_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_key" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_request_key" ON "house_rounds" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "house_rounds_member_id_id_index" ON "house_rounds" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_member_active_key" ON "house_seeds" USING btree ("member_id") WHERE "house_seeds"."status" = 'active' AND "house_seeds"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_session_active_key" ON "house_seeds" USING btree ("session_id") WHERE "house_seeds"."status" = 'active' AND "house_seeds"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "member_recent_games_member_id_played_at_index" ON "member_recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "provider_maintenance_provider_id_ends_at_index" ON "provider_maintenance" USING btree ("provider_id","ends_at");--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_gp_code_check" CHECK ("game_providers"."gp_code" ~ '^(GP[A-Z0-9]{1,14})?$');