import { data } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";

/**
 * An address under a back-office area that names no screen: a real 404, shown in the
 * area's frame by its error boundary with a link to its dashboard, not the public site's
 * "page not found" (which would also drop the session's frame).
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const ErrorBoundary = ScreenErrorBoundary;

export default function BackOfficeNotFound() {
  return null;
}
