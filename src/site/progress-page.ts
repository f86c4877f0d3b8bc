// The progress page: shows what the store holds and exports / imports it as a file. Plain DOM code;
// every value from storage or a file is written with textContent, never as HTML.
import { describeProblem, openProgressStore, type ProgressStore, type SiteLocale } from './progress.ts';

export interface ProgressPageText {
  nothingDone: string;
  noDrafts: string;
  noPlace: string;
  files: string;
  saved: string;
  imported: string;
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

  function render(): void {
    const p = store.read();
    const place = q<HTMLElement>('[data-progress-place]');
    if (p.lastPlace) {
      const a = el(doc, 'a', p.lastPlace.title ?? p.lastPlace.path);
      // Links stay on this site: only paths inside the locale trees are accepted by the schema's shape.
      a.href = p.lastPlace.path + (p.lastPlace.section ? `#${p.lastPlace.section}` : '');
      place.replaceChildren(a);
    } else {
      place.textContent = text.noPlace;
    }
    fill(
      q('[data-progress-done]'),
      Object.entries(p.completed)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, c]) => {
          const li = el(doc, 'li');
          li.append(el(doc, 'code', id), ` — ${dateFmt.format(new Date(c.at))}`);
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
          const n = Object.keys(d.files).length;
          li.append(
            el(doc, 'code', id),
            ` — ${n} ${text.files}, ${text.saved} ${dateFmt.format(new Date(d.savedAt))}`,
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
        .replace('{completed}', String(result.summary.completed))
        .replace('{drafts}', String(result.summary.drafts)),
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
