import { appContext } from "#app-context";
import type { Route } from "./+types/robots";

/** `/robots.txt`: the back office and the API stay out of indexes; the sitemap is named. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /conseiller",
    "Disallow: /api",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
