CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
