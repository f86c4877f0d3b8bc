// The join and create-workshop pages.
import type { LearnerView } from '../model.ts';
import { type Session, saveSession } from './learner.ts';
import { workshopStrings } from './strings.ts';

interface CatalogItem {
  id: string;
  title: string;
  path: string;
}

function catalog(): CatalogItem[] {
  try {
    return JSON.parse(
      document.querySelector('script[data-workshop-catalog]')?.textContent ?? '[]',
    ) as CatalogItem[];
  } catch {
    return [];
  }
}

/** POSTs JSON; a missing server (a plain static host) is told apart from a refusal. */
async function post(
  path: string,
  body: unknown,
): Promise<{ ok: true; json: any } | { ok: false; message: string; noServer: boolean }> {
  let r: Response;
  try {
    r = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch (err) {
    return { ok: false, message: (err as Error).message, noServer: true };
  }
  const json = (await r.json().catch(() => undefined)) as { message?: string } | undefined;
  if (r.ok && json) return { ok: true, json };
  if (!json) return { ok: false, message: `HTTP ${r.status}`, noServer: true };
  return { ok: false, message: json.message ?? `HTTP ${r.status}`, noServer: false };
}

export function startJoinPage(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-workshop-join]');
  if (!form) return;
  const locale = form.dataset.locale ?? 'en';
  const t = workshopStrings(locale);
  const error = form.querySelector<HTMLElement>('[data-workshop-error]')!;
  const items = catalog();
  const code = new URLSearchParams(location.search).get('code');
  if (code) (form.elements.namedItem('code') as HTMLInputElement).value = code;
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    error.textContent = '';
    const data = new FormData(form);
    const r = await post('/api/join', {
      code: String(data.get('code') ?? ''),
      name: String(data.get('name') ?? ''),
    });
    if (!r.ok) {
      error.textContent = r.noServer ? t.noServer : t.joinFailed + r.message;
      return;
    }
    const view = r.json.view as LearnerView;
    const session: Session = {
      view,
      titles: Object.fromEntries(items.map((i) => [i.id, i.title])),
      paths: Object.fromEntries(items.map((i) => [i.id, i.path])),
      status: 'ok',
    };
    saveSession(localStorage, session);
    const first = view.current ?? view.exercises[0]?.id;
    location.assign(first ? `/${locale}${session.paths[first] ?? `/exercises/${first}/`}` : `/${locale}/`);
  });
}

export function startNewPage(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-workshop-new]');
  if (!form) return;
  const t = workshopStrings(form.dataset.locale ?? 'en');
  const error = form.querySelector<HTMLElement>('[data-workshop-error]')!;
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    error.textContent = '';
    const data = new FormData(form);
    const exercises = data.getAll('exercise').map((v) => {
      const id = String(v);
      const m = Number(data.get(`minutes-${id}`) || 0);
      return m > 0 ? { id, minutes: m } : { id };
    });
    const r = await post('/api/workshops', {
      title: String(data.get('title') ?? ''),
      locale: String(data.get('locale') ?? 'en'),
      exercises,
    });
    if (!r.ok) {
      error.textContent = r.noServer ? t.noServer : t.createFailed + r.message;
      return;
    }
    const created = document.querySelector<HTMLElement>('[data-workshop-created]')!;
    const code = String(r.json.joinCode);
    created.querySelector('[data-join-code]')!.textContent = `${code.slice(0, 4)}-${code.slice(4)}`;
    const link = new URL(String(r.json.instructorPath), location.href).href;
    const a = created.querySelector<HTMLAnchorElement>('[data-instructor-link]')!;
    a.href = link;
    a.textContent = link;
    created.querySelector<HTMLAnchorElement>('[data-open-dashboard]')!.href = link;
    form.hidden = true;
    created.hidden = false;
  });
}
