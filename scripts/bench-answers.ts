// What holding an answer to its response schema costs (docs/decisions/042): a page of 20
// articles as the back office and the public list answer it, sent as made (JSON.stringify),
// validated and stripped first as fastify-type-provider-zod's serializer does (it encodes,
// which refuses the choices' preprocess: a parse does the same work), and through the
// tests' check (parse, then look for fields the schema does not list).
// `npm run bench:answers`
import { LANGUAGES, type Localized } from "../domain/constants.ts";
import {
  type PublicArticle,
  PublicArticleSchema,
  type StaffArticle,
  StaffArticleSchema,
} from "../server/features/articles/articles.queries.ts";
import { pagedAnswer } from "../server/features/content/answers.ts";
import { answerProblems } from "../server/lib/answer-check.ts";

const ITEMS = 20;
const ROUNDS = 2_000;

const every = (make: (lang: string) => string): Localized =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Localized;
const paragraph = "Un paragraphe d'actualité du groupe, avec quelques chiffres et des noms. ";
const view = <Alt>(n: number, texteAlternatif: Alt) => ({
  url: `/uploads/articles/${n}-1600.webp`,
  srcset: [400, 800, 1200, 1600].map((w) => `/uploads/articles/${n}-${w}.webp ${w}w`).join(", "),
  srcsetAvif: [400, 800, 1200, 1600]
    .map((w) => `/uploads/articles/${n}-${w}.avif ${w}w`)
    .join(", "),
  largeur: 1600,
  hauteur: 900,
  texteAlternatif,
  credit: "© Groupe, 2026",
  pointFocal: { x: 50, y: 40 },
});
const common = (n: number) => ({
  _id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
  id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
  datePublication: "2026-11-27T10:00:00.000Z",
  auteur: { _id: "00000000-0000-4000-8000-00000000000a", nom: "Diallo", prenom: "Awa" },
  nombreVues: 120 + n,
  categories: ["logistique" as const, "mines" as const],
  imagePrincipale: view(n, "").url,
  slugs: every((lang) => `article-numero-${n}-${lang}`),
});

function staffArticle(n: number): StaffArticle {
  return {
    ...common(n),
    titre: every((lang) => `Article numéro ${n} (${lang})`),
    contenu: every(() => paragraph.repeat(40)),
    resume: every(() => paragraph.repeat(2)),
    motsCles: { fr: ["logistique", "port"], en: ["logistics", "port"], it: ["logistica", "porto"] },
    etat: "publié",
    dateCreation: "2026-11-27T09:00:00.000Z",
    texteAlternatif: every((lang) => `Un quai au lever du jour (${lang})`),
    medias: {
      imagePrincipale: view(
        n,
        every((lang) => `Un quai au lever du jour (${lang})`),
      ),
    },
    slug: `article-numero-${n}-fr`,
    enLigne: true,
    dateModification: "2026-11-27T11:00:00.000Z",
  };
}

function publicArticle(n: number): PublicArticle {
  return {
    ...common(n),
    titre: `Article numéro ${n}`,
    contenu: paragraph.repeat(40),
    resume: paragraph.repeat(2),
    motsCles: ["logistique", "port"],
    etat: "publié",
    texteAlternatif: "Un quai au lever du jour",
    medias: { imagePrincipale: view(n, "Un quai au lever du jour") },
    slug: `article-numero-${n}-fr`,
  };
}

const page = { total: 57, page: 1, limite: ITEMS };
const lists = [
  {
    name: "back office (GET /articles/admin/all)",
    schema: pagedAnswer("data", StaffArticleSchema),
    answer: {
      success: true,
      data: Array.from({ length: ITEMS }, (_, n) => staffArticle(n)),
      ...page,
    },
  },
  {
    name: "public (GET /articles?lang=fr)",
    schema: pagedAnswer("results", PublicArticleSchema),
    answer: {
      success: true,
      results: Array.from({ length: ITEMS }, (_, n) => publicArticle(n)),
      ...page,
    },
  },
];

/**
 * Microseconds per call of `run`: the median of 9 runs of ROUNDS / 10 calls each, after a
 * warm-up (the machine is shared: the median leaves other processes' bursts out).
 */
function perCall(run: () => unknown): number {
  for (let i = 0; i < ROUNDS / 10; i += 1) run();
  const runs = Array.from({ length: 9 }, () => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < ROUNDS / 10; i += 1) run();
    return Number(process.hrtime.bigint() - start) / 1_000 / (ROUNDS / 10);
  });
  return runs.sort((x, y) => x - y)[4] ?? 0;
}

for (const { name, schema, answer: made } of lists) {
  // As a database read gives it: flat strings, not the ropes `repeat` builds.
  const answer: unknown = JSON.parse(JSON.stringify(made));
  const viaZod = (data: unknown) => JSON.stringify(schema.parse(data));
  if (answerProblems(schema, answer).length > 0) throw new Error(`${name}: not a valid answer`);
  const bytes = JSON.stringify(answer).length;
  const plain = perCall(() => JSON.stringify(answer));
  const encoded = perCall(() => viaZod(answer));
  const checked = perCall(() => answerProblems(schema, answer));
  console.log(
    `${name}: ${ITEMS} items, ${Math.round(bytes / 1024)} KiB\n` +
      `  JSON.stringify             ${plain.toFixed(0).padStart(6)} µs\n` +
      `  validate, strip, stringify  ${encoded.toFixed(0).padStart(6)} µs  (×${(encoded / plain).toFixed(1)})\n` +
      `  test check (parse + keys)  ${checked.toFixed(0).padStart(6)} µs`,
  );
}
