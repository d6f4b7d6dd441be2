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
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"path" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"etag" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_path_unique" UNIQUE("path"),
	CONSTRAINT "media_path_check" CHECK ("media"."path" ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]*$' AND strpos("media"."path", '..') = 0 AND strpos("media"."path", '//') = 0),
	CONSTRAINT "media_etag_check" CHECK ("media"."etag" ~ '^"[^"]+"$')
);
--> statement-breakpoint
CREATE TABLE "float_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" varchar(8) NOT NULL,
	"name" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"selected_type" varchar(16) NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "float_buttons_position_check" CHECK ("float_buttons"."position" IN ('left', 'right')),
	CONSTRAINT "float_buttons_selected_type_check" CHECK ("float_buttons"."selected_type" IN ('outerLink', 'main', 'faq')),
	CONSTRAINT "float_buttons_link_check" CHECK (("float_buttons"."selected_type" = 'outerLink' AND "float_buttons"."link" ~ '^https?://[^/]')
    OR ("float_buttons"."selected_type" = 'main' AND "float_buttons"."link" ~ '^/([^/]|$)')
    OR ("float_buttons"."selected_type" = 'faq' AND "float_buttons"."link" ~ '^[1-9][0-9]{0,8}$')),
	CONSTRAINT "float_buttons_image_url_check" CHECK ("float_buttons"."image_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "float_buttons_localized_check" CHECK (jsonb_typeof("float_buttons"."name" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "footer_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_badges_image_url_check" CHECK ("footer_badges"."image_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "footer_badges_localized_check" CHECK (jsonb_typeof("footer_badges"."name" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "footer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_groups_id_site_id_unique" UNIQUE("id","site_id"),
	CONSTRAINT "footer_groups_localized_check" CHECK (jsonb_typeof("footer_groups"."title" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "footer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"selected_type" varchar(16) NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_items_selected_type_check" CHECK ("footer_items"."selected_type" IN ('outerLink', 'main', 'faq')),
	CONSTRAINT "footer_items_link_check" CHECK (("footer_items"."selected_type" = 'outerLink' AND "footer_items"."link" ~ '^https?://[^/]')
    OR ("footer_items"."selected_type" = 'main' AND "footer_items"."link" ~ '^/([^/]|$)')
    OR ("footer_items"."selected_type" = 'faq' AND "footer_items"."link" ~ '^[1-9][0-9]{0,8}$')),
	CONSTRAINT "footer_items_localized_check" CHECK (jsonb_typeof("footer_items"."name" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "footer_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"copyright" jsonb NOT NULL,
	"about" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_settings_localized_check" CHECK (jsonb_typeof("footer_settings"."copyright" -> 'en_US') = 'string' AND jsonb_typeof("footer_settings"."about" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"logo_type" varchar(16) NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logos_site_id_logo_type_unique" UNIQUE("site_id","logo_type"),
	CONSTRAINT "logos_logo_type_check" CHECK ("logos"."logo_type" IN ('desktop', 'mobile', 'footer', 'favicon', 'app')),
	CONSTRAINT "logos_image_url_check" CHECK ("logos"."image_url" ~ '^(/[^/]|https://)')
);
--> statement-breakpoint
CREATE TABLE "mobile_footer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"icon_url" text,
	"selected_type" varchar(16) NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_footer_items_selected_type_check" CHECK ("mobile_footer_items"."selected_type" IN ('outerLink', 'main', 'faq')),
	CONSTRAINT "mobile_footer_items_link_check" CHECK (("mobile_footer_items"."selected_type" = 'outerLink' AND "mobile_footer_items"."link" ~ '^https?://[^/]')
    OR ("mobile_footer_items"."selected_type" = 'main' AND "mobile_footer_items"."link" ~ '^/([^/]|$)')
    OR ("mobile_footer_items"."selected_type" = 'faq' AND "mobile_footer_items"."link" ~ '^[1-9][0-9]{0,8}$')),
	CONSTRAINT "mobile_footer_items_icon_url_check" CHECK ("mobile_footer_items"."icon_url" IS NULL OR "mobile_footer_items"."icon_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "mobile_footer_items_localized_check" CHECK (jsonb_typeof("mobile_footer_items"."name" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "mobile_template_configs" (
	"site_id" integer NOT NULL,
	"name" varchar(8) NOT NULL,
	"primary_color" varchar(7) NOT NULL,
	"accent_color" varchar(7) NOT NULL,
	"background" varchar(7) NOT NULL,
	"home_blocks" jsonb NOT NULL,
	"show_bottom_nav" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_template_configs_site_id_name_pk" PRIMARY KEY("site_id","name"),
	CONSTRAINT "mobile_template_configs_name_check" CHECK ("mobile_template_configs"."name" IN ('H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8')),
	CONSTRAINT "mobile_template_configs_colors_check" CHECK ("mobile_template_configs"."primary_color" ~ '^#[0-9a-fA-F]{6}$' AND "mobile_template_configs"."accent_color" ~ '^#[0-9a-fA-F]{6}$' AND "mobile_template_configs"."background" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "mobile_template_configs_home_blocks_check" CHECK (jsonb_typeof("mobile_template_configs"."home_blocks") = 'array')
);
--> statement-breakpoint
CREATE TABLE "model_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"language" varchar(8) NOT NULL,
	"model_version" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"selected_type" varchar(16),
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_items_kind_check" CHECK ("model_items"."kind" IN ('setting', 'sponsor', 'login')),
	CONSTRAINT "model_items_language_check" CHECK ("model_items"."language" IN ('zh_CN', 'zh_TW', 'en_US', 'vi_VN', 'hi_IN')),
	CONSTRAINT "model_items_model_version_check" CHECK ("model_items"."model_version" ~ '^[A-Za-z0-9_.-]{1,32}$'),
	CONSTRAINT "model_items_image_url_check" CHECK ("model_items"."image_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "model_items_link_check" CHECK (("model_items"."selected_type" IS NULL AND "model_items"."link" IS NULL) OR (("model_items"."selected_type" = 'outerLink' AND "model_items"."link" ~ '^https?://[^/]')
    OR ("model_items"."selected_type" = 'main' AND "model_items"."link" ~ '^/([^/]|$)')
    OR ("model_items"."selected_type" = 'faq' AND "model_items"."link" ~ '^[1-9][0-9]{0,8}$')))
);
--> statement-breakpoint
CREATE TABLE "register_backgrounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"template" varchar(32) NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_backgrounds_site_id_template_unique" UNIQUE("site_id","template"),
	CONSTRAINT "register_backgrounds_urls_check" CHECK ("register_backgrounds"."image_url" ~ '^(/[^/]|https://)' AND "register_backgrounds"."mobile_image_url" ~ '^(/[^/]|https://)')
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"display_before_login" boolean DEFAULT true NOT NULL,
	"display_after_login" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_localized_check" CHECK (jsonb_typeof("announcements"."title" -> 'en_US') = 'string' AND jsonb_typeof("announcements"."content" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"picture" jsonb,
	"content" jsonb NOT NULL,
	"display_device" smallint DEFAULT 0 NOT NULL,
	"display_location" smallint DEFAULT 2 NOT NULL,
	"display_before_login" boolean DEFAULT true NOT NULL,
	"display_after_login" boolean DEFAULT true NOT NULL,
	"display_frequency" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletins_display_device_check" CHECK ("bulletins"."display_device" IN (0, 1, 2)),
	CONSTRAINT "bulletins_display_location_check" CHECK ("bulletins"."display_location" IN (2, 3)),
	CONSTRAINT "bulletins_display_frequency_check" CHECK ("bulletins"."display_frequency" IN (0, 1)),
	CONSTRAINT "bulletins_localized_check" CHECK (jsonb_typeof("bulletins"."title" -> 'en_US') = 'string' AND jsonb_typeof("bulletins"."content" -> 'en_US') = 'string' AND ("bulletins"."picture" IS NULL OR jsonb_typeof("bulletins"."picture" -> 'en_US') = 'string'))
);
--> statement-breakpoint
CREATE TABLE "carousel_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"use_type" smallint NOT NULL,
	"currency" varchar(8),
	"title" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"link_type" smallint NOT NULL,
	"link_method" smallint NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"game_link_parameter" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carousel_pictures_use_type_check" CHECK ("carousel_pictures"."use_type" IN (0, 1, 2)),
	CONSTRAINT "carousel_pictures_link_method_check" CHECK ("carousel_pictures"."link_method" IN (0, 1)),
	CONSTRAINT "carousel_pictures_currency_check" CHECK ("carousel_pictures"."currency" IS NULL OR "carousel_pictures"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "carousel_pictures_link_check" CHECK (("carousel_pictures"."link_type" = 0 AND "carousel_pictures"."url" ~ '^https?://[^/]' AND "carousel_pictures"."game_link_parameter" IS NULL)
        OR ("carousel_pictures"."link_type" = 1 AND "carousel_pictures"."url" ~ '^/([^/]|$)' AND "carousel_pictures"."game_link_parameter" IS NULL)
        OR ("carousel_pictures"."link_type" = 2 AND jsonb_typeof("carousel_pictures"."game_link_parameter") = 'object')),
	CONSTRAINT "carousel_pictures_window_check" CHECK ("carousel_pictures"."starts_at" IS NULL OR "carousel_pictures"."ends_at" IS NULL OR "carousel_pictures"."starts_at" < "carousel_pictures"."ends_at"),
	CONSTRAINT "carousel_pictures_localized_check" CHECK (jsonb_typeof("carousel_pictures"."title" -> 'en_US') = 'string' AND jsonb_typeof("carousel_pictures"."image" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"currency" varchar(8),
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"picture" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_category_check" CHECK ("discounts"."category" IN ('new_member', 'deposit', 'rebate', 'vip', 'event')),
	CONSTRAINT "discounts_currency_check" CHECK ("discounts"."currency" IS NULL OR "discounts"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "discounts_window_check" CHECK ("discounts"."starts_at" IS NULL OR "discounts"."ends_at" IS NULL OR "discounts"."starts_at" < "discounts"."ends_at"),
	CONSTRAINT "discounts_localized_check" CHECK (jsonb_typeof("discounts"."title" -> 'en_US') = 'string' AND jsonb_typeof("discounts"."summary" -> 'en_US') = 'string' AND jsonb_typeof("discounts"."picture" -> 'en_US') = 'string' AND jsonb_typeof("discounts"."content" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_category_check" CHECK ("faqs"."category" IN ('account', 'deposit', 'withdrawal', 'games', 'security')),
	CONSTRAINT "faqs_localized_check" CHECK (jsonb_typeof("faqs"."title" -> 'en_US') = 'string' AND jsonb_typeof("faqs"."content" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "jackpots_currency_check" CHECK ("jackpots"."currency" IN ('RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL')),
	CONSTRAINT "jackpots_amount_check" CHECK ("jackpots"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_image_url_check" CHECK ("news"."image_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "news_localized_check" CHECK (jsonb_typeof("news"."title" -> 'en_US') = 'string' AND jsonb_typeof("news"."summary" -> 'en_US') = 'string' AND jsonb_typeof("news"."content" -> 'en_US') = 'string')
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"logo_url" text NOT NULL,
	"period" varchar(32) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsors_urls_check" CHECK ("sponsors"."image_url" ~ '^(/[^/]|https://)' AND "sponsors"."logo_url" ~ '^(/[^/]|https://)'),
	CONSTRAINT "sponsors_localized_check" CHECK (jsonb_typeof("sponsors"."name" -> 'en_US') = 'string' AND jsonb_typeof("sponsors"."title" -> 'en_US') = 'string' AND jsonb_typeof("sponsors"."description" -> 'en_US') = 'string')
);
--> statement-breakpoint
ALTER TABLE "site_currencies" ADD CONSTRAINT "site_currencies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "float_buttons" ADD CONSTRAINT "float_buttons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_badges" ADD CONSTRAINT "footer_badges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_groups" ADD CONSTRAINT "footer_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_items" ADD CONSTRAINT "footer_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_items" ADD CONSTRAINT "footer_items_group_id_site_id_footer_groups_id_site_id_fk" FOREIGN KEY ("group_id","site_id") REFERENCES "public"."footer_groups"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_settings" ADD CONSTRAINT "footer_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_footer_items" ADD CONSTRAINT "mobile_footer_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_template_configs" ADD CONSTRAINT "mobile_template_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_items" ADD CONSTRAINT "model_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_backgrounds" ADD CONSTRAINT "register_backgrounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_pictures" ADD CONSTRAINT "carousel_pictures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_domains_site_id_index" ON "site_domains" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "media_site_id_index" ON "media" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "float_buttons_site_id_sort_index" ON "float_buttons" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "footer_badges_site_id_sort_index" ON "footer_badges" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "footer_groups_site_id_sort_index" ON "footer_groups" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "footer_items_group_id_sort_index" ON "footer_items" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "mobile_footer_items_site_id_sort_index" ON "mobile_footer_items" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "model_items_site_id_kind_language_model_version_sort_index" ON "model_items" USING btree ("site_id","kind","language","model_version","sort");--> statement-breakpoint
CREATE INDEX "announcements_site_id_sort_index" ON "announcements" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "bulletins_site_id_display_location_updated_at_index" ON "bulletins" USING btree ("site_id","display_location","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carousel_pictures_site_id_use_type_sort_index" ON "carousel_pictures" USING btree ("site_id","use_type","sort");--> statement-breakpoint
CREATE INDEX "discounts_site_id_sort_index" ON "discounts" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "faqs_site_id_category_sort_index" ON "faqs" USING btree ("site_id","category","sort");--> statement-breakpoint
CREATE INDEX "news_site_id_published_at_index" ON "news" USING btree ("site_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsors_site_id_sort_index" ON "sponsors" USING btree ("site_id","sort");