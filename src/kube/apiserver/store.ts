/**
 * Object storage, like etcd under the registry: one global revision, objects kept as JSON bytes by
 * group/resource → namespace → name. A namespaced list reads only its namespace's map.
 */
import type { KubeObject } from './types.ts';
import { normalizeOrder, sortKeys } from './types.ts';

export type StoredObject = {
  /** JSON as written (what reads decode; each read gets a fresh copy) */
  readonly json: string;
  readonly rv: number;
  /** decoded once for selectors and internal checks; never handed out */
  readonly obj: KubeObject;
};

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

export type StoreEvent = {
  type: WatchEventType;
  table: string;
  namespace: string;
  name: string;
  rv: number;
  /** the object as of this event (for DELETED: the last state, with the deletion's resourceVersion) */
  json: string;
  /** the state before a MODIFIED/DELETED event (watch filtering needs it for label-selector transitions) */
  prevJson?: string;
};

class Table {
  readonly byNamespace = new Map<string, Map<string, StoredObject>>();
  /** names of each namespace in key order, rebuilt lazily after an insert or delete */
  readonly sortedNames = new Map<string, string[]>();
  size = 0;
}

export class ObjectStore {
  private readonly tables = new Map<string, Table>();
  private revision = 0;
  private readonly listeners = new Set<(e: StoreEvent) => void>();
  /** recent events per table, for watches that start from an older resourceVersion */
  private readonly history = new Map<string, StoreEvent[]>();
  private readonly historyLimit: number;
  /** the oldest revision still replayable, per table */
  private readonly compacted = new Map<string, number>();

  constructor(historyLimit = 1000) {
    this.historyLimit = historyLimit;
  }

  static tableKey(group: string, resource: string): string {
    return group === '' ? resource : `${resource}.${group}`;
  }

  currentRevision(): number {
    return this.revision;
  }

  get(table: string, namespace: string, name: string): StoredObject | undefined {
    return this.tables.get(table)?.byNamespace.get(namespace)?.get(name);
  }

  /** Objects of one namespace, or of all namespaces when namespace is undefined. Sorted by namespace/name, as etcd keys are. */
  list(table: string, namespace: string | undefined): StoredObject[] {
    const t = this.tables.get(table);
    if (!t) return [];
    let out: StoredObject[];
    if (namespace !== undefined) {
      out = sortedValues(t, namespace);
    } else {
      out = [];
      for (const ns of [...t.byNamespace.keys()].sort()) out.push(...sortedValues(t, ns));
    }
    this.stats.listed += out.length;
    return out;
  }

  /** Objects handed to list callers so far: evidence that a namespaced list reads one namespace only. */
  readonly stats = { listed: 0 };

  count(table: string, namespace?: string): number {
    const t = this.tables.get(table);
    if (!t) return 0;
    return namespace === undefined ? t.size : (t.byNamespace.get(namespace)?.size ?? 0);
  }

  /** Allocate the next revision (for a write about to be committed). */
  nextRevision(): number {
    return ++this.revision;
  }

  /**
   * Write obj whose metadata.resourceVersion is already set to `rv`. `unstructured`: a custom
   * resource, stored as the JSON of an unstructured map (keys sorted at every level, see
   * storedOrder), not in a Go struct's order.
   */
  put(
    table: string,
    namespace: string,
    name: string,
    obj: KubeObject,
    rv: number,
    unstructured = false,
  ): StoredObject {
    let t = this.tables.get(table);
    if (!t) {
      t = new Table();
      this.tables.set(table, t);
    }
    let m = t.byNamespace.get(namespace);
    if (!m) {
      m = new Map();
      t.byNamespace.set(namespace, m);
    }
    const prev = m.get(name);
    // the caller hands over its working copy and does not mutate it afterwards
    const normalized = storedOrder(obj, unstructured);
    const json = JSON.stringify(normalized);
    const stored: StoredObject = { json, rv, obj: normalized };
    m.set(name, stored);
    if (!prev) {
      t.size++;
      t.sortedNames.delete(namespace);
    }
    this.emit({ type: prev ? 'MODIFIED' : 'ADDED', table, namespace, name, rv, json, prevJson: prev?.json });
    return stored;
  }

  /** Remove; `finalState` is the object as the DELETED event carries it. */
  remove(
    table: string,
    namespace: string,
    name: string,
    finalState: KubeObject,
    rv: number,
    unstructured = false,
  ): void {
    const t = this.tables.get(table);
    const m = t?.byNamespace.get(namespace);
    const prev = m?.get(name);
    if (!t || !m || !prev) return;
    m.delete(name);
    t.size--;
    t.sortedNames.delete(namespace);
    if (m.size === 0) t.byNamespace.delete(namespace);
    this.emit({
      type: 'DELETED',
      table,
      namespace,
      name,
      rv,
      json: JSON.stringify(storedOrder(finalState, unstructured)),
      prevJson: prev.json,
    });
  }

  subscribe(listener: (e: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Events of `table` with rv > since; undefined when `since` is older than the kept history. */
  eventsSince(table: string, since: number): StoreEvent[] | undefined {
    if (since < this.oldestReplayable(table)) return undefined;
    return (this.history.get(table) ?? []).filter((e) => e.rv > since);
  }

  /**
   * The oldest resourceVersion a watch of `table` can start from: once events were dropped, the one
   * before the oldest kept event, as the watch cache's history says (`oldest-1`, [AS]
   * pkg/storage/cacher/watch_cache_history.go GetIntervalLocked); 0 while nothing was dropped.
   */
  oldestReplayable(table: string): number {
    if (!this.compacted.has(table)) return 0;
    const first = this.history.get(table)?.[0];
    return first === undefined ? this.compacted.get(table)! : first.rv - 1;
  }

  private emit(e: StoreEvent): void {
    let h = this.history.get(e.table);
    if (!h) {
      h = [];
      this.history.set(e.table, h);
    }
    h.push(e);
    while (h.length > this.historyLimit) this.compacted.set(e.table, h.shift()!.rv);
    for (const l of [...this.listeners]) l(e);
  }
}

function sortedValues(t: Table, namespace: string): StoredObject[] {
  const m = t.byNamespace.get(namespace);
  if (!m) return [];
  let names = t.sortedNames.get(namespace);
  if (!names) {
    names = [...m.keys()].sort();
    t.sortedNames.set(namespace, names);
  }
  return names.map((n) => m.get(n)!);
}

/**
 * The key order the object is stored and served in. A built-in kind: its Go struct's
 * (normalizeOrder). A custom resource: the apiextensions-apiserver holds it as an unstructured
 * map and encodes it with encoding/json ([AM] pkg/apis/meta/v1/unstructured/helpers.go doEncode:
 * json.NewEncoder(w).Encode(t.Object)), which writes map keys sorted, so every object in it,
 * metadata, managedFields and conditions included, has its keys sorted whatever order the
 * client's JSON had.
 */
function storedOrder(obj: KubeObject, unstructured: boolean): KubeObject {
  return unstructured ? sortKeys(obj) : normalizeOrder(obj);
}
