-- Issue 28, point 7. SPEC.md §9's statistics bars: a settings document saved before them
-- holds the earlier defaults, written whole by any save of /admin/site even when nobody
-- touched the figures. Each figure still equal to its earlier default (value and labels)
-- becomes §9's; one staff changed in any way is theirs and stays (domain/site-settings.ts).
UPDATE "site_documents"
SET "contenu" = jsonb_set("contenu", '{secteurs,immobilier,statistiques,1}',
  '{"valeur": "15+", "libelle": {"fr": "Pays desservis", "en": "Countries served", "it": "Paesi serviti"}}'::jsonb)
WHERE "cle" = 'site'
  AND "contenu" #> '{secteurs,immobilier,statistiques,1}' =
    '{"valeur": "30", "libelle": {"fr": "Années d''expérience", "en": "Years of experience", "it": "Anni di esperienza"}}'::jsonb;
--> statement-breakpoint
UPDATE "site_documents"
SET "contenu" = jsonb_set("contenu", '{secteurs,aviation,statistiques,1,valeur}', '"15+"'::jsonb)
WHERE "cle" = 'site'
  AND "contenu" #> '{secteurs,aviation,statistiques,1}' =
    '{"valeur": "15", "libelle": {"fr": "Pays desservis", "en": "Countries served", "it": "Paesi serviti"}}'::jsonb;
--> statement-breakpoint
-- A version of an opportunity keeps its category's labels beside the id (`libelleCategorie`,
-- server/features/opportunites/opportunites.repository.ts), so that restoring it once the
-- category is deleted makes it again by its label. The versions kept so far get the labels
-- of the categories that still exist.
UPDATE "content_revisions" AS r
SET "snapshot" = r."snapshot" || jsonb_build_object('libelleCategorie', c."libelle")
FROM "categories" AS c
WHERE r."content_type" = 'opportunite'
  AND r."snapshot" -> 'libelleCategorie' IS NULL
  AND c."id"::text = r."snapshot" ->> 'categorieId';
