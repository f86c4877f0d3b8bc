// The instructor's dashboard: a snapshot from the API, then every event live over SSE, folded with
// the same code as the server (model.ts). The browser's EventSource reconnects by itself with
// Last-Event-ID, so a server restart costs a moment of "reconnecting", not a reload.
import {
  applyEvent,
  type Cell,
  commonFailures,
  type DashboardState,
  DEFAULT_STUCK,
  type StoredEvent,
  type StuckRule,
  stuckLearners,
  timeSpentMs,
} from '../model.ts';
import { type WorkshopStrings, workshopStrings } from './strings.ts';

interface CatalogItem {
  id: string;
  title: string;
  path: string;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children); // text, never HTML: learner names are shown as typed
  return e;
}

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

async function api(path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const r = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json().catch(() => ({})) };
}

export function startDashboard(): void {
  const root = document.querySelector<HTMLElement>('[data-workshop-dashboard]');
  if (!root) return;
  const locale = root.dataset.locale ?? 'en';
  const t = workshopStrings(locale);
  const catalog = new Map<string, CatalogItem>();
  try {
    const items = JSON.parse(
      document.querySelector('script[data-workshop-catalog]')?.textContent ?? '[]',
    ) as CatalogItem[];
    for (const i of items) catalog.set(i.id, i);
  } catch {
    // Titles fall back to ids.
  }
  const status = root.querySelector<HTMLElement>('[data-dashboard-status]')!;
  void (async () => {
    const token = location.hash.slice(1);
    if (token.startsWith('oi_')) {
      let r: { status: number; json: any };
      try {
        r = await api('/api/instructor/session', { token });
      } catch {
        status.textContent = t.noServer;
        return;
      }
      if (r.status !== 200) {
        status.textContent = r.json?.message ? `${t.signInFailed} (${r.json.message})` : t.noServer;
        return;
      }
      // The token is in an HttpOnly cookie now; keep it off the screen (projectors) and history.
      history.replaceState(null, '', location.pathname);
    }
    const dash = new Dashboard(root, t, catalog, locale);
    await dash.load();
  })();
}

class Dashboard {
  private state: DashboardState | undefined;
  private rule: StuckRule = DEFAULT_STUCK;
  private skew = 0;
  private source: EventSource | undefined;
  private live: 'live' | 'reconnecting' = 'reconnecting';
  private pending = false;
  private codeView: HTMLElement | undefined;
  private broadcast: HTMLFormElement | undefined;
  private readonly root: HTMLElement;
  private readonly t: WorkshopStrings;
  private readonly catalog: Map<string, CatalogItem>;
  private readonly locale: string;

  constructor(root: HTMLElement, t: WorkshopStrings, catalog: Map<string, CatalogItem>, locale: string) {
    this.root = root;
    this.t = t;
    this.catalog = catalog;
    this.locale = locale;
    root.addEventListener('click', (ev) => void this.click(ev));
    root.addEventListener('submit', (ev) => void this.submit(ev));
    setInterval(() => this.schedule(), 15_000); // "no progress for T minutes" moves with the clock
  }

  private status(text: string): void {
    this.root.replaceChildren(el('p', { 'data-dashboard-status': '' }, text));
  }

  async load(): Promise<void> {
    let r: { status: number; json: any };
    try {
      r = await api('/api/instructor/dashboard');
    } catch {
      this.live = 'reconnecting';
      setTimeout(() => void this.load(), 2000);
      this.schedule();
      return;
    }
    if (r.status === 401) {
      this.status(this.t.noSession);
      return;
    }
    if (r.status !== 200) {
      setTimeout(() => void this.load(), 2000);
      return;
    }
    // Keep what we have if the snapshot is older (another server behind a balancer lagging).
    if (!this.state || r.json.state.lastSeq >= this.state.lastSeq)
      this.state = r.json.state as DashboardState;
    this.rule = r.json.stuck ?? DEFAULT_STUCK;
    this.skew = Number(r.json.now) - Date.now();
    this.follow();
    this.render();
  }

  private follow(): void {
    if (this.source || !this.state) return;
    const es = new EventSource(`/api/instructor/stream?after=${this.state.lastSeq}`);
    this.source = es;
    es.onopen = () => {
      this.live = 'live';
      this.schedule();
    };
    es.onmessage = (m) => {
      if (!this.state) return;
      try {
        applyEvent(this.state, JSON.parse(m.data) as StoredEvent);
      } catch {
        return;
      }
      this.schedule();
    };
    es.onerror = () => {
      this.live = 'reconnecting';
      this.schedule();
      if (es.readyState === 2) {
        // Refused (not a network error): start again from a fresh snapshot.
        this.source = undefined;
        setTimeout(() => void this.load(), 2000);
      }
    };
  }

  private schedule(): void {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.render();
    });
  }

  private title(id: string): string {
    return this.catalog.get(id)?.title ?? id;
  }

  private render(): void {
    const s = this.state;
    if (!s) return;
    const t = this.t;
    const now = Date.now() + this.skew;
    const ended = s.endedAt !== undefined;
    const stuck = stuckLearners(s, now, this.rule);
    const stuckCells = new Set(stuck.map((x) => `${x.learner}/${x.exercise}`));
    const learners = s.order.map((id) => s.learners[id]!).filter((l) => !l.removed);

    const top = el(
      'div',
      { class: 'owd-top' },
      el('h2', { 'data-dashboard-title': '' }, s.title),
      el(
        'span',
        {},
        `${t.joinCode}: `,
        el(
          'strong',
          { class: 'owp-code', 'data-dashboard-code': s.joinCode },
          `${s.joinCode.slice(0, 4)}-${s.joinCode.slice(4)}`,
        ),
      ),
      el('span', { 'data-dashboard-count': String(learners.length) }, t.learners(learners.length)),
      el(
        'span',
        { class: 'owd-live', 'data-state': this.live },
        this.live === 'live' ? `● ${t.live}` : t.reconnecting,
      ),
      el('a', { href: '/api/instructor/export.csv', download: '', 'data-export': 'csv' }, t.exportCsv),
      el('a', { href: '/api/instructor/export.json', download: '', 'data-export': 'json' }, t.exportJson),
    );
    if (ended) top.append(el('strong', { 'data-dashboard-ended': '' }, t.ended));
    else {
      top.append(
        el('button', { type: 'button', 'data-act': 'rotate' }, t.rotate),
        el('button', { type: 'button', 'data-act': 'end' }, t.end),
      );
    }

    // The message form is made once: what the instructor is typing survives live updates.
    if (!this.broadcast) {
      this.broadcast = el(
        'form',
        { class: 'owd-broadcast', 'data-form': 'message' },
        el('label', {}, `${t.message}: `, el('input', { name: 'text', maxlength: '500', required: '' })),
        ' ',
        el('button', { type: 'submit' }, t.broadcast),
      );
    }
    for (const c of this.broadcast.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button'))
      c.disabled = ended;
    const broadcast = this.broadcast;

    const head = el('tr', {}, el('th', { scope: 'col' }, t.learner));
    for (const ex of s.exercises) {
      const locked = s.locked.includes(ex.id);
      const th = el('th', { scope: 'col', 'data-exercise': ex.id, ...(locked ? { 'data-locked': '' } : {}) });
      th.append(this.title(ex.id));
      if (ex.minutes) th.append(el('span', { class: 'owd-sub' }, t.minutes(ex.minutes)));
      if (s.current === ex.id)
        th.append(el('span', { class: 'owd-sub', 'data-current': '' }, `▶ ${t.current}`));
      if (locked) th.append(el('span', { class: 'owd-sub owd-locked' }, t.locked));
      if (!ended) {
        th.append(
          el(
            'span',
            { class: 'owd-sub' },
            el(
              'button',
              { type: 'button', 'data-act': locked ? 'unlock' : 'lock', 'data-exercise': ex.id },
              locked ? t.unlock : t.lock,
            ),
            ' ',
            el('button', { type: 'button', 'data-act': 'move', 'data-exercise': ex.id }, t.moveHere),
          ),
        );
      }
      head.append(th);
    }
    const body = el('tbody');
    for (const l of learners) {
      const row = el('tr', { 'data-learner': l.id });
      const name = el('th', { scope: 'row' }, el('span', { 'data-name': '' }, l.name));
      if (!ended) {
        name.append(
          ' ',
          el(
            'button',
            { type: 'button', 'data-act': 'remove', 'data-learner': l.id, 'data-name': l.name },
            t.remove,
          ),
        );
      }
      row.append(name);
      for (const ex of s.exercises)
        row.append(this.cell(l.id, ex.id, l.cells[ex.id], stuckCells.has(`${l.id}/${ex.id}`)));
      body.append(row);
    }
    const grid = el(
      'div',
      { class: 'owd-grid-wrap' },
      el('table', { class: 'owd-grid', 'data-grid': '' }, el('thead', {}, head), body),
    );

    const stuckPanel = el('section', { 'data-panel': 'stuck' }, el('h2', {}, t.stuck));
    if (stuck.length === 0) stuckPanel.append(el('p', {}, t.nobodyStuck));
    else {
      const ul = el('ul');
      for (const x of stuck) {
        const why =
          x.reason === 'same-check'
            ? t.sameCheck(x.fails, x.check ?? '')
            : t.noProgress(Math.floor(x.sinceMs / 60000), x.check);
        ul.append(
          el(
            'li',
            { 'data-stuck-learner': x.learner, 'data-check': x.check ?? '' },
            el('strong', {}, x.name),
            ` — ${this.title(x.exercise)}: ${why}`,
          ),
        );
      }
      stuckPanel.append(ul);
    }
    const failing = commonFailures(s);
    const failPanel = el('section', { 'data-panel': 'failing' }, el('h2', {}, t.failingNow));
    if (failing.length === 0) failPanel.append(el('p', {}, t.nothingFailing));
    else {
      const ol = el('ol');
      for (const f of failing) {
        const label = `${f.check} (${this.title(f.exercise)})`;
        ol.append(
          el(
            'li',
            { 'data-failing-check': f.check, 'data-count': String(f.count) },
            f.lesson ? el('a', { href: `/${this.locale}${f.lesson}` }, label) : label,
            ` × ${f.count}`,
          ),
        );
      }
      failPanel.append(ol);
    }
    const msgPanel = el('section', { 'data-panel': 'messages' }, el('h2', {}, t.message));
    const msgs = el('ul');
    for (const m of s.messages.slice(-5))
      msgs.append(el('li', {}, `${new Date(m.at).toLocaleTimeString()} — ${m.text}`));
    msgPanel.append(msgs);

    // Who is stuck and what fails come first: that is what an instructor acts on.
    const parts: Node[] = [
      top,
      broadcast,
      el('div', { class: 'owd-panels' }, stuckPanel, failPanel, msgPanel),
      grid,
    ];
    if (this.codeView) parts.push(this.codeView);
    if (this.root.firstChild !== top) {
      // Replace everything but the form, which stays in the document (focus and text kept).
      for (const n of [...this.root.childNodes]) if (n !== broadcast) n.remove();
      this.root.prepend(top);
      top.after(broadcast);
      broadcast.after(...parts.slice(2));
    }
  }

  private cell(learner: string, exercise: string, c: Cell | undefined, stuck: boolean): HTMLElement {
    const t = this.t;
    const st = c?.status ?? 'not-started';
    const td = el('td', {
      'data-exercise': exercise,
      'data-status': st,
      ...(stuck ? { 'data-stuck': '' } : {}),
    });
    const label = { 'not-started': t.notStarted, working: t.working, failing: t.failing, passed: t.passed }[
      st
    ];
    td.append(st === 'passed' ? `✓ ${label}` : st === 'failing' ? `✗ ${label}` : label);
    if (c?.failing && st === 'failing')
      td.append(el('span', { class: 'owd-sub', 'data-failing': c.failing }, c.failing));
    if (c && st !== 'not-started') {
      const spent = Math.max(timeSpentMs(c), 0);
      td.append(
        el(
          'span',
          { class: 'owd-sub' },
          `${t.attempts(c.attempts)} · ${t.hints(c.hintsUsed)} · ${duration(spent)}`,
        ),
      );
    }
    if (c?.shared) {
      td.append(
        el(
          'button',
          { type: 'button', 'data-act': 'code', 'data-learner': learner, 'data-exercise': exercise },
          t.viewCode,
        ),
      );
    }
    return td;
  }

  private async click(ev: Event): Promise<void> {
    const b = (ev.target as HTMLElement).closest<HTMLElement>('button[data-act]');
    if (!b) return;
    const act = b.dataset.act;
    const exercise = b.dataset.exercise ?? '';
    let r: { status: number; json: any } | undefined;
    if (act === 'lock' || act === 'unlock')
      r = await api('/api/instructor/lock', { exercise, locked: act === 'lock' });
    else if (act === 'move') r = await api('/api/instructor/move', { exercise });
    else if (act === 'rotate') r = await api('/api/instructor/rotate-code', {});
    else if (act === 'end') {
      if (!confirm(this.t.endConfirm)) return;
      r = await api('/api/instructor/end', {});
    } else if (act === 'remove') {
      if (!confirm(this.t.removeConfirm(b.dataset.name ?? ''))) return;
      r = await api('/api/instructor/remove', { learner: b.dataset.learner });
    } else if (act === 'code') {
      const q = new URLSearchParams({ learner: b.dataset.learner ?? '', exercise });
      r = await api(`/api/instructor/code?${q}`);
      if (r.status === 200) this.showCode(r.json);
    } else if (act === 'close-code') {
      this.codeView = undefined;
      this.render();
      return;
    }
    if (r && r.status >= 400) alert(r.json?.message ?? `HTTP ${r.status}`);
  }

  private showCode(c: { name: string; exercise: string; files: Record<string, string> }): void {
    const box = el(
      'section',
      { class: 'owd-code', 'data-code-view': c.exercise },
      el('h2', {}, `${c.name} — ${this.title(c.exercise)}`),
    );
    for (const [path, text] of Object.entries(c.files))
      box.append(el('h3', {}, path), el('pre', {}, el('code', {}, text)));
    box.append(el('button', { type: 'button', 'data-act': 'close-code' }, this.t.close));
    this.codeView = box;
    this.render();
  }

  private async submit(ev: Event): Promise<void> {
    const form = ev.target as HTMLFormElement;
    if (form.dataset.form !== 'message') return;
    ev.preventDefault();
    const input = form.elements.namedItem('text') as HTMLInputElement;
    const r = await api('/api/instructor/message', { text: input.value });
    if (r.status === 200) input.value = '';
    else alert(r.json?.message ?? `HTTP ${r.status}`);
  }
}
