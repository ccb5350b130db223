import type { AppLoadContext } from "#app-context";
import { STRIP_GROUPS } from "../../../domain/references.ts";
import type { StripLogo } from "./logo-strip.tsx";

/**
 * The group's references as the public pages show them (issue 32, point 4): the
 * certifications of /engagements, and the partners then the clients of the logo strip
 * (home, about, engagements). Only those with a logo join the strip: it is a strip of logos.
 */
export async function pageReferences(app: Pick<AppLoadContext, "references">) {
  const references = await app.references();
  const strip: StripLogo[] = references.flatMap(({ _id, nom, lien, logo, groupe }) =>
    STRIP_GROUPS.includes(groupe) && logo ? [{ _id, nom, lien, logo }] : [],
  );
  const certifications = references.filter((one) => one.groupe === "certification");
  return { strip, certifications };
}
