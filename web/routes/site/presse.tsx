import { useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { loadPressPage } from "../../features/press/press.server.ts";
import { PressContact, PressKit, PressReleases } from "../../features/press/press-page.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/presse";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadPressPage(context.get(appContext), request);

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * /presse (issue 32, point 3): the press releases, newest first and paged like the news;
 * the press kit (logos and fact sheet, from /admin/site); the press contact.
 */
export default function PressPage() {
  const { releases, page, total, kit, contact } = useLoaderData<typeof loader>();
  const { t } = useTexts();
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div className="site-container">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("nav.presse")}</h1>
          <p className="mt-3 max-w-3xl text-lg text-white/85">{t("press.intro")}</p>
        </div>
      </section>
      <PressReleases releases={releases} page={page} total={total} />
      <PressKit kit={kit} />
      <PressContact contact={contact} />
    </>
  );
}
