// The workshop bar on lesson and exercise pages: shown only after the learner has joined a workshop
// (a session in localStorage), so the static site is unchanged for everyone else. It shows the
// current exercise, the instructor's latest message and which exercises are locked, sends Check
// results (summaries, never code) through the offline queue, and shares code only on request.
import { LearnerClient, loadSession, type Session } from './learner.ts';
import { pageLocale, workshopStrings } from './strings.ts';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  // Text nodes only: names, titles and messages are never parsed as HTML.
  e.append(...children);
  return e;
}

/** `/en/exercises/scope-get/` → scope-get. */
export function exerciseOfPath(pathname: string): string | undefined {
  return /^\/(?:en|zh-cn)\/(?:exercises|terminal)\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
}

/** The learner's current files of an exercise: the saved draft, else the files as shipped. */
function currentFiles(exercise: string): Record<string, string> {
  const files: Record<string, string> = {};
  const root = document.querySelector<HTMLElement>(`[data-workspace="${exercise}"]`);
  try {
    const data = JSON.parse(root?.querySelector('script[data-ws-data]')?.textContent ?? '{}') as {
      files?: { path: string; content: string; editable: boolean }[];
    };
    for (const f of data.files ?? []) if (f.editable) files[f.path] = f.content;
  } catch {
    // No workspace data on this page.
  }
  try {
    const progress = JSON.parse(localStorage.getItem('oplab.progress') ?? '{}') as {
      drafts?: Record<string, { files?: Record<string, string> }>;
    };
    for (const [p, text] of Object.entries(progress.drafts?.[exercise]?.files ?? {})) {
      if (typeof text === 'string') files[p] = text;
    }
  } catch {
    // Unreadable progress: the shipped files stand.
  }
  return files;
}

/**
 * The workspace's check event names checks by id; the lesson section of each is linked in the
 * Checks panel it has just rendered. The dashboard links the failing checks to those sections.
 */
function withLessons(detail: unknown, root: Element | null): unknown {
  const d = detail as { checks?: { id?: unknown }[] };
  if (!root || !Array.isArray(d?.checks)) return detail;
  const checks = d.checks.map((c) => {
    if (typeof c?.id !== 'string') return c;
    const a = root.querySelector<HTMLAnchorElement>(`.ws-check[data-check="${CSS.escape(c.id)}"] a[href]`);
    if (!a) return c;
    const url = new URL(a.href);
    return { ...c, lesson: (url.pathname + url.hash).replace(/^\/(?:en|zh-cn)(?=\/)/, '') };
  });
  return { ...d, checks };
}

export function startWorkshopBar(): void {
  let session: Session | undefined;
  try {
    session = loadSession(localStorage);
  } catch {
    return; // storage disabled: no workshop on this browser
  }
  if (!session) return;
  const locale = pageLocale(location.pathname);
  const t = workshopStrings(locale);
  const exercise = exerciseOfPath(location.pathname);
  const bar = el('aside', {
    class: 'oplab-workshop-bar not-content',
    'aria-label': t.workshop,
    'data-workshop-bar': '',
  });
  const anchor = document.querySelector('main') ?? document.body;
  anchor.prepend(bar);
  document.documentElement.dataset.workshop = 'joined';
  let shareNote = '';

  const render = (s: Session, queued: number, online: boolean) => {
    const v = s.view;
    const title = (id: string) => s.titles[id] ?? id;
    const href = (id: string) => `/${locale}${s.paths[id] ?? `/exercises/${id}/`}`;
    const rows: Node[] = [];
    const head = el('p', { class: 'owb-head' }, el('strong', {}, `${t.workshop}: `), v.title);
    if (v.current) {
      head.append(
        ' · ',
        `${t.now}: `,
        el('a', { href: href(v.current), 'data-workshop-current': v.current }, title(v.current)),
      );
    }
    head.append(
      ' ',
      el('button', { type: 'button', class: 'owb-leave', 'data-workshop-leave': '' }, t.leave),
    );
    rows.push(head);
    const list = el('ol', { class: 'owb-exercises' });
    for (const e of v.exercises) {
      const locked = v.locked.includes(e.id);
      const item = el('li', { 'data-exercise': e.id, ...(locked ? { 'data-locked': '' } : {}) });
      item.append(
        el('a', { href: href(e.id), ...(e.id === exercise ? { 'aria-current': 'page' } : {}) }, title(e.id)),
      );
      if (e.minutes) item.append(' ', el('span', { class: 'owb-minutes' }, `(${t.minutes(e.minutes)})`));
      if (locked) item.append(' ', el('span', { class: 'owb-locked' }, `(${t.locked})`));
      list.append(item);
    }
    rows.push(list);
    const last = v.messages[v.messages.length - 1];
    if (last) {
      rows.push(
        el(
          'p',
          { class: 'owb-message', 'data-workshop-message': '' },
          el('strong', {}, `${t.message}: `),
          last.text,
        ),
      );
    }
    if (exercise && v.locked.includes(exercise)) {
      rows.push(el('p', { class: 'owb-warn', 'data-workshop-locked-here': '' }, t.lockedByInstructor));
    }
    if (s.status !== 'ok') {
      rows.push(
        el(
          'p',
          { class: 'owb-warn', 'data-workshop-status': s.status },
          s.status === 'ended' ? t.ended : s.status === 'removed' ? t.removed : t.noSession,
        ),
      );
    } else if (
      exercise &&
      v.exercises.some((e) => e.id === exercise) &&
      document.querySelector(`[data-workspace="${exercise}"]`)
    ) {
      const p = el(
        'p',
        { class: 'owb-share' },
        el('button', { type: 'button', 'data-workshop-share': '' }, t.share),
      );
      if (shareNote) p.append(' ', el('span', { role: 'status' }, shareNote));
      rows.push(p);
    }
    if (queued > 0 && !online)
      rows.push(el('p', { class: 'owb-offline', 'data-workshop-offline': '' }, t.offline(queued)));
    const live = el('div', { 'aria-live': 'polite' });
    live.append(...rows);
    bar.replaceChildren(live);
    // Locked exercises are marked in the sidebar too.
    for (const a of document.querySelectorAll<HTMLAnchorElement>('nav a[href]')) {
      const id = exerciseOfPath(new URL(a.href).pathname);
      if (!id) continue;
      if (v.locked.includes(id)) a.dataset.workshopLocked = '';
      else delete a.dataset.workshopLocked;
    }
  };

  const client = new LearnerClient(session, {
    store: localStorage,
    fetch: fetch.bind(window),
    onChange: render,
  });
  render(session, client.queued(), true);

  bar.addEventListener('click', (ev) => {
    const target = ev.target as HTMLElement;
    if (target.closest('[data-workshop-leave]')) {
      client.leave();
      bar.remove();
      delete document.documentElement.dataset.workshop;
      return;
    }
    if (target.closest('[data-workshop-share]') && exercise) {
      void client.share(exercise, currentFiles(exercise)).then((err) => {
        shareNote = err ? t.shareFailed + err : t.shared;
        render(client.session, client.queued(), client.online);
      });
    }
  });
  document.addEventListener('oplab:check', (ev) =>
    client.checked(withLessons((ev as CustomEvent).detail, ev.target instanceof Element ? ev.target : null)),
  );
  document.addEventListener('click', (ev) => {
    const button = (ev.target as HTMLElement).closest?.('[data-action="hint"]');
    const ws = button?.closest<HTMLElement>('[data-workspace]');
    if (!ws) return;
    // After the workspace has revealed the next hint.
    setTimeout(() => {
      const shown = ws.querySelectorAll('[data-hint]:not([hidden])').length;
      if (shown > 0) client.hint(ws.dataset.workspace ?? '', shown - 1);
    }, 0);
  });
  if (exercise) client.opened(exercise);
  window.addEventListener('online', () => void client.flush());
  void client.refresh();
}
