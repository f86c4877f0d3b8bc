// The time-travel panel: a slider over the run's steps (left/right, Home/End), the steps grouped by
// reconcile, and for the step shown: the call, its Go line, what it wrote (diff against the step
// before), the watch events delivered before it, where the cache lagged, and the cluster after it.
import type { Timeline } from '../../kube/timeline.ts';
import { formatTraceEvent } from '../../kube/trace.ts';
import { h } from '../../workspace/dom.ts';
import type { PlaygroundStrings } from './strings.ts';
import { objectLabel, type StepView, scrubKey, stepView } from './timetravel.ts';

export interface ScrubberOptions {
  t: PlaygroundStrings;
  /** the step shown changed: highlight its Go line (undefined: none) */
  onStep: (view: StepView) => void;
  /** a Go line was chosen: open it in the editor */
  jump: (file: string, line: number) => void;
  inProject: (file: string) => boolean;
}

const requestOf = (r: { namespace: string; name: string }) =>
  r.namespace ? `${r.namespace}/${r.name}` : r.name;

export function renderScrubber(tl: Timeline, o: ScrubberOptions): { root: HTMLElement; go(n: number): void } {
  const t = o.t;
  const total = tl.steps.length;
  const slider = h('input', {
    type: 'range',
    min: '0',
    max: String(total),
    step: '1',
    value: String(total),
    'aria-label': t.scrubber,
    'data-scrubber': true,
  });
  const label = h('span', { class: 'pg-step-label', 'aria-live': 'polite', 'data-step-label': true });
  const btn = (text: string, aria: string, to: () => number) => {
    const b = h(
      'button',
      { type: 'button', class: 'ws-btn', 'aria-label': aria === text ? undefined : aria },
      text,
    );
    b.addEventListener('click', () => go(to()));
    return b;
  };
  let n = total;
  const controls = h(
    'div',
    { class: 'pg-scrub-controls' },
    btn(t.start, t.start, () => 0),
    btn('◀', t.prev, () => Math.max(0, n - 1)),
    slider,
    btn('▶', t.next, () => Math.min(total, n + 1)),
    btn(t.end, t.end, () => total),
    label,
  );

  // the steps, grouped by reconcile (steps outside any reconcile are their own group)
  const stepButtons: HTMLButtonElement[] = [];
  const groups: HTMLElement[] = [];
  let current: HTMLElement[] = [];
  let currentKey: string | undefined;
  const flush = (title: string) => {
    if (current.length === 0) return;
    groups.push(h('li', {}, h('h3', {}, title), h('ol', {}, current)));
    current = [];
  };
  let lastTitle = '';
  for (const s of tl.steps) {
    const r = s.reconcile === undefined ? undefined : tl.reconciles[s.reconcile];
    const key = r ? `r${r.index}` : 'none';
    const title = r ? t.inReconcile(r.index + 1, r.controller, requestOf(r)) : t.outsideReconcile;
    if (key !== currentKey) {
      flush(lastTitle);
      currentKey = key;
      lastTitle = title;
    }
    const e = s.event;
    const what = `${s.n}. ${e.kind === 'cacheRead' ? 'cache ' : ''}${e.verb.toUpperCase()} ${e.resource}${e.subresource ? `/${e.subresource}` : ''} ${e.namespace ? `${e.namespace}/` : ''}${e.name}`;
    const failed = e.kind === 'clientError' || e.result.code >= 400;
    const b = h(
      'button',
      {
        type: 'button',
        class: 'pg-step-btn',
        'data-step': String(s.n),
        'data-failed': failed ? true : undefined,
      },
      `${what}${e.kind === 'clientError' ? ' ✗' : ` → ${e.result.code}`}`,
    );
    b.addEventListener('click', () => go(s.n));
    stepButtons.push(b);
    current.push(h('li', {}, b));
  }
  flush(lastTitle);
  const list = h('ol', { class: 'pg-steps', 'aria-label': t.scrubber }, groups);
  const detail = h('div', { class: 'pg-detail', 'data-step-detail': true });
  const root = h(
    'div',
    { class: 'pg-scrub', role: 'group', 'aria-label': t.scrubber },
    controls,
    h('p', { class: 'pg-help' }, t.scrubKeys),
    h('div', { class: 'pg-travel' }, list, detail),
  );

  root.addEventListener('keydown', (ev) => {
    if (ev.target === slider) return; // the slider moves itself, then fires input
    const to = scrubKey(n, total, ev.key);
    if (to === undefined) return;
    ev.preventDefault();
    go(to);
  });
  slider.addEventListener('input', () => go(Number(slider.value)));

  function go(to: number): void {
    n = Math.max(0, Math.min(total, to));
    slider.value = String(n);
    const view = stepView(tl, n);
    label.textContent = `${t.stepOf(n, total)} · ${t.clock(view.clockMs)}`;
    slider.setAttribute('aria-valuetext', t.stepOf(n, total));
    root.dataset.step = String(n);
    for (const b of stepButtons) {
      if (b.dataset.step === String(n)) {
        b.setAttribute('aria-current', 'step');
        b.scrollIntoView({ block: 'nearest' });
      } else b.removeAttribute('aria-current');
    }
    detail.replaceChildren(...renderDetail(view, tl, o));
    o.onStep(view);
  }

  go(total);
  return { root, go };
}

function renderDetail(v: StepView, tl: Timeline, o: ScrubberOptions): HTMLElement[] {
  const t = o.t;
  const out: HTMLElement[] = [];
  if (v.step) {
    const e = v.step.event;
    out.push(h('h4', {}, t.call), h('pre', { class: 'ws-pre', tabindex: '0' }, formatTraceEvent(e)));
    if (v.site) {
      const site = v.site;
      const text = `${site.file}:${site.line}`;
      const link = o.inProject(site.file)
        ? h('button', { type: 'button', class: 'ws-link', 'data-go-line': text }, text)
        : h('code', {}, text);
      if (link instanceof HTMLButtonElement)
        link.addEventListener('click', () => o.jump(site.file, site.line));
      out.push(h('p', {}, `${t.goLine}: `, link));
    }
    const r = v.reconcile;
    if (r) {
      const outcome =
        r.error !== undefined
          ? t.error(r.error)
          : r.action?.kind === 'after'
            ? t.requeueAfter(r.action.delayMs)
            : r.action?.kind === 'rateLimited'
              ? t.requeue
              : t.forget;
      out.push(
        h(
          'p',
          { 'data-reconcile': String(r.index + 1) },
          t.reconcileLine(t.inReconcile(r.index + 1, r.controller, requestOf(r)), outcome),
        ),
      );
    } else out.push(h('p', {}, t.outsideReconcile));
    out.push(h('h4', {}, t.changes));
    if (v.changes.length === 0) out.push(h('p', { class: 'ws-empty' }, t.noChanges));
    else {
      out.push(h('p', { class: 'pg-help' }, t.diffCaption));
      for (const c of v.changes) {
        out.push(
          h('p', { 'data-change': c.type }, h('strong', {}, c.type), ' ', h('code', {}, c.label)),
          h(
            'pre',
            { class: 'pg-diff', tabindex: '0', 'aria-label': `${c.type} ${c.label}` },
            c.diff.map((l) =>
              h(
                'span',
                { class: l.op === '+' ? 'pg-add' : l.op === '-' ? 'pg-del' : undefined },
                `${l.op} ${l.text}`,
              ),
            ),
          ),
        );
      }
    }
    out.push(h('h4', {}, t.watch));
    out.push(
      v.step.watch.length === 0
        ? h('p', { class: 'ws-empty' }, t.noWatch)
        : h(
            'ul',
            {},
            v.step.watch.map((w) =>
              h(
                'li',
                {},
                h(
                  'code',
                  {},
                  `${w.type} ${w.resource} ${w.namespace ? `${w.namespace}/` : ''}${w.name} rv ${w.rv}`,
                ),
              ),
            ),
          ),
    );
    out.push(h('h4', {}, t.cacheLag));
    out.push(
      v.step.cacheLag.length === 0
        ? h('p', { class: 'ws-empty' }, t.noLag)
        : h(
            'ul',
            { 'data-cache-lag': true },
            v.step.cacheLag.map((l) => {
              const obj = tl.initial.find((i) => i.key === l.key)?.object;
              return h(
                'li',
                { class: 'pg-lag' },
                h('code', {}, objectLabel(l.key, obj)),
                ': ',
                t.lagRow(l.cacheRv, l.serverRv),
              );
            }),
          ),
    );
  }
  out.push(h('h4', {}, t.clusterAfter));
  out.push(
    h(
      'ul',
      { class: 'ws-objects', 'data-cluster-at': String(v.n) },
      v.objects.map((obj) =>
        h(
          'li',
          { 'data-key': obj.key },
          h(
            'details',
            {},
            h('summary', {}, h('code', {}, obj.label)),
            h('pre', { class: 'ws-pre', tabindex: '0' }, obj.yaml),
          ),
        ),
      ),
    ),
  );
  if (v.setupCount > 0) out.push(h('p', { class: 'pg-help' }, t.setupHidden(v.setupCount)));
  return out;
}
