CREATE TABLE "site_currencies" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_currencies_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"host" varchar(253) PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"site_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_languages_site_id_language_pk" PRIMARY KEY("site_id","language")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"default_language" varchar(8) NOT NULL,
	"template" varchar(32) NOT NULL,
	"mobile_template" varchar(8) NOT NULL,
	"customer_service_link" text DEFAULT '' NOT NULL,
	"app_ios_url" text DEFAULT '' NOT NULL,
	"app_android_url" text DEFAULT '' NOT NULL,
	"app_version" varchar(32) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "site_currencies" ADD CONSTRAINT "site_currencies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_domains_site_id_index" ON "site_domains" USING btree ("site_id");