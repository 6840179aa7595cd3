CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holes" (
	"game_id" text NOT NULL,
	"page_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holes_game_id_page_id_player_id_pk" PRIMARY KEY("game_id","page_id","player_id"),
	CONSTRAINT "holes_score_check" CHECK ("holes"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_game_id_unique" UNIQUE("game_id","id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holes" ADD CONSTRAINT "holes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holes" ADD CONSTRAINT "holes_player_fk" FOREIGN KEY ("game_id","player_id") REFERENCES "public"."players"("game_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_site_idx" ON "games" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "players_game_created_idx" ON "players" USING btree ("game_id","created_at");