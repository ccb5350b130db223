CREATE TABLE "medias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cle" text NOT NULL,
	"asset" jsonb NOT NULL,
	"nom_fichier" text DEFAULT '' NOT NULL,
	"uploader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medias_cle_unique" UNIQUE("cle")
);
--> statement-breakpoint
ALTER TABLE "medias" ADD CONSTRAINT "medias_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medias_created_idx" ON "medias" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_image_cle_idx" ON "articles" USING btree (("image_principale"->>'cle'));--> statement-breakpoint
CREATE INDEX "opportunites_image_cle_idx" ON "opportunites" USING btree (("image"->>'cle'));--> statement-breakpoint
CREATE INDEX "realisations_images_idx" ON "realisations" USING gin ("images" jsonb_path_ops);--> statement-breakpoint
-- Every picture already stored joins the library (ADR 052): one row per distinct key
-- (bench and scale copies share keys across many items), uploaded by the author of the
-- first item that showed it, dated by that item; the site's logo by whoever last set it.
INSERT INTO "medias" ("cle", "asset", "uploader_id", "created_at", "updated_at")
-- A picture stored before ADR 041 kept its texts under `alt`: the library names them as today.
SELECT DISTINCT ON ("cle") "cle",
	CASE WHEN "asset" ? 'alt' AND NOT "asset" ? 'texteAlternatif' AND jsonb_typeof("asset"->'alt') = 'object'
		THEN ("asset" - 'alt') || jsonb_build_object('texteAlternatif', "asset"->'alt')
		ELSE "asset" - 'alt' END,
	"uploader_id", "created_at", "created_at"
FROM (
	SELECT "image_principale"->>'cle' AS "cle", "image_principale" AS "asset", "auteur_id" AS "uploader_id", "created_at"
	FROM "articles" WHERE jsonb_typeof("image_principale") = 'object'
	UNION ALL
	SELECT "image"->>'cle', "image", "auteur_id", "created_at"
	FROM "opportunites" WHERE jsonb_typeof("image") = 'object'
	UNION ALL
	SELECT "picture"->>'cle', "picture", "auteur_id", "created_at"
	FROM "realisations", jsonb_array_elements("images") AS "picture"
	WHERE jsonb_typeof("images") = 'array'
	UNION ALL
	SELECT "contenu"->'logo'->>'cle', "contenu"->'logo', "updated_by", "updated_at"
	FROM "site_documents" WHERE "cle" = 'site' AND jsonb_typeof("contenu"->'logo') = 'object'
) AS "stored"
WHERE "cle" IS NOT NULL
ORDER BY "cle", "created_at";
