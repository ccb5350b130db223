import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { ROLES } from "../../../domain/constants.ts";
import { SignInPage } from "../../features/auth/sign-in-page.tsx";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export function meta() {
  return [{ title: "Connexion — Administration" }, { name: "robots", content: "noindex" }];
}

export default function AdminLogin() {
  return (
    <SignInPage
      heading="Connexion administrateur"
      role={ROLES.administrateur}
      home={ADMIN_PATHS.dashboard}
      path={ADMIN_PATHS.login}
      otherRole={{ refuse: AUTH_MESSAGES.administratorsOnly }}
    />
  );
}
