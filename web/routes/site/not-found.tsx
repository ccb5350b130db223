import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";

export function loader() {
  // The catch-all answers 404, not 200, so crawlers and caches treat it as missing.
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page introuvable" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600">{t("notFound.text")}</p>
      <Link
        to="/"
        className="rounded bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t("notFound.back")}
      </Link>
    </section>
  );
}
