// The API-calls panel: the trace as a timeline, one row per call, with the four boundaries in
// columns (who: identity and client path; what: verb, resource, namespace; when: resourceVersion;
// which permission: the RBAC decision) and the result. A row with a Go call site jumps to its line.
import type { WebhookCall } from '../kube/apiserver/admission.ts';
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
  /** The admission webhooks the API server called for this request, and the warnings it returned. */
  webhooks?: WebhookCall[];
  warnings?: string[];
}

const gv = (e: { group: string; version: string }) =>
  e.group === '' ? e.version : `${e.group}/${e.version}`;

/** Flattens a trace event into the timeline's columns. Watch deliveries are not calls and are left out. */
export function traceRow(e: TraceEvent, allNamespaces = '(all namespaces)'): TraceRow | undefined {
  if (e.kind === 'watchEvent') return undefined;
  const resource = `${e.subresource ? `${e.resource}/${e.subresource}` : e.resource} (${gv(e)})`;
  const target = e.namespace ? `${e.namespace}/${e.name || '*'}` : e.name || allNamespaces;
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
        ...(e.webhooks.length > 0 ? { webhooks: e.webhooks } : {}),
        ...(e.warnings.length > 0 ? { warnings: e.warnings } : {}),
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

/**
 * Under a request, what admission did with it: each webhook the API server called (configuration,
 * URL with the path it called, outcome, the API server's message) and the warnings it returned, as
 * `kubectl apply` prints them (`Warning: …`).
 */
function admissionRows(row: TraceRow, t: WorkspaceStrings, span: number): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const w of row.webhooks ?? []) {
    const ok = w.outcome === 'allowed' || w.outcome === 'patched' || w.outcome === 'failedOpen';
    out.push(
      h(
        'tr',
        { role: 'row', class: `ws-admission${ok ? '' : ' ws-call-failed'}`, 'data-webhook': w.webhook },
        h(
          'td',
          { role: 'cell', colspan: String(span), class: 'ws-wrap' },
          `↳ ${t.admission}: `,
          h('code', {}, w.webhook),
          ' POST ',
          h('code', {}, w.url),
          ` → ${t.webhookOutcome[w.outcome]}`,
          w.message ? `: ${w.message}` : '',
        ),
      ),
    );
  }
  for (const warning of row.warnings ?? [])
    out.push(
      h(
        'tr',
        { role: 'row', class: 'ws-admission ws-warning' },
        h('td', { role: 'cell', colspan: String(span), class: 'ws-wrap' }, `↳ ${t.warning}: ${warning}`),
      ),
    );
  return out;
}

/** A heading with a <wbr> after each slash and at each camelCase step (Namespace/|name, resource|Version). */
function breakable(text: string): (string | HTMLElement)[] {
  const out: (string | HTMLElement)[] = [];
  for (const part of text.split(/(?<=\/)|(?<=[a-z])(?=[A-Z])/)) {
    if (out.length > 0) out.push(h('wbr', {}));
    out.push(part);
  }
  return out;
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
    const row = traceRow(e as TraceEvent, t.allNamespaces);
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
    { role: 'row' },
    columns
      .filter((x): x is string => x !== null)
      // A long heading may break where a reader would (resource|Version, Namespace/|name), so the
      // table fits a lesson column without a sideways scroll.
      .map((x) => h('th', { scope: 'col', role: 'columnheader' }, ...breakable(x))),
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
    const call = h(
      'tr',
      {
        role: 'row',
        class: `ws-call${isEvidence ? ' ws-evidence' : ''}${row.failed ? ' ws-call-failed' : ''}`,
        'data-evidence': isEvidence ? 'true' : undefined,
        'data-seq': String(row.seq),
      },
      h(
        'td',
        { role: 'cell' },
        String(row.seq),
        isEvidence ? h('span', { class: 'ws-badge ws-badge-fail' }, t.evidence) : null,
      ),
      oneIdentity === undefined
        ? h('td', { role: 'cell', class: 'ws-wrap', 'data-label': c.who }, row.identity)
        : null,
      h('td', { role: 'cell', class: 'ws-nowrap' }, row.clientPath),
      h('td', { role: 'cell', class: 'ws-nowrap' }, h('strong', {}, row.verb)),
      h('td', { role: 'cell' }, row.resource),
      h('td', { role: 'cell', class: 'ws-break' }, row.target),
      // Labelled: in a narrow workspace the row is a block and the label stands in for the heading.
      h('td', { role: 'cell', 'data-label': c.rv }, row.rv),
      h(
        'td',
        {
          role: 'cell',
          class: row.rbac === 'allow' || row.rbac === '–' ? undefined : 'ws-deny',
          'data-label': c.rbac,
        },
        row.rbac,
      ),
      h('td', { role: 'cell', class: 'ws-wrap', 'data-label': c.result }, row.result),
      h('td', { role: 'cell', class: 'ws-break', 'data-label': c.line }, jumpButton),
    );
    return [call, ...admissionRows(row, t, columns.filter((x) => x !== null).length)];
  });
  const table = h(
    'div',
    { class: 'ws-table-wrap', tabindex: '0', role: 'region', 'aria-label': t.callsPanel },
    // Explicit roles: a narrow workspace shows the rows as blocks (CSS display), and the table's
    // semantics must survive that.
    h(
      'table',
      { class: 'ws-table', role: 'table' },
      h('thead', { role: 'rowgroup' }, head),
      h('tbody', { role: 'rowgroup' }, body.flat()),
    ),
  );
  if (oneIdentity === undefined) return table;
  return h('div', {}, h('p', { class: 'ws-identity' }, `${c.who}: `, h('code', {}, oneIdentity)), table);
}
