// Placeholder, replaced by the public site's page (issue 7).
export default function Page() {
  return null;
}
