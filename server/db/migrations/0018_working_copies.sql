CREATE TABLE "working_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"item_id" uuid,
	"owner_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "working_copies" ADD CONSTRAINT "working_copies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "working_copies_owner_item_unique" ON "working_copies" USING btree ("owner_id","content_type","item_id") WHERE "working_copies"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "working_copies_owner_idx" ON "working_copies" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "working_copies_item_idx" ON "working_copies" USING btree ("content_type","item_id");