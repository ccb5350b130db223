import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath } from "../i18n/language.ts";

/**
 * The line under a visitor's form (issue 18): what the data is used for, and a link to the
 * privacy policy in the page's language. `text` is a key of `legal` in domain/i18n/*.json.
 */
export function PrivacyNotice({
  text,
  tone = "light",
}: {
  text: "formData" | "newsletterData";
  tone?: "dark" | "light";
}) {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const colors = tone === "dark" ? "text-white/75" : "text-slate-600";
  const link = tone === "dark" ? "text-white" : "text-brand-700";
  return (
    <p className={`text-xs leading-relaxed ${colors}`}>
      {t(`legal.${text}`)} {t("legal.readMore")}{" "}
      <Link
        to={to(PAGE_PATHS.confidentialite)}
        // The sentence's last words, yet a finger's target on a phone: an inline box's
        // padding makes it 44 px high without spacing the sentence's lines apart.
        className={`py-4 font-medium underline underline-offset-2 ${link}`}
      >
        {t("legal.privacy")}
      </Link>
    </p>
  );
}
