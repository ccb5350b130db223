import { describe, expect, it } from "vitest";
import { RETURN_PARAM, safeReturnPath, signInPathFor } from "./return-path.ts";

const ADMIN = { area: "/admin", signInPath: "/admin/connexion" };
const ADVISER = { area: "/conseiller", signInPath: "/conseiller/connexion" };

describe("safeReturnPath", () => {
  it("keeps a page of the area, with its query and fragment", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/articles",
      "/admin/articles?etat=brouillon",
      "/admin/articles?recherche=b%C3%A9ton&page=2",
      "/admin/articles?recherche=a%2Fb",
      "/admin/opportunites/modifier/0b6f3c9e-2d4a-4f1b-9c8d-7e6a5b4c3d2e",
      "/admin/journal#haut",
    ]) {
      expect(safeReturnPath(path, ADMIN), path).toBe(path);
    }
    expect(safeReturnPath("/conseiller/opportunites?statut=actif", ADVISER)).toBe(
      "/conseiller/opportunites?statut=actif",
    );
  });

  it("refuses nothing at all", () => {
    expect(safeReturnPath(null, ADMIN)).toBeNull();
    expect(safeReturnPath(undefined, ADMIN)).toBeNull();
    expect(safeReturnPath("", ADMIN)).toBeNull();
  });

  it("refuses another site, however it is written", () => {
    for (const path of [
      "//evil.example",
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example/admin",
      "https://evil.example/admin",
      "http:/admin",
      "javascript:alert(1)",
      "JavaScript:alert(1)//admin",
      "data:text/html,<script>alert(1)</script>",
      "evil.example/admin",
      "admin/articles",
    ]) {
      expect(safeReturnPath(path, ADMIN), path).toBeNull();
    }
  });

  it("refuses percent-encoded slashes, backslashes and control characters in the path", () => {
    for (const path of [
      "/%2F%2Fevil.example",
      "/%2f%2fevil.example",
      "/%5Cevil.example",
      "/%5cevil.example",
      "/admin/%2F%2Fevil.example",
      "/admin/%5C%5Cevil.example",
      "/admin/articles%00",
      "/admin/articles%0a",
      "/admin/%7F",
    ]) {
      expect(safeReturnPath(path, ADMIN), path).toBeNull();
    }
  });

  it("refuses control characters, tabs, newlines and spaces anywhere", () => {
    for (const path of [
      "/admin/articles\u0000",
      "/admin/\tarticles",
      "/\t/evil.example",
      "/admin/articles\n",
      "/\n/evil.example",
      "/admin/articles\r\nSet-Cookie: x=1",
      "/admin/articles?etat=brouillon\u007f",
      "/admin/articles?etat= brouillon",
      " /admin/articles",
      "/admin/articlés",
      "/admin/articles\u2028",
    ]) {
      expect(safeReturnPath(path, ADMIN), JSON.stringify(path)).toBeNull();
    }
  });

  it("refuses pages outside the area, climbing out included", () => {
    for (const path of [
      "/",
      "/contact",
      "/administration",
      "/admin-evil",
      "/conseiller/articles",
      "/admin/../contact",
      "/admin/%2e%2e/contact",
      "/admin/%2E%2E/%2E%2E/contact",
      "/admin/./articles",
      "/admin/articles/../../contact",
    ]) {
      expect(safeReturnPath(path, ADMIN), path).toBeNull();
    }
    expect(safeReturnPath("/admin/articles", ADVISER)).toBeNull();
  });

  it("refuses the sign-in page itself", () => {
    for (const path of [
      "/admin/connexion",
      "/admin/connexion/",
      "/admin/connexion?suite=%2Fadmin",
      "/admin/connexion#x",
    ]) {
      expect(safeReturnPath(path, ADMIN), path).toBeNull();
    }
    expect(safeReturnPath("/conseiller/connexion", ADVISER)).toBeNull();
  });

  it("refuses an address longer than any of ours", () => {
    expect(safeReturnPath(`/admin/articles?recherche=${"a".repeat(3000)}`, ADMIN)).toBeNull();
  });
});

describe("signInPathFor", () => {
  it("carries the page asked for, which the sign-in page reads back unchanged", () => {
    const requested = "/admin/articles?etat=brouillon&recherche=a%26b";
    const address = new URL(signInPathFor("/admin/connexion", requested), "https://x.invalid");
    expect(address.pathname).toBe("/admin/connexion");
    const carried = address.searchParams.get(RETURN_PARAM);
    expect(carried).toBe(requested);
    expect(safeReturnPath(carried, ADMIN)).toBe(requested);
  });
});
