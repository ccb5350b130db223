import type { ReactNode } from "react";
import { BrandMark } from "../site/brand-mark.tsx";
import { useSiteSettings } from "../site/site-settings.ts";

/**
 * A back-office page outside the guarded areas (sign-in, forgotten password): one card,
 * under the brand's logo as the public site's header shows it (its name as the logo's
 * alternative text; the name itself while no logo is uploaded).
 */
export function StaffCard({ heading, children }: { heading: string; children: ReactNode }) {
  const site = useSiteSettings();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-8">
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-6 shadow">
        <div className="flex justify-center pb-2 text-xl text-brand-900">
          <BrandMark site={site} />
        </div>
        <h1 className="text-xl font-semibold">{heading}</h1>
        {children}
      </div>
    </main>
  );
}

/** A success message (role=status), the counterpart of form-field.tsx's Alert. */
export function Notice({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      {message}
    </p>
  );
}
