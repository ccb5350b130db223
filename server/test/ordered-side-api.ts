// The set-up of an ordered side type's API tests (the people, the references: ADRs 058,
// 064), shared so that both are tested from the same footing: an app with an
// administrator and an adviser, each test starting with an empty table the public reads
// know is empty, and the calls every test makes.

import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { beforeEach, expect } from "vitest";
import type { ManualClock } from "../lib/clock.ts";
import { invalidatePublicPages } from "../lib/public-cache.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "./test-app.ts";

export interface OrderedSideTestApp {
  app: FastifyInstance;
  admin: Session;
  adviser: Session;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

export function withOrderedSideApp<Public, Staff>(options: {
  /** `/personnes`, `/references`. */
  path: string;
  table: PgTable;
  createdMessage: string;
  /** What the file's tests need beside (its images, its library's pictures). */
  setUp?: (test: OrderedSideTestApp) => unknown;
}) {
  let test: OrderedSideTestApp;
  withTestApp(async (app) => {
    const admin = await loginAsAdmin(app);
    test = { app, admin, adviser: await signedInConseiller(app, admin.token) };
    await options.setUp?.(test);
  });

  beforeEach(async () => {
    // Each test starts with none, and the public reads know it.
    await test.app.services.db.delete(options.table);
    await invalidatePublicPages(test.app.services.db);
  });

  const clock = () => test.app.services.clock as ManualClock;

  function call(method: Method, url: string, token?: string, payload?: unknown) {
    return test.app.inject({
      method,
      url: `${API}${url}`,
      headers: token ? authHeader(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Adds one as the administrator, and checks the answer says so. */
  async function create(body: Record<string, unknown>): Promise<Staff> {
    const response = await call("POST", options.path, test.admin.token, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(options.createdMessage);
    return response.json<{ data: Staff }>().data;
  }

  /** The public list in one language, as a reader gets it after the last write. */
  async function publicList(lang = "fr"): Promise<Public[]> {
    // A write bumps the content version; the public cache trusts its version for 1 s.
    clock().advance(1_001);
    const response = await call("GET", `${options.path}?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Public[] }>().data;
  }

  return { clock, call, create, publicList };
}
