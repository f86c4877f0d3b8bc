// Where the reader is on a page: the section heading at or above the top of the viewport.
// Used to keep the place when switching language and to remember the last place read.

/** Section anchors (`## Heading {#anchor}`) are lowercase ASCII words joined by hyphens in every locale. */
export const anchorPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Headings with an id inside the page's Markdown content, in document order. */
function sectionHeadings(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('.sl-markdown-content :is(h2, h3)[id]')];
}

/**
 * The id of the last heading whose top has scrolled to within `offset` px of the viewport top, or
 * undefined at the top of the page. `scrollY` is passed so callers and tests agree on the position.
 */
export function currentSectionId(doc: Document, scrollY: number, offset = 96): string | undefined {
  if (scrollY <= 0) return undefined;
  let current: string | undefined;
  for (const heading of sectionHeadings(doc)) {
    if (heading.getBoundingClientRect().top <= offset) current = heading.id;
    else break;
  }
  return current;
}
