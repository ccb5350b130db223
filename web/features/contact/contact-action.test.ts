import { describe, expect, test, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../../domain/constants.ts";
import type { AppLoadContext, FormOutcome } from "../../lib/app-context.ts";
import { sendContactForm } from "./contact-action.ts";

const posted = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost/mines", { method: "POST", body });
};

function appAnswering(outcome: FormOutcome) {
  const send = vi.fn(async (_fields: Record<string, string>) => outcome);
  return { send, app: { contact: { send } } as unknown as AppLoadContext };
}

const typed = {
  nom: "Moussa Keita",
  numero: "+223 76 00 00 00",
  email: "moussa@example.com",
  secteur: "mines",
  description: "Une étude de faisabilité à Sadiola.",
};

describe("sendContactForm: the pages' contact action", () => {
  test("hands every posted field to the server and answers its success, with the sector written to", async () => {
    const { send, app } = appAnswering({ ok: true, message: "Message envoyé." });
    const result = await sendContactForm(posted({ ...typed, [HONEYPOT_FIELD]: "" }), app);
    expect(send).toHaveBeenCalledWith({ ...typed, [HONEYPOT_FIELD]: "" });
    // The sector, whose reply-time promise the thanks repeat (issue 20).
    expect(result.data).toEqual({ ok: true, message: "Message envoyé.", secteur: typed.secteur });
    expect(result.init?.status).toBeUndefined();
  });

  test("a refusal keeps its status and what was typed, without the honeypot", async () => {
    const refusal: FormOutcome = {
      ok: false,
      status: 429,
      message: "Trop de messages envoyés. Réessayez dans 15 minutes.",
      erreurs: [],
    };
    const { app } = appAnswering(refusal);
    const result = await sendContactForm(posted({ ...typed, [HONEYPOT_FIELD]: "x" }), app);
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({ ...refusal, values: typed });
  });
});
