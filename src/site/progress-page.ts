// The progress page: shows what the store holds and exports / imports it as a file. Plain DOM code;
// every value from storage or a file is written with textContent, never as HTML.
import { describeProblem, openProgressStore, type ProgressStore, type SiteLocale } from './progress.ts';

export interface ProgressPageText {
  nothingDone: string;
  noDrafts: string;
  noPlace: string;
  /** `{n} file|{n} files` (singular|plural) or `{n} 个文件`. */
  files: string;
  /** Between the file count and the date, punctuation included: `, saved ` / `，保存于 `. */
  saved: string;
  /** Exercise titles and pages in this page's language, by id. */
  exercises?: Record<string, { title: string; href: string }>;
  /** Page titles in this page's language, by path without the locale (`lessons/status`). */
  places?: Record<string, string>;
  /** `Imported {completed} and {drafts}.`, filled with exercisesDone and draftCount. */
  imported: string;
  exercisesDone?: string;
  draftCount?: string;
  exported: string;
  cleared: string;
  confirmClear: string;
  setAside: string;
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** `{n} file|{n} files`: the singular form for 1, else the plural (one form: used for every n). */
export function countText(pattern: string, n: number): string {
  const [one, many = one] = pattern.split('|');
  return (n === 1 ? one! : many).replaceAll('{n}', String(n));
}

/** The last place read, offered in this page's language when that page exists in it. */
export function placeIn(
  path: string,
  title: string | undefined,
  siteLocale: string,
  places: Record<string, string>,
): { href: string; title: string } {
  const m = /^\/(?:en|zh-cn)\/(.+?)\/?$/.exec(path);
  const key = m?.[1];
  if (key !== undefined && places[key] !== undefined)
    return { href: `/${siteLocale}/${key}/`, title: places[key] };
  return { href: path, title: title ?? path };
}

function fill(list: HTMLElement, items: HTMLElement[], empty: string): void {
  list.replaceChildren(...(items.length > 0 ? items : [el(list.ownerDocument, 'li', empty)]));
}

export function mountProgressPage(
  root: HTMLElement,
  locale: SiteLocale,
  text: ProgressPageText,
): ProgressStore {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const store = openProgressStore(win.localStorage);
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  const status = q<HTMLElement>('[data-progress-status]');
  const alert = q<HTMLElement>('[data-progress-error]');
  const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const say = (message: string) => {
    alert.textContent = '';
    status.textContent = message;
  };
  const fail = (message: string) => {
    status.textContent = '';
    alert.textContent = message;
  };

  /** An exercise by its title, linked to its page; an id this site does not know stays an id. */
  function exerciseLink(id: string): HTMLElement {
    const known = text.exercises?.[id];
    if (known === undefined) return el(doc, 'code', id);
    const a = el(doc, 'a', known.title);
    a.href = known.href;
    return a;
  }

  function render(): void {
    const p = store.read();
    const placeEl = q<HTMLElement>('[data-progress-place]');
    if (p.lastPlace) {
      const siteLocale = locale === 'zh-CN' ? 'zh-cn' : 'en';
      const place = placeIn(p.lastPlace.path, p.lastPlace.title, siteLocale, text.places ?? {});
      const a = el(doc, 'a', place.title);
      // Links stay on this site: only paths inside the locale trees are accepted by the schema's shape.
      a.href = place.href + (p.lastPlace.section ? `#${p.lastPlace.section}` : '');
      placeEl.replaceChildren(a);
    } else {
      placeEl.textContent = text.noPlace;
    }
    fill(
      q('[data-progress-done]'),
      Object.entries(p.completed)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, c]) => {
          const li = el(doc, 'li');
          li.dataset.exercise = id;
          li.append(exerciseLink(id), ` — ${dateFmt.format(new Date(c.at))}`);
          return li;
        }),
      text.nothingDone,
    );
    fill(
      q('[data-progress-drafts]'),
      Object.entries(p.drafts)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, d]) => {
          const li = el(doc, 'li');
          li.dataset.exercise = id;
          const n = Object.keys(d.files).length;
          li.append(
            exerciseLink(id),
            ` — ${countText(text.files, n)}${text.saved}${dateFmt.format(new Date(d.savedAt))}`,
          );
          return li;
        }),
      text.noDrafts,
    );
  }

  if (store.loadProblem) fail(`${describeProblem(store.loadProblem, locale)} ${text.setAside}`);
  render();

  q<HTMLButtonElement>('[data-progress-export]').addEventListener('click', () => {
    const file = store.exportFile();
    const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
    const a = el(doc, 'a');
    a.href = url;
    a.download = file.name;
    doc.body.append(a);
    a.click();
    a.remove();
    win.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    say(`${text.exported} ${file.name}`);
  });

  const input = q<HTMLInputElement>('[data-progress-import]');
  input.addEventListener('change', async () => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    const mode = q<HTMLInputElement>('[data-progress-replace]').checked ? 'replace' : 'merge';
    const result = store.importFile(await chosen.text(), mode);
    input.value = '';
    if (!result.ok) {
      fail(describeProblem(result.problem, locale));
      return;
    }
    render();
    say(
      text.imported
        .replace('{completed}', countText(text.exercisesDone ?? '{n}', result.summary.completed))
        .replace('{drafts}', countText(text.draftCount ?? '{n}', result.summary.drafts)),
    );
  });

  q<HTMLButtonElement>('[data-progress-clear]').addEventListener('click', () => {
    if (!win.confirm(text.confirmClear)) return;
    const result = store.reset();
    if (!result.ok) return fail(describeProblem(result.problem, locale));
    render();
    say(text.cleared);
  });

  root.dataset.ready = 'true';
  return store;
}
