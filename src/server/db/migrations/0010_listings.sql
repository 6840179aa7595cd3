CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"machine_translated" text[] DEFAULT '{}' NOT NULL,
	"work_quota" text DEFAULT '' NOT NULL,
	"cost_cents" integer,
	"options" jsonb DEFAULT '{"toBePickedUp":false,"subjectToPostage":false,"askingPrice":false}'::jsonb NOT NULL,
	"category" text,
	"direction" text DEFAULT 'offering' NOT NULL,
	"branch_id" uuid,
	"staff_member_id" uuid,
	"image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_site_kind_idx" ON "listings" USING btree ("site_id","kind","status");--> statement-breakpoint
CREATE INDEX "listings_kind_status_idx" ON "listings" USING btree ("kind","status","created_at");