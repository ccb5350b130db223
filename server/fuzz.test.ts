// Fuzzing (issue item 10): generated methods, paths, query strings, headers, cookies and
// bodies thrown at the real pages (the web build) and at every route of the API, through
// app.inject. Whatever comes in, a visitor never gets a server error (5xx, 503 included:
// the database is up), never a stack trace, a file path or SQL, never a redirect to
// another site, and never a glimpse of an item that is not public: drafts, a planned
// article, a withdrawn or expired opportunity. An adviser's token shows none of them
// either, since none is theirs (docs/decisions/004). fast-check prints the seed and the
// shrunk request of a failure; `fc.assert(…, { seed, path })` replays it.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { DETAIL_PATHS, NEWSLETTER_TOKEN_PATHS, PAGE_PATHS } from "../domain/site-paths.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "./test/content-types.ts";
import {
  API,
  authHeader,
  createUser,
  login,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  TEST_JWT_SECRET,
  withTestApp,
} from "./test/test-app.ts";

/** The site's own host: the app's public address, and the base redirects are read against. */
const SITE = "http://site.test";
/** Requests per property: a few hundred each keeps the file well under 30 s on two cores. */
const RUNS = { pages: 500, api: 1000, admin: 500 };
/** Past this, a property stops generating (a loaded machine) rather than blow the suite's budget. */
const TIME_LIMIT_MS = 9_000;

const [ARTICLES, REALISATIONS, OPPORTUNITES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

/**
 * An item nobody but its author and the administrators may see. Its titles (so its slugs)
 * carry `titleMarker`, its texts `textMarker`: the texts' marker is never sent in a
 * request, so no answer may ever hold it; the title's marker and the id may be echoed
 * back only by a request that held them (a 404 naming the address asked for).
 */
interface HiddenItem {
  what: string;
  id: string;
  titleMarker: string;
  textMarker: string;
}

const hidden: HiddenItem[] = [];
/** Ids and slugs of public items, of users (the administrator's last), to fill path parameters. */
const realIds: string[] = [];
const realSlugs: string[] = [];
const userIds: string[] = [];
let adminId = "";
let app: FastifyInstance;
let admin: Session;
/** The adviser the API property signs in as: none of the hidden items is theirs. */
let adviser: Session;
let adviserPassword = "";
/** Bearer tokens that must open nothing: expired, of a deleted user, signed with another key, … */
let deadTokens: string[] = [];
/**
 * Preview links' tokens (`/apercu/{jeton}`) that must show nothing: expired, signed with
 * another key, or access tokens. (A valid one shows its draft: that is what it is for.)
 */
let deadPreviews: string[] = [];
/** The API's routes, from its OpenAPI document: `[method, "/api/v1/articles/{slug}"]`. */
let apiRoutes: [string, string][] = [];

const texts = (name: string, marker: string) =>
  Object.fromEntries(
    ["fr", "en", "it"].map((lang) => [
      `${name}[${lang}]`,
      `Un texte assez long, avec le mot ${marker}, pour le contenu de cet élément. `.repeat(2),
    ]),
  );

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    adminId = admin.utilisateur._id;
    // The author of most hidden items: an adviser other than the one the fuzz signs in as.
    const author = await signedInConseiller(app, admin.token);
    const adviserUser = await createUser(app, admin.token);
    adviserPassword = adviserUser.motDePasse;
    adviser = await login(app, adviserUser.email, adviserPassword);

    const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const past = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const items = [
      [ARTICLES, author.token, "article brouillon", { etat: "brouillon" }, "contenu"],
      [
        ARTICLES,
        admin.token,
        "article planifié",
        { etat: "planifié", datePublication: future },
        "contenu",
      ],
      [REALISATIONS, author.token, "réalisation brouillon", { etat: "brouillon" }, "description"],
      [OPPORTUNITES, author.token, "opportunité brouillon", { etat: "brouillon" }, "description"],
      [OPPORTUNITES, admin.token, "opportunité retirée", { statut: "retiré" }, "description"],
      [OPPORTUNITES, admin.token, "opportunité expirée", { statut: "expiré" }, "description"],
      [
        OPPORTUNITES,
        admin.token,
        "opportunité échue",
        { statut: "actif", dateExpiration: past },
        "description",
      ],
    ] as const;
    for (const [index, [type, token, what, fields, textField]] of items.entries()) {
      const letter = String.fromCharCode(97 + index);
      const titleMarker = `zorbaxq${letter}`;
      const textMarker = `quimzel${letter}`;
      const response = await createItem(app, type, token, `Élément ${titleMarker} caché`, {
        ...fields,
        ...texts(textField, textMarker),
      });
      hidden.push({ what, id: response.json().data._id, titleMarker, textMarker });
    }
    // Public items beside them, whose ids and slugs are real answers' material.
    for (const type of CONTENT_TYPES_UNDER_TEST) {
      const response = await createItem(app, type, admin.token, "Élément public du fuzzing");
      const item = response.json().data;
      realIds.push(item._id);
      realSlugs.push(...Object.values(item.slug as Record<string, string>));
    }
    realIds.push(...hidden.map((item) => item.id));

    // A user whose token outlives them, and one made inactive.
    const gone = await createUser(app, admin.token);
    const goneSession = await login(app, gone.email, gone.motDePasse);
    await app.inject({
      method: "DELETE",
      url: `${API}/utilisateurs/${gone._id}`,
      headers: authHeader(admin.token),
    });
    userIds.push(author.utilisateur._id, adviser.utilisateur._id, gone._id, adminId);

    const now = Math.floor(Date.now() / 1000);
    const sign = (
      claims: Record<string, unknown>,
      sub: string,
      { secret = TEST_JWT_SECRET, exp = now + 900, aud = undefined as string | undefined } = {},
    ) => {
      let jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("groupe-site")
        .setIssuedAt(exp - 900)
        .setExpirationTime(exp);
      if (aud) jwt = jwt.setAudience(aud);
      return jwt.sign(new TextEncoder().encode(secret));
    };
    const draft = hidden[0] as HiddenItem;
    deadTokens = [
      goneSession.token,
      // The author's own claims, but expired, or signed with another key.
      await sign({ role: "conseiller", sv: 0 }, author.utilisateur._id, { exp: now - 60 }),
      await sign({ role: "administrateur", sv: 0 }, adminId, { exp: now - 60 }),
      await sign({ role: "administrateur", sv: 0 }, adminId, { secret: "x".repeat(32) }),
      // A preview token of a draft is no access token, expired or not.
      await sign({ type: "articles" }, draft.id, { aud: "apercu" }),
      `${author.token.split(".").slice(0, 2).join(".")}.`,
      admin.tokenRafraichissement,
    ];
    const preview = { type: "articles" };
    deadPreviews = [
      await sign(preview, draft.id, { aud: "apercu", exp: now - 60 }),
      await sign(preview, draft.id, { aud: "apercu", secret: "x".repeat(32) }),
      await sign(preview, draft.id, {}),
      author.token,
      admin.token,
    ].map((token) => token.replaceAll(".", "~"));
  },
  { config: { serveWeb: true, publicUrl: SITE } },
);

beforeAll(async () => {
  // Every route of the API, as its own document lists them.
  const response = await app.inject({ url: "/api/docs/json" });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  apiRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), path]),
  );
});

// ---------------------------------------------------------------------------------------
// What every answer must (not) hold.

/** What a server error leaks: stack frames, file paths, error names, SQL and its errors. */
const LEAKS: [string, RegExp][] = [
  ["a stack frame", /^\s+at \S/m],
  ["a stack frame", /\bat [\w$.<>]+ \((?:file:\/\/)?\/[^)]*:\d+:\d+\)/],
  ["node_modules", /node_modules/],
  [
    "a path of the server",
    new RegExp(`${process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|/work/|/tmp/api-test-`),
  ],
  ["a JavaScript error", /\b(?:Type|Reference|Syntax|Range|URI|Eval|Aggregate)Error\b/],
  ["an error of the database", /DrizzleQueryError|DrizzleError|Failed query|PGlite|PostgresError/],
  [
    "SQL",
    /\bSELECT\s+(?:["*\w]|distinct)|\bINSERT\s+INTO\b|\bUPDATE\s+"|\bDELETE\s+FROM\b| FROM "/,
  ],
  [
    "an SQL error",
    /syntax error at|invalid input syntax|violates [\w\s-]*constraint|relation "[^"]*" does not exist/,
  ],
];

/** The body as the client reads it, whatever compression it asked for. */
function bodyText(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  if (raw.length === 0) return "";
  const encoding = String(response.headers["content-encoding"] ?? "");
  try {
    if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
    if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
    if (encoding === "deflate") return inflateSync(raw).toString("utf8");
  } catch (error) {
    return `undecodable ${encoding} body: ${(error as Error).message}`;
  }
  return raw.toString("utf8");
}

/** Everything a request carried, lower-cased and decoded as far as it decodes. */
function requestText(request: InjectOptions): string {
  const parts = [String(request.url), JSON.stringify(request.headers ?? {})];
  if (typeof request.payload === "string") parts.push(request.payload);
  else if (Buffer.isBuffer(request.payload)) parts.push(request.payload.toString("latin1"));
  const text = parts.join(" ");
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    decoded = text.replace(/%[0-9a-f]{2}/gi, (hex) =>
      String.fromCharCode(Number.parseInt(hex.slice(1), 16)),
    );
  }
  return `${text} ${decoded}`.toLowerCase();
}

/**
 * The checks of one answer; a failure names the request (fast-check then shrinks it) and
 * shows the start of the body. `checkHidden` is false only for an administrator.
 */
function check(request: InjectOptions, response: LightMyRequestResponse, checkHidden: boolean) {
  const problems: string[] = [];
  const status = response.statusCode;
  const body = bodyText(response);
  if (status >= 500) problems.push(`status ${status}`);
  // Our own scripts and styles are files of the build, not answers made for this request.
  const type = String(response.headers["content-type"] ?? "");
  if (!/javascript|text\/css|image\/|font\//.test(type)) {
    for (const [name, pattern] of LEAKS) {
      const found = pattern.exec(body);
      if (found)
        problems.push(`${name}: …${body.slice(Math.max(0, found.index - 80), found.index + 120)}…`);
    }
  }
  if (status >= 300 && status < 400 && status !== 304) {
    const location = response.headers.location;
    if (typeof location !== "string") problems.push(`a ${status} without a Location`);
    else if (new URL(location, SITE).host !== new URL(SITE).host) {
      problems.push(`a redirect off the site: ${location}`);
    }
  }
  if (checkHidden) {
    const sent = requestText(request);
    const lower = `${body} ${JSON.stringify(response.headers)}`.toLowerCase();
    for (const item of hidden) {
      const shown = [item.textMarker, item.titleMarker, item.id].filter(
        (word) => lower.includes(word) && (word === item.textMarker || !sent.includes(word)),
      );
      if (shown.length > 0) problems.push(`the ${item.what} shown (${shown.join(", ")})`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${describeRequest(request)}\n→ ${status}\n- ${problems.join("\n- ")}\nanswer: ${body.slice(0, 300)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// Generated requests.

const METHODS = fc.oneof(
  { arbitrary: fc.constant("GET"), weight: 6 },
  { arbitrary: fc.constantFrom("HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), weight: 4 },
  {
    arbitrary: fc.constantFrom("TRACE", "PROPFIND", "SEARCH", "MKCOL", "COPY", "LOCK", "PURGE"),
    weight: 1,
  },
);

const LONG = "a".repeat(3000);
/** Values that broke or could break something somewhere: encodings, numbers, names. */
const ODD_VALUES = [
  "",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "%00",
  "%E0%A4%A",
  "%ZZ",
  "%",
  "%C0%AF",
  "%2e%2e",
  "..",
  "%2F",
  "%5C",
  "'%20OR%201=1--",
  "%22%3E%3Cscript%3E",
  "%F0%9F%98%80",
  "9".repeat(400),
  "1e17",
  "9007199254740993",
  LONG,
  "fr",
  "en",
  "it",
  "xx",
  "EN",
];

/** Text a URL can carry as it is, from the printable ASCII and non-ASCII characters alike. */
const urlText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }).map(encodeURIComponent),
    fc.string({ unit: "grapheme", maxLength }).map(encodeURIComponent),
    fc.string({ unit: "grapheme", maxLength }),
    fc.stringMatching(/^[\w.~!$&'()*+,;=:@%-]{0,40}$/),
  );

/** A value of a path parameter: real ids and slugs (hidden items' too), strangers, garbage. */
const paramValue = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...realIds, ...userIds), weight: 4 },
    { arbitrary: fc.constantFrom(...realSlugs), weight: 2 },
    { arbitrary: fc.uuid().map(String), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_VALUES), weight: 3 },
    {
      arbitrary: fc.constantFrom(...deadPreviews),
      weight: 1,
    },
    { arbitrary: urlText(60), weight: 2 },
  );

const QUERY_KEYS = [
  "lang",
  "page",
  "limite",
  "etat",
  "recherche",
  "categorie",
  "secteur",
  "statut",
  "traite",
  "index",
  "_routes",
  "_data",
  "lang[]",
  "page[0]",
  "__proto__",
  "utm_source",
  "",
];

/** The values each known parameter takes when a client means it, to reach past validation. */
const MEANT_VALUES: Record<string, string[]> = {
  lang: ["fr", "en", "it"],
  page: ["1", "2", "3"],
  limite: ["1", "20", "100"],
  etat: ["brouillon", "planifié", "publié"],
  statut: ["actif", "expiré", "retiré"],
  categorie: ["mines", "aviation", "immobilier", "logistique"],
  secteur: ["mines", "aviation", "immobilier", "logistique"],
  traite: ["true", "false"],
  recherche: ["Élément", "zorbaxqa", "zorbaxqd", "public", "caché"],
};

const queryPair = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(...Object.keys(MEANT_VALUES))
      .chain((key) =>
        fc
          .constantFrom(...(MEANT_VALUES[key] as string[]))
          .map((value) => [key, encodeURIComponent(value)] as const),
      ),
    weight: 3,
  },
  {
    arbitrary: fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), urlText(12)),
      fc.oneof(fc.constantFrom(...ODD_VALUES), urlText(30)),
    ),
    weight: 2,
  },
);

const queryString = () =>
  fc
    .array(queryPair, { maxLength: 5 })
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}` : "",
    );

/** The headers a browser, a bot or an attacker sends, each present or not. */
const headers = (authorizations: fc.Arbitrary<string>) =>
  fc.oneof(
    { arbitrary: authorizations.map((authorization) => ({ authorization })), weight: 1 },
    { arbitrary: someHeaders(authorizations), weight: 3 },
  );

const someHeaders = (authorizations: fc.Arbitrary<string>) =>
  fc.record(
    {
      "user-agent": fc.constantFrom(
        "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
        "Googlebot/2.1 (+http://www.google.com/bot.html)",
        "",
      ),
      cookie: fc.oneof(
        fc.constantFrom(
          "lang=en",
          "lang=it; lang=fr",
          "lang=%E0%A4%A",
          "lang=%",
          'lang="en"',
          "=;;==; ;",
          `lang=${LONG}`,
          "lang=en%00",
          "__proto__=1",
        ),
        fc.string({ maxLength: 60 }).map((value) => `lang=${value.replace(/[;\s]/g, "")}`),
      ),
      "accept-language": fc.oneof(
        fc.constantFrom("en", "it-IT,it;q=0.9", "*", "xx", "en;q=abc", "q=0.5", ";;,,", LONG),
        fc.string({ maxLength: 40 }),
      ),
      accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "garbage/"),
      "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "br;q=0, *", "x"),
      "sec-purpose": fc.constantFrom("prefetch", "prefetch;prerender", "prerender", "%%"),
      host: fc.constantFrom("site.test", "evil.example", "evil.example:8080", "[::1]", "a..b", ""),
      "x-forwarded-host": fc.constantFrom("evil.example", "site.test"),
      "x-forwarded-proto": fc.constantFrom("https", "javascript"),
      origin: fc.constantFrom("https://evil.example", "null", SITE),
      referer: fc.constantFrom("https://evil.example/", "//evil.example", "javascript:alert(1)"),
      "if-none-match": fc.constantFrom("*", 'W/"x"', '"abc", garbage'),
      range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=9-1", "bytes=x"),
      authorization: authorizations,
    },
    { requiredKeys: [] },
  );

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "text/plain",
  "application/octet-stream",
  "application/xml",
  "text/html; charset=x",
  ";;",
];

/** The forms' field names, to reach past the first check of a route. */
const FIELD_NAMES = [
  "titre",
  "contenu",
  "resume",
  "description",
  "motsCles",
  "etat",
  "datePublication",
  "dateExpiration",
  "statut",
  "secteur",
  "annee",
  "categories",
  "categorie",
  "pays",
  "contact",
  "quantiteDisponible",
  "statutLivraison",
  "auteur",
  "oldImages",
  "oldImage",
  "traite",
  "email",
  "motDePasse",
  "nom",
  "prenom",
  "role",
  "telephone",
  "numero",
  "entreprise",
  "tokenRafraichissement",
];

/** A multipart body with `boundary`, fields and maybe a file, possibly cut short. */
const multipartBody = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            "titre[fr]",
            "etat",
            "email",
            "nom",
            "image",
            "motsCles[fr][]",
            ...FIELD_NAMES,
          ),
          urlText(10),
        ),
        fc.string({ maxLength: 40 }),
      ),
      { maxLength: 4 },
    ),
    fc.option(fc.uint8Array({ maxLength: 512 })),
    fc.boolean(),
  )
  .map(([fields, file, cut]) => {
    const parts = fields.map(
      ([name, value]) =>
        `--fuzzB\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    let body = Buffer.from(parts.join(""), "utf8");
    if (file) {
      const head = `--fuzzB\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      body = Buffer.concat([body, Buffer.from(head), Buffer.from(file), Buffer.from("\r\n")]);
    }
    if (!cut) body = Buffer.concat([body, Buffer.from("--fuzzB--\r\n")]);
    return { payload: body, type: "multipart/form-data; boundary=fuzzB" };
  });

/** Values the forms' fields take, meant or odd: dates out of range, numbers, arrays, objects. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "2024-05-01T08:00:00.000Z",
    "0000-01-01",
    "+275760-09-13T00:00:00.000Z",
    "-000001-01-01T00:00:00Z",
    "9999-12-31",
    "2024-02-30",
    "1e20",
    "brouillon",
    "planifié",
    "publié",
    "retiré",
    "mines",
    "administrateur",
    "en cours",
    "[]",
    '["/uploads/x.webp"]',
    "../../etc/passwd",
    "x".repeat(20_000),
  ),
  fc.constantFrom(1e20, -1, 0, 2024, 99999999999, Number.MAX_SAFE_INTEGER, true, null),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.record(
    { fr: fc.string({ maxLength: 30 }), en: fc.anything({ maxDepth: 1 }) },
    { requiredKeys: [] },
  ),
  fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
);

/** A JSON object shaped like one of the forms, its values meant or odd. */
const formJson = fc
  .dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 8 })
  .map((fields) => ({ payload: JSON.stringify(fields), type: "application/json" }));

/** The same as a urlencoded form, with the bracketed names the back office sends. */
const formUrlencoded = fc
  .array(
    fc.tuple(
      fc
        .constantFrom(...FIELD_NAMES)
        .chain((name) =>
          fc.constantFrom(name, `${name}[fr]`, `${name}[en][]`, `${name}.it`, `${name}[]`),
        ),
      fieldValue.map((value) =>
        typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
      ),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => ({
    payload: new URLSearchParams(pairs).toString(),
    type: "application/x-www-form-urlencoded",
  }));

/** A body and the content type it came with (sometimes replaced by another). */
const bodies = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      {
        arbitrary: fc
          .json({ maxDepth: 3 })
          .map((payload) => ({ payload, type: "application/json" })),
        weight: 2,
      },
      {
        arbitrary: fc
          .constantFrom(
            '{"email":"admin@example.com","motDePasse":"x"}',
            '{"tokenRafraichissement":"abc"}',
            '{"traite":true}',
            '{"nom":"Awa","numero":"+221771234567","email":"a@example.com","description":"Bonjour, un entrepôt.","secteur":"mines"}',
            '{"__proto__":{"isAdmin":true}}',
            '{"titre":{"fr":"x"}}',
            '{"a":',
            "null",
            "[]",
            '"'.repeat(10),
          )
          .map((payload) => ({ payload, type: "application/json" })),
        weight: 2,
      },
      {
        arbitrary: queryString().map((query) => ({
          payload: query.slice(1),
          type: "application/x-www-form-urlencoded",
        })),
        weight: 2,
      },
      { arbitrary: multipartBody, weight: 2 },
      { arbitrary: formJson, weight: 3 },
      { arbitrary: formUrlencoded, weight: 2 },
      {
        arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({
          payload: Buffer.from(bytes),
          type: "application/octet-stream",
        })),
        weight: 1,
      },
      // Past the pages' 64 KB limit, and past the API's 1 MB one.
      {
        arbitrary: fc.constantFrom(70_000, 1_100_000).map((size) => ({
          payload: `nom=${"a".repeat(size)}`,
          type: "application/x-www-form-urlencoded",
        })),
        weight: 1,
      },
    ),
    fc.option(fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 30 })), {
      freq: 4,
    }),
  )
  .map(([body, otherType]) =>
    body === undefined ? {} : { payload: body.payload, contentType: otherType ?? body.type },
  );

/** A request as inject takes it; header values Node itself would refuse are left out. */
function request(
  method: string,
  url: string,
  sent: Record<string, string | undefined>,
  body: { payload?: string | Buffer; contentType?: string },
): InjectOptions {
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...sent, "content-type": body.contentType })) {
    // A line break or NUL never reaches the app: Node's HTTP parser refuses the request.
    if (value !== undefined && !/[\r\n\0]/.test(value)) all[name] = value;
  }
  const generated: InjectOptions = {
    method: method as InjectOptions["method"],
    url,
    headers: all,
    payload: body.payload,
  };
  // A counterexample as fast-check prints it: a body of 1 MB would bury the rest.
  return Object.assign(generated, {
    [fc.toStringMethod]: () => describeRequest(generated),
  });
}

/** A request in a line or two: method, address, headers, and the start of its body. */
function describeRequest(sent: InjectOptions): string {
  const payload = sent.payload;
  const text = Buffer.isBuffer(payload) ? payload.toString("latin1") : String(payload ?? "");
  const body =
    payload === undefined
      ? "no body"
      : `body (${text.length} bytes): ${JSON.stringify(text.slice(0, 200))}`;
  return `${sent.method} ${JSON.stringify(sent.url)} headers ${JSON.stringify(sent.headers)} ${body}`;
}

// ---------------------------------------------------------------------------------------
// Paths.

const PAGE_SEGMENTS = [
  ...Object.values(PAGE_PATHS).map((path) => path.slice(1)),
  ...Object.values(DETAIL_PATHS).map((path) => path.slice(1)),
  ...Object.values(NEWSLETTER_TOKEN_PATHS).map((path) => path.slice(1)),
  "newsletter",
  "apercu",
  "admin",
  "admin/connexion",
  "admin/articles/modifier",
  "conseiller",
  "conseiller/biens",
  "sitemap.xml",
  "sitemaps/pages.xml",
  "sitemaps/articles-1.xml",
  "robots.txt",
  "uploads",
  "assets",
  "api",
  "api/v1",
  "api/docs",
  "healthz",
  "readyz",
  "favicon.ico",
  "erreur",
  "CONTACT",
  "Actualites",
];

/** An address of a real page, in a language or none, with a real slug where one goes. */
const realPagePath = () =>
  fc
    .tuple(
      fc.constantFrom("", "", "/en", "/it"),
      fc.oneof(
        { arbitrary: fc.constantFrom(...Object.values(PAGE_PATHS)), weight: 3 },
        {
          arbitrary: fc
            .tuple(
              fc.constantFrom(
                ...Object.values(DETAIL_PATHS),
                ...Object.values(NEWSLETTER_TOKEN_PATHS),
                "/apercu",
              ),
              fc.oneof({ arbitrary: fc.constantFrom(...realSlugs), weight: 2 }, paramValue()),
            )
            .map(([path, value]) => `${path}/${value}`),
          weight: 3,
        },
        fc.constantFrom(
          "/newsletter",
          "/sitemap.xml",
          "/sitemaps/pages.xml",
          "/sitemaps/opportunites-1.xml",
          "/robots.txt",
          "/admin",
          "/admin/connexion",
          "/conseiller/biens",
          "/admin/articles/modifier/x",
          "/uploads/x.webp",
        ),
      ),
      fc.constantFrom("", "", "", "", ".data", "/", "?index"),
      queryString(),
    )
    .map(([prefix, path, suffix, query]) => {
      const url = `${prefix}${prefix && path === "/" ? "" : path}${suffix}`;
      return `${url || "/"}${suffix.startsWith("?") ? query.replace("?", "&") : query}`;
    });

/** A garbled address: the site's words, real and hidden slugs, and everything odd between them. */
const garbledPagePath = () =>
  fc
    .tuple(
      fc.constantFrom(
        "",
        "/en",
        "/it",
        "/fr",
        "/EN",
        "/xx",
        "//evil.example",
        "/\\evil.example",
        "/%2e%2e",
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom("/", "/", "/", "//", "\\", "/./", "/../", "/%2F", "/%5C", "/%2e/", "/\t"),
          fc.oneof(
            { arbitrary: fc.constantFrom(...PAGE_SEGMENTS), weight: 5 },
            { arbitrary: paramValue(), weight: 3 },
          ),
        ),
        { maxLength: 4 },
      ),
      fc.constantFrom("", "", "", "/", ".data", "/.data", "?index", "?_routes=root"),
      queryString(),
      fc.constantFrom("", "", "#x"),
    )
    .map(([prefix, segments, suffix, query, fragment]) => {
      const path = `${prefix}${segments.map(([sep, segment]) => `${sep}${segment}`).join("")}`;
      return `${path || "/"}${suffix}${suffix.startsWith("?") ? query.replace("?", "&") : query}${fragment}`;
    });

const pagePath = () =>
  fc.oneof({ arbitrary: realPagePath(), weight: 3 }, { arbitrary: garbledPagePath(), weight: 2 });

/** An API address: one of its routes, its parameters filled with generated values. */
const apiPath = () =>
  fc
    .tuple(
      fc.constantFrom(...apiRoutes),
      fc.array(paramValue(), { minLength: 3, maxLength: 3 }),
      fc.constantFrom("", "", "", "", "", "", "/", "//x", "/..", ".json", "%00"),
      queryString(),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([[method, template], values, suffix, query, same, same2]) => {
      let index = 0;
      const path = template.replace(/\{[^}]+\}/g, () => values[index++] ?? "");
      return { method: same || same2 ? method : undefined, url: `${path}${suffix}${query}` };
    });

// ---------------------------------------------------------------------------------------
// The properties.

const garbageAuthorization = () =>
  fc.oneof(
    fc.constantFrom(
      "Bearer",
      "Bearer ",
      "Basic YWRtaW46YWRtaW4=",
      "bearer x.y.z",
      `Bearer ${LONG}`,
      "Bearer a b",
    ),
    fc.constantFrom(...deadTokens).map((token) => `Bearer ${token}`),
    fc.string({ maxLength: 60 }).map((value) => `Bearer ${value}`),
  );

function injectable(url: string): boolean {
  try {
    new URL(url.startsWith("//") ? `http://localhost${url}` : url, "http://localhost");
    return true;
  } catch {
    return false;
  }
}

/** Runs a property of requests; `after` runs after each one (to sign in again). */
async function fuzz(
  runs: number,
  arbitrary: fc.Arbitrary<InjectOptions>,
  checkHidden: boolean,
  after: (request: InjectOptions) => Promise<void> = async () => {},
) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (generated) => {
      // inject reads the address with WHATWG's URL parser, which refuses a few (a tab
      // turning `/\t/` into `//`): those never reach the app here, so they do not count.
      fc.pre(injectable(String(generated.url)));
      // Built per run: a token a property refreshes is read when the request is made.
      const response = await app.inject(generated);
      await after(generated);
      check(generated, response, checkHidden);
    }),
    { numRuns: runs, interruptAfterTimeLimit: TIME_LIMIT_MS },
  );
}

const FUZZ_TIMEOUT = 60_000;

describe("fuzzing", () => {
  it("the hidden items exist, and the checks see them where they are shown", async () => {
    // Without this, a property could pass because the items were never made.
    const lists = await Promise.all(
      ["/articles", "/realisations", "/opportunites"].map((path) =>
        app.inject({ url: `${API}${path}/admin/all?limite=100`, headers: authHeader(admin.token) }),
      ),
    );
    for (const item of hidden) {
      const response = lists.find((list) => list.body.includes(item.id));
      expect(response, item.what).toBeDefined();
      expect(() =>
        check({ method: "GET", url: "/" }, response as LightMyRequestResponse, true),
      ).toThrow(item.what);
    }
  });

  it(
    "pages: no 5xx, no stack or SQL, no redirect off the site, no hidden item",
    async () => {
      const arbitrary = fc
        .tuple(METHODS, pagePath(), headers(garbageAuthorization()), bodies)
        .map(([method, url, sent, body]) => request(method, url, sent, body));
      await fuzz(RUNS.pages, arbitrary, true);
    },
    FUZZ_TIMEOUT,
  );

  it(
    "every API route, signed out or as an adviser: the same, and none of another's items",
    async () => {
      const authorization = fc.oneof(garbageAuthorization(), {
        arbitrary: fc.constant("adviser"),
        weight: 2,
      });
      const arbitrary = fc
        .tuple(METHODS, apiPath(), headers(authorization), bodies)
        .map(([method, api, sent, body]) => {
          const generated = request(api.method ?? method, api.url, sent, body);
          // The adviser's token is read when the request is made: signing out renews it.
          if (sent.authorization === "adviser") {
            (generated.headers as Record<string, string>).authorization = `Bearer ${adviser.token}`;
          }
          return generated;
        });
      await fuzz(RUNS.api, arbitrary, true, async (sent) => {
        // A sign-out with the adviser's token ends their session: sign in again.
        if (String(sent.url).includes("deconnexion")) {
          adviser = await login(app, adviser.utilisateur.email, adviserPassword);
        }
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    "every API route and page as an administrator: no 5xx, no stack or SQL, no redirect off the site",
    async () => {
      const authorization = fc.constant("admin");
      const arbitrary = fc
        .tuple(
          METHODS,
          fc.oneof(
            { arbitrary: apiPath(), weight: 3 },
            { arbitrary: pagePath().map((url) => ({ method: undefined, url })), weight: 1 },
          ),
          headers(authorization),
          bodies,
        )
        .map(([method, target, sent, body]) => {
          // Not the administrator's own account: deleting it would end the property's access.
          const url = target.url.replaceAll(adminId, userIds[0] as string);
          const generated = request(target.method ?? method, url, sent, body);
          if (sent.authorization) {
            (generated.headers as Record<string, string>).authorization = `Bearer ${admin.token}`;
          }
          return generated;
        });
      await fuzz(RUNS.admin, arbitrary, false, async (sent) => {
        if (String(sent.url).includes("deconnexion")) admin = await loginAsAdmin(app);
      });
    },
    FUZZ_TIMEOUT,
  );
});
