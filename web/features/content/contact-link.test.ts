import { describe, expect, it } from "vitest";
import { contactHref } from "./contact-link.ts";

describe("an opportunity's contact as a link", () => {
  it.each([
    ["cargo@example.com", "mailto:cargo@example.com"],
    ["  mines@example.com ", "mailto:mines@example.com"],
    ["+224 622 45 67 89", "tel:+224622456789"],
    ["+223 20-22-33-44", "tel:+22320223344"],
    ["(0)33 869 00 00", "tel:0338690000"],
  ])("%s → %s", (contact, href) => {
    expect(contactHref(contact)).toBe(href);
  });

  it.each([
    "Service commercial",
    "M. Diallo, +221 77 123 45 67",
    "12 34",
    "+1 234 567 890 123 456 7",
    "mailto:x@example.com ou +221 77",
    "",
  ])("leaves %j as text", (contact) => {
    expect(contactHref(contact)).toBeUndefined();
  });
});
