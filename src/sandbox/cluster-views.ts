// Cluster objects as the Cluster panel shows them: YAML, keyed by kind and namespace/name, with what
// the run did to each one (compared on spec, status and data, not on server-filled metadata).
import { parseAllDocuments, stringify } from 'yaml';
import type { KubeObject } from '../kube/apiserver/types.ts';
import type { ObjectView } from './results.ts';

type Meta = { name?: unknown; namespace?: unknown };

export function objectKey(o: KubeObject): string {
  const meta = (o.metadata ?? {}) as Meta;
  const ns = typeof meta.namespace === 'string' && meta.namespace !== '' ? `${meta.namespace}/` : '';
  return `${o.kind ?? '?'} ${ns}${typeof meta.name === 'string' ? meta.name : '?'}`;
}

/** Parses a multi-document YAML file of objects; empty documents (comments only) are skipped. */
export function parseObjects(text: string, source: string): KubeObject[] {
  const out: KubeObject[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`${source}: ${doc.errors[0]?.message}`);
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`${source}: each document must be a Kubernetes object (a mapping)`);
    }
    out.push(value as KubeObject);
  }
  return out;
}

const isEvent = (o: KubeObject) => o.kind === 'Event';

const decodeBase64 = (v: unknown) => {
  try {
    return typeof v === 'string' ? atob(v) : v;
  } catch {
    return v;
  }
};

/**
 * What a learner compares: the desired and observed state, not resourceVersion or timestamps, and
 * not what the API server fills in on create (a Namespace's phase and finalizer, a Secret's
 * stringData stored base64-encoded as data).
 */
function content(o: KubeObject): string {
  const r = o as Record<string, unknown>;
  if (o.kind === 'Namespace') return '';
  if (o.kind === 'Secret' || o.kind === 'ConfigMap') {
    const data: Record<string, unknown> = {};
    const raw = (r.data ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(raw)) data[k] = o.kind === 'Secret' ? decodeBase64(v) : v;
    Object.assign(data, (r.stringData ?? {}) as Record<string, unknown>);
    return JSON.stringify(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  return JSON.stringify([r.spec, r.status]);
}

const yamlOf = (o: KubeObject) => stringify(o, { lineWidth: 0 });

/** Before: the objects as applied. After: the final store, changed objects first, Events left out. */
export function clusterViews(
  before: readonly KubeObject[],
  after: readonly KubeObject[],
): { before: ObjectView[]; after: ObjectView[]; events: string[] } {
  const beforeByKey = new Map(before.map((o) => [objectKey(o), o]));
  const afterKeys = new Set(after.map(objectKey));
  const order = { changed: 0, added: 1, unchanged: 2, removed: 3 } as const;
  const afterViews: ObjectView[] = after
    .filter((o) => !isEvent(o))
    .map((o) => {
      const key = objectKey(o);
      const was = beforeByKey.get(key);
      const change = was === undefined ? 'added' : content(was) === content(o) ? 'unchanged' : 'changed';
      return { key, yaml: yamlOf(o), change } as ObjectView;
    });
  for (const o of before) {
    const key = objectKey(o);
    if (!afterKeys.has(key)) afterViews.push({ key, yaml: yamlOf(o), change: 'removed' });
  }
  // Stable: the engine's order within each group.
  afterViews.sort((a, b) => order[a.change] - order[b.change]);
  const events = after.filter(isEvent).map((e) => {
    const r = e as Record<string, unknown>;
    const involved = (r.involvedObject ?? {}) as { kind?: string; namespace?: string; name?: string };
    const ns = involved.namespace ? `${involved.namespace}/` : '';
    return `${String(r.type ?? 'Normal')} ${String(r.reason ?? '')} ${involved.kind ?? ''} ${ns}${involved.name ?? ''}: ${String(r.message ?? '')}`;
  });
  return {
    before: before.map((o) => ({ key: objectKey(o), yaml: yamlOf(o), change: 'unchanged' })),
    after: afterViews,
    events,
  };
}
