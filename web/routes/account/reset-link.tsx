import { redirect } from "react-router";
import { appContext } from "#app-context";
import { accountPathsOf, staffAreaOf } from "../../features/account/area.ts";
import { keepResetToken } from "../../features/account/reset-cookie.ts";
import type { Route } from "./+types/reset-link";

/**
 * The link of a reset mail, `/admin/nouveau-mot-de-passe/{jeton}`: the token goes into a
 * cookie for the reset page, which the browser opens instead (web/features/account/
 * reset-cookie.ts). No Referer ever carries this address.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { publicUrl } = context.get(appContext);
  throw redirect(accountPathsOf(pathname).reset, {
    status: 303,
    headers: {
      "Set-Cookie": keepResetToken(params.jeton, staffAreaOf(pathname), publicUrl),
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
}
