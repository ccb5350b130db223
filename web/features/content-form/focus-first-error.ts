const pathOf = (element: Element) =>
  element.getAttribute("name") ?? element.closest("[data-field]")?.getAttribute("data-field") ?? "";

/**
 * Brings the first invalid field of `form` into view and focuses it once the errors show,
 * the fields ranked by `rank` (a field path such as `titre.en`, or the `data-field` of its
 * wrapper, to its place in the domain's order of checks). A field in a hidden language
 * panel gets its tab chosen first.
 */
export function focusFirstError(form: HTMLFormElement, rank: (path: string) => number): void {
  requestAnimationFrame(() => {
    const invalid = Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
    const first = invalid.sort((a, b) => rank(pathOf(a)) - rank(pathOf(b)))[0];
    if (!first) return;
    const panel = first.closest<HTMLElement>('[role="tabpanel"]');
    if (panel?.hidden)
      document.getElementById(panel.getAttribute("aria-labelledby") ?? "")?.click();
    requestAnimationFrame(() => {
      first.scrollIntoView({ block: "center" });
      first.focus({ preventScroll: true });
    });
  });
}
