// Marks finished exercises in the sidebar (as Go Tour and Exercism do): a ✓ after each exercise
// link whose id the progress store lists as completed. Read without the store's code (every page
// ships this), tolerant of anything unexpected in storage: no mark is better than a broken page.

/** Must equal STORAGE_KEY in progress.ts (checked by test/site/sidebar-done.test.ts). */
export const PROGRESS_KEY = 'oplab.progress';

/** Exercise ids completed according to the stored progress document (empty when unreadable). */
export function completedIds(raw: string | null): Set<string> {
  if (raw === null) return new Set();
  try {
    const doc = JSON.parse(raw) as { completed?: unknown };
    const c = doc.completed;
    if (c === null || typeof c !== 'object' || Array.isArray(c)) return new Set();
    return new Set(Object.keys(c).filter((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)));
  } catch {
    return new Set();
  }
}

/** The exercise id a sidebar link points at (`/en/exercises/scope-get/`, `/zh-cn/terminal/gomod-proxy/`). */
export function exerciseIdOf(href: string): string | undefined {
  return /^\/(?:en|zh-cn)\/(?:exercises|terminal)\/([a-z0-9-]+)\/?$/.exec(href)?.[1];
}

/** `label` is the mark's tooltip (`done`), `spoken` what a screen reader hears after the link (` (done)`). */
export function markDoneInSidebar(
  doc: Document,
  storage: Pick<Storage, 'getItem'>,
  label: string,
  spoken: string,
): void {
  let raw: string | null = null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
  } catch {
    return;
  }
  const done = completedIds(raw);
  if (done.size === 0) return;
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('nav.sidebar a[href]')) {
    const id = exerciseIdOf(a.getAttribute('href') ?? '');
    if (id === undefined || !done.has(id) || a.querySelector('.oplab-done')) continue;
    const mark = doc.createElement('span');
    mark.className = 'oplab-done';
    mark.textContent = '✓';
    mark.title = label;
    const sr = doc.createElement('span');
    sr.className = 'sr-only';
    sr.textContent = spoken;
    a.dataset.done = 'true';
    a.append(mark, sr);
  }
}
