import { useId } from "react";
import type { Localized, SectorCode } from "../../../domain/constants.ts";
import { ARTICLE_STATES, type ArticleState, CONTENT_LIMITS } from "../../../domain/content.ts";
import {
  ARTICLE_IMAGE_FIELD,
  CreateArticleInputSchema,
  UpdateArticleInputSchema,
} from "../../../domain/content-types/article.ts";
import { FormNotices } from "../../components/form-field.tsx";
import type { StaffArticle } from "../../lib/api-types.ts";
import { SECTOR_OPTIONS } from "../back-office/labels.ts";
import {
  perLanguage,
  requiredOnCreateOrInFrench,
  toInstant,
  toLocalDateTime,
} from "../content-form/form-support.ts";
import {
  firstAltText,
  ImagePicker,
  singleAltText,
  usePickedImages,
} from "../content-form/image-picker.tsx";
import { LocalizedTextTabs } from "../content-form/localized-text-fields.tsx";
import { PublicationFields } from "../content-form/publication-fields.tsx";
import { SaveBar } from "../content-form/save-bar.tsx";
import { type ContentFormProps, useContentForm } from "../content-form/use-content-form.ts";

export interface ArticleFormValues {
  titre: Localized;
  resume: Localized;
  contenu: Localized;
  /** Comma-separated, as typed. */
  motsCles: Localized;
  categories: string[];
  etat: ArticleState;
  /** `datetime-local` text, in the browser's time zone; "" for none. */
  datePublication: string;
  imagePrincipale: File | null;
  /** The stored main image's URL, shown on edit (never sent). */
  storedImage: string | null;
  /** What the main image shows, in every language. */
  texteAlternatif: Localized;
}

export function emptyArticleForm(): ArticleFormValues {
  return {
    titre: perLanguage(() => ""),
    resume: perLanguage(() => ""),
    contenu: perLanguage(() => ""),
    motsCles: perLanguage(() => ""),
    categories: [],
    etat: "brouillon",
    datePublication: "",
    imagePrincipale: null,
    storedImage: null,
    texteAlternatif: perLanguage(() => ""),
  };
}

export function articleFormValues(item: StaffArticle): ArticleFormValues {
  return {
    titre: perLanguage((lang) => item.titre[lang] ?? ""),
    resume: perLanguage((lang) => item.resume[lang] ?? ""),
    contenu: perLanguage((lang) => item.contenu[lang] ?? ""),
    motsCles: perLanguage((lang) => (item.motsCles[lang] ?? []).join(", ")),
    categories: [...item.categories],
    etat: item.etat,
    datePublication: item.datePublication ? toLocalDateTime(new Date(item.datePublication)) : "",
    imagePrincipale: null,
    storedImage: item.imagePrincipale,
    texteAlternatif: perLanguage((lang) => item.texteAlternatif?.[lang] ?? ""),
  };
}

/**
 * The multipart body (SPEC.md §7). Creation sends the date only for a planned article (the
 * server dates the others now); edition sends it only when changed, so the server keeps
 * the stored date, or dates now an article it makes public.
 */
export function articleFormData(
  values: ArticleFormValues,
  initial: ArticleFormValues,
  mode: "create" | "edit",
  toFormData: () => FormData,
): FormData {
  const body = toFormData();
  body.delete("datePublication");
  body.delete("storedImage");
  const date = values.datePublication;
  const send = mode === "create" ? values.etat === "planifié" : date !== initial.datePublication;
  if (send && date) body.set("datePublication", toInstant(date));
  return body;
}

// The image's texts go with the picture, which a draft cannot keep.
const NOT_STORED = [ARTICLE_IMAGE_FIELD, "storedImage", "texteAlternatif"] as const;

/** The state whose date is required (ARTICLE_MESSAGES.dateRequiredWhenPlanned). */
const PLANNED = ["planifié"] as const;

/** The article creation and edition form (SPEC.md §3 to §5). */
export function ArticleForm(props: ContentFormProps<ArticleFormValues>) {
  const { mode, initialValues, submitLabel } = props;
  const { form, draft, progress, submit } = useContentForm(
    props,
    { create: CreateArticleInputSchema, edit: UpdateArticleInputSchema },
    NOT_STORED,
  );
  const [pictures, changePictures] = usePickedImages(
    initialValues.storedImage ? [initialValues.storedImage] : [],
    ({ files, alts }) => {
      form.setValue(ARTICLE_IMAGE_FIELD, files[0] ?? null);
      form.setValue("texteAlternatif", firstAltText(alts));
    },
    singleAltText(initialValues.texteAlternatif),
  );
  const categoriesId = useId();
  const categoriesError = form.errorFor("categories");

  const required = requiredOnCreateOrInFrench(mode);
  const maxCategories =
    mode === "create"
      ? CONTENT_LIMITS.articleCategoriesCreateMax
      : CONTENT_LIMITS.articleCategoriesEditMax;

  return (
    <form
      onSubmit={submit((values) => articleFormData(values, initialValues, mode, form.formData))}
      noValidate
      className="flex max-w-4xl flex-col gap-6"
    >
      <FormNotices draft={draft} error={form.formError} />
      <LocalizedTextTabs
        form={form}
        type="articles"
        title={{ required, max: CONTENT_LIMITS.articleTitleMax }}
        summary={{ name: "resume", label: "Résumé", rows: 2, max: CONTENT_LIMITS.summaryMax }}
        content={{ required, rows: 10 }}
      />

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={`${categoriesId}-hint${categoriesError ? ` ${categoriesId}-error` : ""}`}
      >
        <legend className="text-sm font-medium text-slate-700">Catégories *</legend>
        <p id={`${categoriesId}-hint`} className="text-xs text-slate-500">
          De 1 à {maxCategories} catégories.
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SECTOR_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={option.value}
                {...form.field("categories")}
                aria-invalid={Boolean(categoriesError)}
                className="h-4 w-4"
              />
              {option.label}
            </label>
          ))}
        </div>
        <p id={`${categoriesId}-error`} className="min-h-5 text-sm text-red-700">
          {categoriesError}
        </p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <PublicationFields
          form={form}
          states={ARTICLE_STATES}
          // SPEC.md §4: on creation the date is asked only of a planned article.
          datedStates={mode === "create" ? PLANNED : ARTICLE_STATES}
          dateRequiredIn={PLANNED}
        />
      </div>

      <ImagePicker
        label={mode === "create" ? "Image principale *" : "Image principale"}
        images={pictures}
        onChange={changePictures}
        max={1}
        countMessage="Une seule image principale : retirez l'actuelle pour la remplacer."
        error={form.errorFor(ARTICLE_IMAGE_FIELD)}
        altError={(_index, lang) => form.errorFor(`texteAlternatif.${lang}`)}
      />

      <SaveBar
        dirty={form.form.formState.isDirty}
        sending={form.sending}
        label={submitLabel}
        progress={progress}
      />
    </form>
  );
}
