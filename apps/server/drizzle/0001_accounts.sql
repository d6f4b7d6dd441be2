CREATE TABLE "agent_domains" (
	"host" varchar(253) PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_level_names" (
	"site_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "agent_level_names_site_id_level_pk" PRIMARY KEY("site_id","level")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captchas_type_check" CHECK ("captchas"."type" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"account" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"device" jsonb NOT NULL,
	"code" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"account_name" varchar(64) NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_devices" (
	"member_id" integer NOT NULL,
	"udid" varchar(64) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_devices_member_id_udid_pk" PRIMARY KEY("member_id","udid")
);
--> statement-breakpoint
CREATE TABLE "member_hidden_bulletins" (
	"member_id" integer NOT NULL,
	"bulletin_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_hidden_bulletins_member_id_bulletin_id_pk" PRIMARY KEY("member_id","bulletin_id")
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"previous_token_hash" varchar(64),
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(32),
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"udid" varchar(64) DEFAULT '' NOT NULL,
	"device" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "member_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account" varchar(12) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"password_hash" text NOT NULL,
	"withdraw_password_hash" text,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"birthday" varchar(10) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"identity_id" varchar(64) DEFAULT '' NOT NULL,
	"qq" varchar(50) DEFAULT '' NOT NULL,
	"wechat" varchar(50) DEFAULT '' NOT NULL,
	"whats_app" varchar(50) DEFAULT '' NOT NULL,
	"zalo" varchar(50) DEFAULT '' NOT NULL,
	"fb" varchar(50) DEFAULT '' NOT NULL,
	"telegram" varchar(50) DEFAULT '' NOT NULL,
	"skype" varchar(50) DEFAULT '' NOT NULL,
	"line" varchar(50) DEFAULT '' NOT NULL,
	"others" varchar(200) DEFAULT '' NOT NULL,
	"member_type" smallint DEFAULT 1 NOT NULL,
	"agent_type" smallint DEFAULT 0 NOT NULL,
	"agent_level" smallint DEFAULT 0 NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"agent_active" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"first_login_change_password" boolean DEFAULT false NOT NULL,
	"need_bank_account_deposit_verified" boolean DEFAULT false NOT NULL,
	"agent_id" integer,
	"recommended_by" integer,
	"recommend_code" varchar(16) NOT NULL,
	"register_ip" varchar(64) DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"credentials_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_check" CHECK ("members"."status" IN (1, 2, 3)),
	CONSTRAINT "members_account_check" CHECK ("members"."account" ~ '^[A-Za-z0-9_-]{6,12}$')
);
--> statement-breakpoint
CREATE TABLE "pending_logins" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"question" varchar(32) NOT NULL,
	"asked" jsonb NOT NULL,
	"remaining" smallint NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"device" jsonb NOT NULL,
	"ip" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_blacklist" (
	"site_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_blacklist_site_id_kind_value_pk" PRIMARY KEY("site_id","kind","value"),
	CONSTRAINT "register_blacklist_kind_check" CHECK ("register_blacklist"."kind" IN ('name', 'email', 'ip'))
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"name" varchar(32) NOT NULL,
	"is_display" boolean DEFAULT false NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_unique" boolean DEFAULT false NOT NULL,
	"is_member_center" boolean DEFAULT false NOT NULL,
	"is_verification" boolean DEFAULT false NOT NULL,
	"is_member_center_verification" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_settings_site_id_currency_name_pk" PRIMARY KEY("site_id","currency","name"),
	CONSTRAINT "register_settings_name_check" CHECK ("register_settings"."name" IN ('check_password', 'member_name', 'member_email', 'member_birthday', 'member_phone', 'member_qq', 'member_wechat', 'member_whats_app', 'member_zalo', 'member_fb', 'member_telegram', 'member_skype', 'identity_id', 'withdraw_password'))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_account_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"login_captcha" boolean DEFAULT true NOT NULL,
	"register_captcha" boolean DEFAULT true NOT NULL,
	"friend_recommend" boolean DEFAULT true NOT NULL,
	"agent_introduce" boolean DEFAULT true NOT NULL,
	"double_validation" boolean DEFAULT true NOT NULL,
	"register_per_ip_per_day" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" varchar(32) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" varchar(32) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_domains" ADD CONSTRAINT "agent_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_domains" ADD CONSTRAINT "agent_domains_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_level_names" ADD CONSTRAINT "agent_level_names_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hidden_bulletins" ADD CONSTRAINT "member_hidden_bulletins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hidden_bulletins" ADD CONSTRAINT "member_hidden_bulletins_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_recommended_by_members_id_fk" FOREIGN KEY ("recommended_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_logins" ADD CONSTRAINT "pending_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_blacklist" ADD CONSTRAINT "register_blacklist_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD CONSTRAINT "service_agreements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_account_settings" ADD CONSTRAINT "site_account_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_domains_site_id_index" ON "agent_domains" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "captchas_expires_at_index" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_logs_member_id_created_at_index" ON "login_logs" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "login_logs_site_id_created_at_index" ON "login_logs" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "member_sessions_member_id_index" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_previous_token_hash_index" ON "member_sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_account_key" ON "members" USING btree ("site_id",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_recommend_code_key" ON "members" USING btree ("site_id","recommend_code");--> statement-breakpoint
CREATE INDEX "members_site_id_phone_index" ON "members" USING btree ("site_id","phone");--> statement-breakpoint
CREATE INDEX "members_site_id_email_index" ON "members" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "members_agent_id_index" ON "members" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "members_site_id_register_ip_created_at_index" ON "members" USING btree ("site_id","register_ip","created_at");--> statement-breakpoint
CREATE INDEX "pending_logins_member_id_index" ON "pending_logins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "service_agreements_site_id_index" ON "service_agreements" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sms_codes_site_id_phone_purpose_created_at_index" ON "sms_codes" USING btree ("site_id","phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_site_id_created_at_index" ON "sms_outbox" USING btree ("site_id","created_at");