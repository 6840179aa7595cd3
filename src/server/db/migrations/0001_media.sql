CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"parent_id" uuid,
	"media_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"folder" text,
	"object_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"extension" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"blur_hash" text,
	"focal_point" jsonb DEFAULT '{"x":0.5,"y":0.5}'::jsonb NOT NULL,
	"crop_area" jsonb,
	"video" jsonb,
	"status" text DEFAULT 'ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_parent_id_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_site_created_idx" ON "media" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "media_parent_idx" ON "media" USING btree ("parent_id");