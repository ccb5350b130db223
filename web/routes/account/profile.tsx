import { OWN_KEYS_LOAD_FAILED, PasskeysSection } from "../../features/account/passkeys-section.tsx";
import {
  ChangePasswordForm,
  OwnProfileForm,
  ProfileSection,
} from "../../features/account/profile-forms.tsx";
import { useSession } from "../../features/auth/session.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { readApi } from "../../lib/back-office-client.ts";
import type { Route } from "./+types/profile";

export function meta() {
  return [{ title: "Mon profil" }, { name: "robots", content: "noindex" }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * One's passkeys (GET /auth/cles), read in the browser (the token lives there), not
 * awaited: the forms show at once. The name and phone come from the session, already read.
 */
export function clientLoader() {
  return { keys: readApi("/auth/cles", {}, OWN_KEYS_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * 'Mon profil' of both areas (issue 18): one's own name, phone and password, and the
 * passkeys that sign in without one. The area's layout has already checked the session.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Mon profil</h1>
      <ProfileSection heading="Mes informations">
        <OwnProfileForm user={user} />
      </ProfileSection>
      <ProfileSection heading="Mot de passe">
        <ChangePasswordForm />
      </ProfileSection>
      <ProfileSection heading="Clés d'accès">
        <PasskeysSection keys={loaderData.keys} />
      </ProfileSection>
    </div>
  );
}
