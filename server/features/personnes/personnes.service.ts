// The people of the governance (issue 32, point 1; docs/decisions/058): read by anyone in
// one language, kept by administrators. Their fields and messages come from the registry
// (domain/content-types/personne.ts); their portraits from the media library (ADR 052),
// uploaded with the form or chosen in it, through the content core's picture steps.
import { asc, eq, sql } from "drizzle-orm";
import { altTextsOf, describedImage } from "../../../domain/alt-texts.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import { pickLanguage } from "../../../domain/content.ts";
import { formValuesOf } from "../../../domain/content-types/define.ts";
import {
  CreatePersonInputSchema,
  PERSONNE_TYPE,
  sortPersonErrors,
  UpdatePersonInputSchema,
} from "../../../domain/content-types/personne.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import { PERSON_MESSAGES as M, type PersonGroup } from "../../../domain/personnes.ts";
import type { z } from "../../../domain/zod.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { personnes } from "../../db/schema.ts";
import type { SubmittedForm, UploadedFile } from "../../lib/form.ts";
import { fieldErrorsFromZod, HttpError, validationError } from "../../lib/http-error.ts";
import type { ImageProcessor } from "../../lib/images.ts";
import { lockPlaces, placed, renumber } from "../../lib/ordered-groups.ts";
import { invalidatePublicPages, type PublicCache } from "../../lib/public-cache.ts";
import type { Storage } from "../../plugins/storage.ts";
import { logActivity } from "../content/activity-log.ts";
import { keptOrNewImage } from "../content/alt-texts.ts";
import { processUploads, withFormPictures } from "../content/content.commands.ts";
import { mergeSent } from "../content/edit-merge.ts";
import type { Actor } from "../content/ownership.ts";
import { mediaView } from "../content/present.ts";
import { type LibraryRepository, syncPictures } from "../medias/library.repository.ts";
import { withLibraryChoices } from "../medias/library-choices.ts";

type Row = typeof personnes.$inferSelect;

/** A person as /gouvernance and `GET /personnes?lang=` read them: one language. */
export interface PublicPerson {
  _id: string;
  nom: string;
  fonction: string;
  biographie: string;
  groupe: PersonGroup;
  ordre: number;
  portrait: MediaView<string> | null;
}

/** A person as the back office reads them: every language. */
export interface StaffPerson {
  _id: string;
  id: string;
  nom: Localized<string>;
  fonction: Localized<string>;
  biographie: Localized<string>;
  groupe: PersonGroup;
  ordre: number;
  portrait: string | null;
  texteAlternatif: Localized<string>;
  medias: { portrait: MediaView<Localized<string>> | null };
  dateCreation: string;
  dateModification: string;
}

const inLang = (value: Localized<string>, lang: Language) => pickLanguage(value, lang) ?? "";

/** Every write holds this lock: the places of a group are renumbered against a still list. */
const lockPeople = (tx: Transaction) => lockPlaces(tx, "personnes");

const byPlace = [
  sql`array_position(ARRAY['direction','conseil']::text[], ${personnes.groupe})`,
  asc(personnes.ordre),
  asc(personnes.createdAt),
] as const;

export function createPeople(deps: {
  db: Database;
  cache: PublicCache;
  storage: Storage;
  processImage: ImageProcessor;
  library: LibraryRepository;
}) {
  const { db, cache, storage, processImage, library } = deps;
  const notFound = () => new HttpError(404, M.notFound);

  function parse<S>(schema: z.ZodType<S>, input: unknown): S {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    throw validationError(sortPersonErrors(fieldErrorsFromZod(result.error.issues)));
  }

  const readAll = (executor: Pick<Database, "select"> = db) =>
    executor
      .select()
      .from(personnes)
      .orderBy(...byPlace);

  function toPublic(row: Row, lang: Language): PublicPerson {
    return {
      _id: row.id,
      nom: inLang(row.nom, lang),
      fonction: inLang(row.fonction, lang),
      biographie: inLang(row.biographie, lang),
      groupe: row.groupe,
      ordre: row.ordre,
      portrait: row.portrait ? mediaView(storage, row.portrait, lang, row.nom) : null,
    };
  }

  function toStaff(row: Row): StaffPerson {
    const portrait = row.portrait ? mediaView(storage, row.portrait, undefined, row.nom) : null;
    return {
      _id: row.id,
      id: row.id,
      nom: row.nom,
      fonction: row.fonction,
      biographie: row.biographie,
      groupe: row.groupe,
      ordre: row.ordre,
      portrait: portrait?.url ?? null,
      texteAlternatif: altTextsOf(row.portrait),
      medias: { portrait },
      dateCreation: row.createdAt.toISOString(),
      dateModification: row.updatedAt.toISOString(),
    };
  }

  /** The sent fields, a library choice in place of a file (ADR 052). */
  const sentForm = (form: SubmittedForm) =>
    withLibraryChoices(library, PERSONNE_TYPE, form.toObject());

  /** The portrait of a form, checked by its bytes and re-encoded, before anything is stored. */
  const portraitOf = (file: unknown) =>
    processUploads(processImage, {
      files: file ? [file as UploadedFile] : [],
      field: "portrait",
      typeMessage: M.portraitType,
    });

  /** One write's end, in its transaction: the library's texts, the journal, the pages. */
  async function afterWrite(
    tx: Transaction,
    actor: Actor,
    id: string,
    action: "creation" | "modification" | "suppression",
    row: Row | null,
  ) {
    if (row?.portrait) await syncPictures(tx, [row.portrait]);
    await logActivity(tx, actor, "personne", id, action);
    await invalidatePublicPages(tx);
  }

  return {
    /** Everyone in one language, the direction first, each group in its order (cached). */
    async listPublic(lang: Language): Promise<PublicPerson[]> {
      const rows = (await cache.read("personnes", () => readAll())).value;
      return rows.map((row) => toPublic(row, lang));
    },

    /** Everyone in every language (back office), or one group's people. */
    async listForStaff(groupe?: PersonGroup): Promise<StaffPerson[]> {
      const rows = await readAll();
      return rows.filter((row) => !groupe || row.groupe === groupe).map(toStaff);
    },

    async findForStaff(id: string): Promise<StaffPerson | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(personnes).where(eq(personnes.id, id));
      return row ? toStaff(row) : undefined;
    },

    /** Adds a person at their place in their group (last when none is sent). */
    async create(form: SubmittedForm, actor: Actor): Promise<string> {
      const sent = await sentForm(form);
      const {
        portrait: file,
        texteAlternatif,
        ordre,
        ...input
      } = parse(CreatePersonInputSchema, sent);
      const pictures = await portraitOf(file);
      return withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        db.transaction(async (tx) => {
          await settleLibrary(tx);
          await lockPeople(tx);
          const group = (await readAll(tx)).filter((row) => row.groupe === input.groupe);
          const [image] = images;
          const [row] = await tx
            .insert(personnes)
            .values({
              ...input,
              portrait: image ? describedImage(image, texteAlternatif, undefined) : null,
              ordre: group.length,
            })
            .returning();
          if (!row) throw new Error("insert returned no row");
          await renumber(tx, personnes, placed(group, row, ordre));
          await afterWrite(tx, actor, row.id, "creation", row);
          return row.id;
        }),
      );
    },

    /**
     * A partial change laid over the stored person: what is not sent is kept; a new group
     * puts them last in it unless `ordre` says where; the group they left closes ranks.
     */
    async update(id: string, form: SubmittedForm, actor: Actor): Promise<MediaAsset | null> {
      const current = isUuid(id)
        ? (await db.select().from(personnes).where(eq(personnes.id, id)))[0]
        : undefined;
      if (!current) throw notFound();
      const sent = await sentForm(form);
      const merged = mergeSent(formValuesOf(PERSONNE_TYPE, current), sent);
      const {
        portrait: file,
        texteAlternatif,
        ordre: mergedOrdre,
        ...input
      } = parse(UpdatePersonInputSchema, merged);
      // A place is moved only when one is sent (the merge holds the stored one otherwise).
      const ordre = sent.ordre === undefined ? undefined : mergedOrdre;
      const pictures = await portraitOf(file);
      return withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        db.transaction(async (tx) => {
          await settleLibrary(tx);
          await lockPeople(tx);
          const all = await readAll(tx);
          const stored = all.find((row) => row.id === id);
          if (!stored) throw notFound();
          const portrait = keptOrNewImage(stored.portrait, images[0], texteAlternatif);
          const [row] = await tx
            .update(personnes)
            .set({ ...input, portrait, updatedAt: new Date() })
            .where(eq(personnes.id, id))
            .returning();
          if (!row) throw notFound();
          const moved = row.groupe !== stored.groupe;
          const group = all.filter((other) => other.groupe === row.groupe);
          const index = ordre ?? (moved ? undefined : group.findIndex((other) => other.id === id));
          await renumber(tx, personnes, placed(group, row, index));
          if (moved) {
            await renumber(
              tx,
              personnes,
              all.filter((other) => other.groupe === stored.groupe && other.id !== id),
            );
          }
          await afterWrite(tx, actor, id, "modification", row);
          // The portrait it no longer shows stays in the library (its files are the library's).
          return stored.portrait;
        }),
      );
    },

    async remove(id: string, actor: Actor): Promise<void> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        await lockPeople(tx);
        const all = await readAll(tx);
        const stored = all.find((row) => row.id === id);
        if (!stored) throw notFound();
        await tx.delete(personnes).where(eq(personnes.id, id));
        await renumber(
          tx,
          personnes,
          all.filter((other) => other.groupe === stored.groupe && other.id !== id),
        );
        await afterWrite(tx, actor, id, "suppression", null);
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeople>;
