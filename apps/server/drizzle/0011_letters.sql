CREATE TABLE "letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"target" varchar(16) NOT NULL,
	"currency" varchar(8),
	"sent_by" varchar(96) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_target_check" CHECK ("letters"."target" IN ('member', 'members', 'currency')),
	CONSTRAINT "letters_currency_check" CHECK (("letters"."target" = 'currency') = ("letters"."currency" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "member_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"letter_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_letters" ADD CONSTRAINT "member_letters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_letters" ADD CONSTRAINT "member_letters_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_letters" ADD CONSTRAINT "member_letters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_site_id_id_index" ON "letters" USING btree ("site_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_letters_letter_id_member_id_index" ON "member_letters" USING btree ("letter_id","member_id");--> statement-breakpoint
CREATE INDEX "member_letters_inbox_idx" ON "member_letters" USING btree ("member_id","id" DESC NULLS LAST) WHERE "member_letters"."deleted_at" IS NULL;