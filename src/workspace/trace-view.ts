// The API-calls panel: the trace as a timeline, one row per call, with the four boundaries in
// columns (who: identity and client path; what: verb, resource, namespace; when: resourceVersion;
// which permission: the RBAC decision) and the result. A row with a Go call site jumps to its line.
import type { TraceEvent } from '../kube/trace.ts';
import { h } from './dom.ts';
import type { WorkspaceStrings } from './strings.ts';

export interface TraceRow {
  seq: number;
  identity: string;
  clientPath: string;
  verb: string;
  resource: string;
  target: string;
  rv: string;
  rbac: string;
  result: string;
  failed: boolean;
  site: { file: string; line: number } | undefined;
}

const gv = (e: { group: string; version: string }) =>
  e.group === '' ? e.version : `${e.group}/${e.version}`;

/** Flattens a trace event into the timeline's columns. Watch deliveries are not calls and are left out. */
export function traceRow(e: TraceEvent): TraceRow | undefined {
  if (e.kind === 'watchEvent') return undefined;
  const resource = `${e.subresource ? `${e.resource}/${e.subresource}` : e.resource} (${gv(e)})`;
  const target = e.namespace ? `${e.namespace}/${e.name || '*'}` : e.name || '(all namespaces)';
  const site = e.callSite ? { file: e.callSite.file.replace(/^\.\//, ''), line: e.callSite.line } : undefined;
  const base = { seq: e.seq, identity: e.identity.username, verb: e.verb, resource, target, site };
  switch (e.kind) {
    case 'api':
      return {
        ...base,
        clientPath: e.clientPath,
        rv: e.rvSent || e.rvStored ? `${e.rvSent || '–'} → ${e.rvStored || '–'}` : '–',
        rbac: e.authorization.decision === 'allow' ? 'allow' : `deny: ${e.authorization.reason}`,
        result:
          e.result.code < 400
            ? `${e.result.code}${e.noop ? ' (no-op)' : ''}`
            : `${e.result.code} ${e.result.reason}: ${e.result.message}`,
        failed: e.result.code >= 400,
      };
    case 'cacheRead':
      return {
        ...base,
        clientPath: 'cache',
        rv: e.rvCache === e.rvServer ? e.rvCache || '–' : `${e.rvCache || '–'} (server ${e.rvServer || '–'})`,
        rbac: '–',
        result:
          e.result.code < 400
            ? `${e.result.code}`
            : `${e.result.code} ${e.result.reason}: ${e.result.message}`,
        failed: e.result.code >= 400,
      };
    case 'clientError':
      return { ...base, clientPath: e.clientPath, rv: '–', rbac: '–', result: e.message, failed: true };
  }
}

export function renderTrace(
  trace: readonly unknown[],
  evidence: ReadonlySet<number>,
  t: WorkspaceStrings,
  jump: (file: string, line: number) => void,
  /** Only lines in the learner's project are links; a call site inside a library is shown as text. */
  inProject: (file: string) => boolean = () => true,
): HTMLElement {
  const rows: { row: TraceRow; index: number }[] = [];
  trace.forEach((e, index) => {
    const row = traceRow(e as TraceEvent);
    if (row) rows.push({ row, index });
  });
  if (rows.length === 0) return h('p', { class: 'ws-empty' }, t.noCalls);
  const c = t.columns;
  // One identity for every call (the usual case): say it once above the table, not in every row.
  const identities = new Set(rows.map(({ row }) => row.identity));
  const oneIdentity = identities.size === 1 ? [...identities][0] : undefined;
  const columns = [
    c.seq,
    oneIdentity === undefined ? c.who : null,
    c.path,
    c.verb,
    c.resource,
    c.target,
    c.rv,
    c.rbac,
    c.result,
    c.line,
  ];
  const head = h(
    'tr',
    {},
    columns.filter((x): x is string => x !== null).map((x) => h('th', { scope: 'col' }, x)),
  );
  const body = rows.map(({ row, index }) => {
    const isEvidence = evidence.has(index);
    const where = row.site ? t.lineRef(row.site.file.split('/').at(-1) ?? row.site.file, row.site.line) : '';
    const linkable = row.site !== undefined && inProject(row.site.file);
    const jumpButton = !row.site
      ? '–'
      : !linkable
        ? where
        : h(
            'button',
            { type: 'button', class: 'ws-link', 'aria-label': t.jumpTo(`${row.site.file}:${row.site.line}`) },
            where,
          );
    if (row.site && linkable) {
      const site = row.site;
      (jumpButton as HTMLButtonElement).addEventListener('click', () => jump(site.file, site.line));
    }
    return h(
      'tr',
      {
        class: `ws-call${isEvidence ? ' ws-evidence' : ''}${row.failed ? ' ws-call-failed' : ''}`,
        'data-evidence': isEvidence ? 'true' : undefined,
        'data-seq': String(row.seq),
      },
      h(
        'td',
        {},
        String(row.seq),
        isEvidence ? h('span', { class: 'ws-badge ws-badge-fail' }, t.evidence) : null,
      ),
      oneIdentity === undefined ? h('td', { class: 'ws-wrap' }, row.identity) : null,
      h('td', {}, row.clientPath),
      h('td', {}, h('strong', {}, row.verb)),
      h('td', {}, row.resource),
      h('td', {}, row.target),
      h('td', {}, row.rv),
      h('td', { class: row.rbac === 'allow' || row.rbac === '–' ? '' : 'ws-deny' }, row.rbac),
      h('td', { class: 'ws-wrap' }, row.result),
      h('td', {}, jumpButton),
    );
  });
  const table = h(
    'div',
    { class: 'ws-table-wrap', tabindex: '0', role: 'region', 'aria-label': t.callsPanel },
    h('table', { class: 'ws-table' }, h('thead', {}, head), h('tbody', {}, body)),
  );
  if (oneIdentity === undefined) return table;
  return h('div', {}, h('p', { class: 'ws-identity' }, `${c.who}: `, h('code', {}, oneIdentity)), table);
}
