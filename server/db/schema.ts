import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Localized, Role, UserStatus } from "../../domain/constants.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    prenom: text("prenom").notNull(),
    nom: text("nom").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    role: text("role").$type<Role>().notNull(),
    statut: text("statut").$type<UserStatus>().notNull().default("actif"),
    passwordHash: text("password_hash").notNull(),
    // Bumped whenever the user's sessions must end (deactivation, password change):
    // access tokens carry the version they were issued under.
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are stored lower-cased; the index keeps them unique under concurrent writes.
    uniqueIndex("users_email_unique").on(t.email),
    index("users_role_statut_idx").on(t.role, t.statut),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Every token issued by rotation from one sign-in shares the family: a reused token
    // revokes the family, ending the session of whoever stole it as well.
    familyId: uuid("family_id").notNull(),
    // SHA-256 of the token: a leaked database does not leak live sessions.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

export const sectors = pgTable("sectors", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  nom: jsonb("nom").$type<Localized>().notNull(),
  slug: jsonb("slug").$type<Localized>().notNull(),
  position: integer("position").notNull(),
});

/** Fixed-window counters for rate limits, shared by every instance through the database. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_counters_window_idx").on(t.windowStart),
  ],
);

export type UserRow = typeof users.$inferSelect;
