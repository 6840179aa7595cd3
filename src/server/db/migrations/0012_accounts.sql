CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"email" text NOT NULL,
	"role" text,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" is null or "invitations"."role" in ('owner', 'admin', 'editor', 'optician')),
	CONSTRAINT "invitations_scope_check" CHECK (("invitations"."site_id" is null) = ("invitations"."role" is null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_recipient_check";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "kind" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "last_check_error" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "business_kind" text DEFAULT 'optician' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_user_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "invitations_site_idx" ON "invitations" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "session_site_idx" ON "session" USING btree ("site_id");--> statement-breakpoint
-- The primary domain was the first one added (site:create's first --host); now it is a flag.
UPDATE "site_domains" SET "is_primary" = true WHERE "host" IN (SELECT DISTINCT ON ("site_id") "host" FROM "site_domains" ORDER BY "site_id", "created_at", length("host"), "host");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_primary_uq" ON "site_domains" USING btree ("site_id") WHERE "site_domains"."is_primary";--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_kind_check" CHECK ("site_domains"."kind" in ('platform', 'custom'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_recipient_check" CHECK ("outbox"."recipient" in ('business', 'visitor', 'account'));