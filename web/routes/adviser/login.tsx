import { ROLES } from "../../../domain/constants.ts";
import { SignInPage } from "../../features/auth/sign-in-page.tsx";
import { ADMIN_PATHS, ADVISER_PATHS } from "../../lib/paths.ts";

export function meta() {
  return [{ title: "Connexion — Espace conseiller" }, { name: "robots", content: "noindex" }];
}

export default function AdviserLogin() {
  return (
    <SignInPage
      heading="Connexion Conseiller"
      role={ROLES.conseiller}
      home={ADVISER_PATHS.dashboard}
      path={ADVISER_PATHS.login}
      // An administrator's account is good for the whole back office: no reason to refuse it.
      otherRole={{ goTo: ADMIN_PATHS.dashboard }}
    />
  );
}
