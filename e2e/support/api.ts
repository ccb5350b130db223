import { randomBytes } from "node:crypto";

/** Test data goes in through the real API, as a client of the product would send it. */

export interface ApiUser {
  _id: string;
  id: string;
  nom: string;
  prenom: string;
  email: string;
  role: string;
  statut: string;
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** POST /auth/connexion; resolves with the status so a test can assert a refusal too. */
export async function signIn(baseUrl: string, email: string, motDePasse: string) {
  return call<{ token?: string; utilisateur?: ApiUser; message?: string }>(
    baseUrl,
    "POST",
    "/auth/connexion",
    { body: { email, motDePasse } },
  );
}

export async function adminToken(baseUrl: string, email: string, password: string) {
  const { status, body } = await signIn(baseUrl, email, password);
  if (status !== 200 || !body.token) {
    throw new Error(`e2e: the administrator could not sign in (${status} ${body?.message ?? ""})`);
  }
  return body.token;
}

/** A unique suffix so tests never collide on an email, even against a shared database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
}

export interface NewUser {
  prenom: string;
  nom: string;
  email: string;
  role: "conseiller" | "administrateur";
  motDePasse: string;
  telephone?: string;
}

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  const suffix = uniqueSuffix();
  return {
    prenom: "Awa",
    nom: `Diop${suffix}`,
    email: `awa.${suffix}@example.com`,
    role: "conseiller",
    motDePasse: `Mdp-${suffix}-e2e`,
    ...overrides,
  };
}

/** POST /utilisateurs with an administrator's token. */
export async function createUser(baseUrl: string, token: string, user: NewUser): Promise<ApiUser> {
  const { status, body } = await call<{ donnees?: ApiUser; message?: string }>(
    baseUrl,
    "POST",
    "/utilisateurs",
    { token, body: user },
  );
  if (status !== 201 || !body.donnees) {
    throw new Error(`e2e: creating a user failed (${status} ${body?.message ?? ""})`);
  }
  return body.donnees;
}

/** GET /{type}/admin/{id}: the status, and the item as the back office reads it with `token`. */
export async function staffItem<T>(
  baseUrl: string,
  token: string,
  type: "articles" | "realisations" | "opportunites",
  id: string,
): Promise<{ status: number; data: T }> {
  const { status, body } = await call<{ data: T }>(baseUrl, "GET", `/${type}/admin/${id}`, {
    token,
  });
  return { status, data: body?.data };
}

/** The newsletter's active subscribers, as an administrator reads them. */
export async function newsletterSubscribers(baseUrl: string, token: string) {
  const { status, body } = await call<{ data?: { email: string; secteur: string | null }[] }>(
    baseUrl,
    "GET",
    "/newsletter?limite=100",
    { token },
  );
  if (status !== 200 || !body.data) throw new Error(`e2e: reading subscribers failed (${status})`);
  return body.data;
}

/** The latest contact requests, as an administrator reads them. */
export async function contactRequests(baseUrl: string, token: string) {
  const { status, body } = await call<{
    data?: { email: string; nom: string; secteur: string; description: string }[];
  }>(baseUrl, "GET", "/contact?limite=100", { token });
  if (status !== 200 || !body.data)
    throw new Error(`e2e: reading contact requests failed (${status})`);
  return body.data;
}

/**
 * An article sent as the back office sends it: multipart, with a real image, by whoever
 * owns `token` (an administrator, or a conseiller who then owns it). A draft by default.
 * Resolves with its id and slugs.
 */
export async function createArticle(
  baseUrl: string,
  token: string,
  title: string,
  etat: "brouillon" | "publié" = "brouillon",
) {
  const { default: sharp } = await import("sharp");
  const image = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 11, g: 79, b: 138 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  // Each language's content in that language: English and Italian pages must say nothing
  // in French (no-french-on-en-it.e2e.ts), whichever test file published the article.
  const content = {
    fr: "Un article de test écrit pour les essais de bout en bout du site. ",
    en: "A test article written for the site's end-to-end tests. ",
    it: "Un articolo di prova scritto per i test end-to-end del sito. ",
  } as const;
  for (const lang of ["fr", "en", "it"] as const) {
    form.append(`titre[${lang}]`, `${title} ${lang}`);
    form.append(`contenu[${lang}]`, content[lang].repeat(3));
  }
  form.append("categories[]", "mines");
  form.append("etat", etat);
  form.append(
    "imagePrincipale",
    new Blob([new Uint8Array(image)], { type: "image/jpeg" }),
    "photo.jpg",
  );
  const response = await fetch(`${baseUrl}/api/v1/articles`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { _id: string; slugs: Record<string, string> };
    message?: string;
  };
  if (response.status !== 201 || !body.data) {
    throw new Error(`e2e: creating an article failed (${response.status} ${body.message ?? ""})`);
  }
  return body.data;
}

/** A draft article (etat brouillon): its slugs, which no public page may show. */
export async function createDraftArticle(baseUrl: string, token: string, title: string) {
  return (await createArticle(baseUrl, token, title)).slugs;
}

/** A sector's reply-time promise in `lang`, as the site settings say it now (GET /site). */
export async function replyPromise(baseUrl: string, sector: string, lang: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/site?lang=${lang}`);
  const { data } = (await response.json()) as {
    data: { secteurs: Record<string, { delaiReponse: string }> };
  };
  const promise = data.secteurs[sector]?.delaiReponse;
  if (!promise) throw new Error(`e2e: no reply-time promise for ${sector} in ${lang}`);
  return promise;
}
