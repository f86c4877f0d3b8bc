// The Cluster and Logs panels for a Run: objects before and after (YAML, each marked with what the
// run did to it), the Kubernetes Events, the program's output and the controller's logs.
import type { ObjectView, RunView } from '../sandbox/results.ts';
import { h } from './dom.ts';
import type { WorkspaceStrings } from './strings.ts';

function objectList(objects: readonly ObjectView[], t: WorkspaceStrings, showChange: boolean): HTMLElement {
  if (objects.length === 0) return h('p', { class: 'ws-empty' }, t.noObjects);
  return h(
    'ul',
    { class: 'ws-objects' },
    objects.map((o) =>
      h(
        'li',
        { 'data-change': o.change },
        h(
          'details',
          { open: showChange && o.change === 'changed' ? true : undefined },
          h(
            'summary',
            {},
            h('code', {}, o.key),
            showChange && o.change !== 'unchanged'
              ? h('span', { class: `ws-badge ws-badge-${o.change}` }, t.change[o.change])
              : null,
          ),
          h('pre', { class: 'ws-pre', tabindex: '0' }, o.yaml),
        ),
      ),
    ),
  );
}

export function renderCluster(run: RunView, t: WorkspaceStrings): HTMLElement {
  return h(
    'div',
    { class: 'ws-cluster' },
    run.engine === 'go-run' ? h('p', { class: 'ws-note' }, t.goRunNote) : null,
    h(
      'section',
      {},
      h('h4', {}, t.after),
      run.engine === 'go-run' ? h('p', { class: 'ws-empty' }, t.noObjects) : objectList(run.after, t, true),
    ),
    h('section', {}, h('h4', {}, t.before), objectList(run.before, t, false)),
    h(
      'section',
      {},
      h('h4', {}, t.events),
      run.events.length === 0
        ? h('p', { class: 'ws-empty' }, t.noEvents)
        : h(
            'ul',
            { class: 'ws-events' },
            run.events.map((e) => h('li', {}, h('code', {}, e))),
          ),
    ),
  );
}

export function renderLogs(
  stdout: string,
  stderr: string,
  logs: readonly string[],
  t: WorkspaceStrings,
  note?: string,
): HTMLElement {
  const out = [stdout, stderr]
    .filter((s) => s !== '')
    .join(stdout.endsWith('\n') || stdout === '' ? '' : '\n');
  return h(
    'div',
    { class: 'ws-logs' },
    note ? h('p', { class: 'ws-note' }, note) : null,
    h('h4', {}, t.stdout),
    out
      ? h('pre', { class: 'ws-pre', tabindex: '0', 'data-output': true }, out)
      : h('p', { class: 'ws-empty' }, t.noLogs),
    logs.length > 0 ? h('h4', {}, t.logs) : null,
    logs.length > 0 ? h('pre', { class: 'ws-pre', tabindex: '0' }, logs.join('\n')) : null,
  );
}
