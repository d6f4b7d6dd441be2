CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"actor" varchar(96) NOT NULL,
	"action" varchar(48) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"payer_name" varchar(64) DEFAULT '' NOT NULL,
	"reference" varchar(64) DEFAULT '' NOT NULL,
	"gateway_reference" varchar(64),
	"ledger_transfer_id" bigint,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" IN ('pending', 'approved', 'paid', 'rejected', 'declined')),
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_credit_check" CHECK (("deposit_orders"."status" IN ('approved', 'paid')) = ("deposit_orders"."ledger_transfer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" jsonb NOT NULL,
	"icon_light" text DEFAULT '' NOT NULL,
	"icon_dark" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_status_check" CHECK ("game_providers"."status" IN ('active', 'maintenance')),
	CONSTRAINT "game_providers_code_check" CHECK ("game_providers"."code" ~ '^[a-z0-9_]{1,32}$')
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"order_number" varchar(32) DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" varchar(32) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" jsonb NOT NULL,
	"gateway" varchar(32) DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_kind_check" CHECK ("payment_channels"."kind" IN ('bank_transfer', 'fast_payment')),
	CONSTRAINT "payment_channels_currency_check" CHECK ("payment_channels"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "payment_channels_limits_check" CHECK ("payment_channels"."min_amount" > 0 AND "payment_channels"."max_amount" >= "payment_channels"."min_amount"),
	CONSTRAINT "payment_channels_gateway_check" CHECK (("payment_channels"."kind" = 'fast_payment') = ("payment_channels"."gateway" <> ''))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_order" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" IN ('open', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"account_name" varchar(64) NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"settle_transfer_id" bigint,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_orders_status_check" CHECK ("withdrawal_orders"."status" IN ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawal_orders_amount_check" CHECK ("withdrawal_orders"."amount" > 0),
	CONSTRAINT "withdrawal_orders_settle_check" CHECK (("withdrawal_orders"."status" = 'pending') = ("withdrawal_orders"."settle_transfer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_settings_currency_check" CHECK ("withdrawal_settings"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "withdrawal_settings_limits_check" CHECK ("withdrawal_settings"."min_amount" > 0 AND "withdrawal_settings"."max_amount" >= "withdrawal_settings"."min_amount")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deposit_times" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_site_id_created_at_index" ON "audit_log" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_type_target_id_index" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_number_key" ON "deposit_orders" USING btree ("site_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_key" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_id_created_at_index" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_site_id_status_created_at_index" ON "deposit_orders" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_site_code_key" ON "game_providers" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_key_hash_key" ON "operators" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_site_name_key" ON "operators" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_event_key" ON "payment_callbacks" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_number_index" ON "payment_callbacks" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "payment_channels_site_id_currency_sort_index" ON "payment_channels" USING btree ("site_id","currency","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_merchant_order_key" ON "sandbox_payments" USING btree ("merchant_order");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_number_key" ON "withdrawal_orders" USING btree ("site_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_key" ON "withdrawal_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_id_created_at_index" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_site_id_status_created_at_index" ON "withdrawal_orders" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_settings_key" ON "withdrawal_settings" USING btree ("site_id","currency");