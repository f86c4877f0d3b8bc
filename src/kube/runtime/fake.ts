/**
 * controller-runtime's fake client ([CR] pkg/client/fake/client.go, versioned_tracker.go): the "unit test" mode.
 * Deliberately unlike the API server: per-object resourceVersions starting at 999, the shorter conflict text,
 * no generation, RBAC, validation, cache lag or scope handling, and status only for registered types.
 * With a trace, each call is recorded as an `api` event on the client path `fake` (no server was asked:
 * authorization says so), so a test program's calls and their answers can be shown and judged.
 */

import {
  builtinListKind,
  type ListKindResolver,
  type Ownership,
  recordUpdate,
  apply as serverSideApply,
} from '../apiserver/managedfields.ts';
import {
  type JsonPatchOp,
  jsonPatch,
  mergePatch,
  PatchError,
  strategicMergePatch,
} from '../apiserver/patch.ts';
import type { Status } from '../apiserver/status.ts';
import { alreadyExists, badRequest, conflict, fieldErr, invalid, notFound } from '../apiserver/status.ts';
import type { GroupResource, KubeObject } from '../apiserver/types.ts';
import { deepCopy, isObject, type Json, metaOf, rfc3339, str } from '../apiserver/types.ts';
import type { ClientPath, Identity, Trace } from '../trace.ts';
import { type GVK, labelFilter } from './cache.ts';
import type {
  Client,
  ClientResult,
  DeleteAllOfOptions,
  DeleteOptions,
  ListOptions,
  ObjectKey,
  Patch,
  StatusWriter,
  UpdateOptions,
  WriteOptions,
} from './client.ts';
import { gvkOf } from './client.ts';
import type { VirtualClock } from './clock.ts';
import type { GoError } from './errors.ts';
import { plain, statusError } from './errors.ts';

/** meta.UnsafeGuessKindToResource: lower-case kind, English plural rules. */
export function guessResource(kind: string): string {
  const k = kind.toLowerCase();
  if (k === '') return k;
  if (k.endsWith('s') || k.endsWith('x') || k.endsWith('z') || k.endsWith('ch') || k.endsWith('sh'))
    return k + 'es';
  if (k.endsWith('y') && !/[aeiou]y$/.test(k)) return k.slice(0, -1) + 'ies';
  return k + 's';
}

/** In-tree kinds with a status subresource, registered automatically (inTreeResourcesWithStatus). */
const IN_TREE_WITH_STATUS = new Set([
  'v1/Pod',
  'v1/Node',
  'v1/Namespace',
  'v1/Service',
  'v1/PersistentVolume',
  'v1/PersistentVolumeClaim',
  'v1/ReplicationController',
  'v1/ResourceQuota',
  'apps/v1/Deployment',
  'apps/v1/ReplicaSet',
  'apps/v1/StatefulSet',
  'apps/v1/DaemonSet',
  'batch/v1/Job',
  'batch/v1/CronJob',
  'apiextensions.k8s.io/v1/CustomResourceDefinition',
]);

/** Built-ins whose strategy allows unconditional update (the fake's allowsUnconditionalUpdate list, abridged). */
const UNCONDITIONAL_GROUPS = new Set([
  '',
  'apps',
  'batch',
  'rbac.authorization.k8s.io',
  'admissionregistration.k8s.io',
  'coordination.k8s.io',
  'apiextensions.k8s.io',
]);

const gvkKey = (g: GVK) => `${g.group === '' ? '' : g.group + '/'}${g.version}/${g.kind}`;

/** What one traced call was about: verb, kind, object, subresource. */
type CallOf = { verb: string; g: GVK; namespace: string; name: string; subresource: string; rv?: string };

const FAKE_PATH: ClientPath = 'fake';

/** A watch event of the fake's tracker. */
export type FakeWatchEvent = { type: 'ADDED' | 'MODIFIED' | 'DELETED'; object: KubeObject };

/** The tracker's objects: every set and delete is told to the watchers. */
class TrackedObjects extends Map<string, KubeObject> {
  onChange: ((type: FakeWatchEvent['type'], key: string, o: KubeObject) => void) | undefined;

  override set(k: string, v: KubeObject): this {
    const had = this.has(k);
    super.set(k, v);
    this.onChange?.(had ? 'MODIFIED' : 'ADDED', k, v);
    return this;
  }

  override delete(k: string): boolean {
    const old = this.get(k);
    const r = super.delete(k);
    if (old !== undefined) this.onChange?.('DELETED', k, old);
    return r;
  }
}

export class FakeClient implements Client {
  private readonly objects = new TrackedObjects();
  private readonly watchers = new Set<{
    prefix: string;
    namespace: string;
    handler: (e: FakeWatchEvent) => void;
  }>();
  private readonly withStatus = new Set<string>();
  /** WithIndex registrations: gvkKey → field → extractor. */
  private readonly indexes = new Map<string, Map<string, (o: KubeObject) => string[]>>();
  private readonly clock: VirtualClock | undefined;
  private readonly trace: Trace | undefined;
  private readonly identity: Identity;
  /**
   * The tracker's metadata.managedFields per object (v0.24.1 builds on client-go testing's
   * FieldManagedObjectTracker), kept out of the objects: without WithReturnManagedFields the fake
   * client clears them from every object it returns.
   */
  private readonly managed = new Map<string, Json>();
  private readonly returnManagedFields: boolean;
  /** Nesting of traced calls: a patch runs an update inside, recorded once. */
  private depth = 0;

  /** fake.NewClientBuilder().WithObjects(...).WithStatusSubresource(...).Build() */
  constructor(
    opts: {
      objects?: KubeObject[];
      statusSubresource?: GVK[];
      indexes?: { gvk: GVK; field: string; extract: (o: KubeObject) => string[] }[];
      /** WithReturnManagedFields: the objects returned carry their managedFields */
      returnManagedFields?: boolean;
      clock?: VirtualClock;
      /** Record each call here (the Go program's call sites are attached by the binding). */
      trace?: Trace;
      identity?: Identity;
    } = {},
  ) {
    this.clock = opts.clock;
    this.trace = opts.trace;
    this.returnManagedFields = opts.returnManagedFields === true;
    this.identity = opts.identity ?? { username: 'fake-client', groups: [] };
    for (const g of opts.statusSubresource ?? []) this.withStatus.add(gvkKey(g));
    for (const i of opts.indexes ?? []) {
      let m = this.indexes.get(gvkKey(i.gvk));
      if (!m) this.indexes.set(gvkKey(i.gvk), (m = new Map()));
      m.set(i.field, i.extract);
    }
    for (const o of opts.objects ?? []) {
      const c = deepCopy(o);
      const m = metaOf(c);
      if (m.deletionTimestamp !== undefined && !(Array.isArray(m.finalizers) && m.finalizers.length > 0))
        throw new Error(
          `refusing to create obj ${str(m.name)} with metadata.deletionTimestamp but no finalizers`,
        );
      if (str(m.resourceVersion) === '') m.resourceVersion = '999'; // trackerAddResourceVersion
      const k = this.key(gvkOf(c), str(m.namespace), str(m.name));
      // Add goes to the plain tracker: an object seeded without managedFields gets none
      if (Array.isArray(m.managedFields) && m.managedFields.length > 0) this.managed.set(k, m.managedFields);
      delete m.managedFields;
      this.objects.set(k, c);
    }
  }

  /**
   * The tracker's Watch (client-go testing/fixture.go, as fakeClient.Watch calls it): the later
   * writes of one kind in a namespace ('' = all); no initial objects, no selectors.
   */
  watch(g: GVK, namespace: string, handler: (e: FakeWatchEvent) => void): () => void {
    const w = { prefix: `${g.group}/${g.kind}|`, namespace, handler };
    this.watchers.add(w);
    this.objects.onChange ??= (type, k, o) => {
      for (const x of this.watchers)
        if (k.startsWith(x.prefix) && (x.namespace === '' || str(metaOf(o).namespace) === x.namespace))
          x.handler({ type, object: deepCopy(o) });
    };
    return () => this.watchers.delete(w);
  }

  private key(g: GVK, ns: string, name: string): string {
    return `${g.group}/${g.kind}|${ns}|${name}`;
  }

  private gr(g: GVK): GroupResource {
    return { group: g.group, resource: guessResource(g.kind) };
  }

  private hasStatus(g: GVK): boolean {
    return this.withStatus.has(gvkKey(g)) || IN_TREE_WITH_STATUS.has(gvkKey(g));
  }

  private fail(e: { status: Status }): ClientResult {
    return { ok: false, error: statusError(e.status) };
  }

  get(g: GVK, key: ObjectKey, into?: KubeObject): ClientResult {
    return this.traced({ verb: 'get', g, namespace: key.namespace, name: key.name, subresource: '' }, () =>
      this.getImpl(g, key, into),
    );
  }

  private getImpl(g: GVK, key: ObjectKey, into?: KubeObject): ClientResult {
    const k = this.key(g, key.namespace, key.name);
    const o = this.objects.get(k);
    if (!o) return this.fail(notFound(this.gr(g), key.name));
    const a = this.answer(k, o);
    if (into) replace(into, a);
    return { ok: true, value: a, warnings: [] };
  }

  /** An object as the fake client returns it: a copy, with its managedFields under WithReturnManagedFields. */
  private answer(k: string, o: KubeObject): KubeObject {
    const c = deepCopy(o);
    const mf = this.returnManagedFields ? this.managed.get(k) : undefined;
    if (mf !== undefined) metaOf(c).managedFields = deepCopy(mf);
    return c;
  }

  list(g: GVK, opts: ListOptions = {}): ClientResult<KubeObject[]> {
    return this.traced({ verb: 'list', g, namespace: opts.namespace ?? '', name: '', subresource: '' }, () =>
      this.listImpl(g, opts),
    );
  }

  private listImpl(g: GVK, opts: ListOptions = {}): ClientResult<KubeObject[]> {
    const out: KubeObject[] = [];
    const selected = labelFilter(opts);
    for (const [k, o] of [...this.objects.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (!k.startsWith(`${g.group}/${g.kind}|`)) continue;
      if (opts.namespace && str(metaOf(o).namespace) !== opts.namespace) continue; // filterByNamespace, no scope handling
      if (selected && !selected(o)) continue;
      out.push(this.answer(k, o));
    }
    const fields = Object.entries(opts.matchingFields ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
    if (fields.length === 0) return { ok: true, value: out, warnings: [] };
    // field selection is mimicked through WithIndex's indexes ([CR] pkg/client/fake/client.go filterWithFields)
    const indexes = this.indexes.get(gvkKey(g));
    for (const [field] of fields)
      if (!indexes?.has(field)) {
        const s = `${g.group}/${g.version}, Kind=${g.kind}`;
        return {
          ok: false,
          error: plain(
            `List on GroupVersionKind ${s} specifies selector on field ${field}, but no index with name ${field} has been registered for GroupVersionKind ${s}`,
          ),
        };
      }
    const value = out.filter((o) => fields.every(([f, v]) => indexes!.get(f)!(o).includes(v)));
    return { ok: true, value, warnings: [] };
  }

  /**
   * fakeClient.Create, update and patch (pkg/client/fake/client.go v0.24.1) return nil at once for
   * DryRunAll: nothing is stored, and the object passed in is left as it was.
   */
  create(obj: KubeObject, opts?: WriteOptions): ClientResult {
    return this.traced(this.callOf('create', obj, ''), () =>
      opts?.dryRun ? this.dryRun(obj) : this.createImpl(obj, opts),
    );
  }

  private dryRun(obj: KubeObject): ClientResult {
    return { ok: true, value: deepCopy(obj), warnings: [] };
  }

  private createImpl(obj: KubeObject, opts?: WriteOptions): ClientResult {
    const g = gvkOf(obj);
    const m = metaOf(obj);
    if (str(m.resourceVersion) !== '')
      return this.fail(badRequest('resourceVersion can not be set for Create requests'));
    if (str(m.name) === '')
      return this.fail(
        invalid(g.group, g.kind, '', [fieldErr.required('metadata.name', 'name is required')]),
      );
    const k = this.key(g, str(m.namespace), str(m.name));
    if (this.objects.has(k)) return this.fail(alreadyExists(this.gr(g), str(m.name)));
    const c = deepCopy(obj);
    metaOf(c).resourceVersion = '1';
    // Create stores .status as given, subresource or not: v0.24.1's versionedTracker.Create copies
    // nothing (only updateObject treats status specially), unlike an API server with /status.
    // The field manager tracks a create's fields (DefaultTrackOnCreateProbability is 1).
    this.recordFields(k, undefined, c, opts?.fieldManager);
    this.objects.set(k, c);
    const a = this.answer(k, c);
    replace(obj, a);
    return { ok: true, value: a, warnings: [] };
  }

  update(obj: KubeObject, opts: UpdateOptions = {}): ClientResult {
    return this.traced(this.callOf('update', obj, opts.subresource ?? ''), () =>
      opts.dryRun ? this.dryRun(obj) : this.updateImpl(obj, opts),
    );
  }

  private updateImpl(obj: KubeObject, opts: UpdateOptions = {}): ClientResult {
    const g = gvkOf(obj);
    const m = metaOf(obj);
    const k = this.key(g, str(m.namespace), str(m.name));
    const old = this.objects.get(k);
    const status = opts.subresource === 'status';
    if (status && !this.hasStatus(g)) return this.fail(notFound(this.gr(g), str(m.name)));
    if (!old) return this.fail(notFound(this.gr(g), str(m.name)));
    let rv = str(m.resourceVersion);
    if (rv === '' && UNCONDITIONAL_GROUPS.has(g.group) && !this.isCustom(g))
      rv = str(metaOf(old).resourceVersion);
    if (rv !== str(metaOf(old).resourceVersion))
      return this.fail(conflict(this.gr(g), str(m.name), 'object was modified'));
    let next = deepCopy(obj);
    if (status) {
      const st = next.status;
      next = deepCopy(old);
      metaOf(next).resourceVersion = rv;
      if (st === undefined) delete next.status;
      else next.status = st;
    } else if (this.hasStatus(g)) {
      if (old.status === undefined) delete next.status;
      else next.status = deepCopy(old.status);
    }
    const om = metaOf(old);
    if (str(metaOf(next).deletionTimestamp) !== str(om.deletionTimestamp))
      return {
        ok: false,
        error: {
          kind: 'plain',
          message: `error: Unable to edit ${str(m.name)}: metadata.deletionTimestamp field is immutable`,
        },
      };
    metaOf(next).resourceVersion = String(Number.parseInt(rv, 10) + 1);
    const fin = metaOf(next).finalizers;
    if (om.deletionTimestamp !== undefined && (!Array.isArray(fin) || fin.length === 0)) {
      this.managed.delete(k);
      this.objects.delete(k);
    } else {
      // an object without managedFields stays untracked until its first apply (skipNonAppliedManager)
      if (this.managed.has(k)) this.recordFields(k, old, next, opts.fieldManager);
      else delete metaOf(next).managedFields;
      this.objects.set(k, next);
    }
    const a = this.answer(k, next);
    replace(obj, a);
    return { ok: true, value: a, warnings: [] };
  }

  /**
   * Merge patches apply to the stored object; an RV inside the patch is compared like Update's.
   * fakeClient.patch validates the options first (validation.ValidatePatchOptions), then returns at
   * once for DryRunAll.
   */
  patch(obj: KubeObject, p: Patch | GoError, opts: UpdateOptions = {}): ClientResult {
    return this.traced(this.callOf('patch', obj, opts.subresource ?? ''), () => {
      if ('kind' in p) return { ok: false, error: p };
      if (p.type === 'apply' && str(opts.fieldManager) === '')
        return this.fail(
          invalid('meta.k8s.io', 'PatchOptions', '', [
            fieldErr.required('fieldManager', 'is required for apply patch'),
          ]),
        );
      if (p.type !== 'apply' && opts.force !== undefined)
        return this.fail(
          invalid('meta.k8s.io', 'PatchOptions', '', [
            fieldErr.forbidden('force', 'may not be specified for non-apply patch'),
          ]),
        );
      if (opts.dryRun) return this.dryRun(obj);
      return p.type === 'apply' ? this.applyImpl(obj, p.data, opts) : this.patchImpl(obj, p, opts);
    });
  }

  /**
   * A server-side apply, as v0.24.1's fake client runs it: fakeClient.patch (the RV of a create
   * overwritten with "1", an update's deletionTimestamp the stored one), client-go testing's
   * ObjectReaction (the body decoded as an unstructured object named as the request), then
   * versionedTracker.Apply (its kind from the body; updateObject's status handling and
   * resourceVersion check) and FieldManagedObjectTracker.Apply: structured-merge-diff's apply,
   * with the fields of an object that has no managedFields owned by "before-first-apply"
   * (skipNonAppliedManager). The type converter is client-go's for the built-in kinds and the
   * deduced one for any other (managedfields.NewDeducedTypeConverter: every list atomic).
   */
  private applyImpl(obj: KubeObject, data: KubeObject, opts: UpdateOptions): ClientResult {
    const m = metaOf(obj);
    const name = str(m.name);
    const ns = str(m.namespace);
    const body = deepCopy(data);
    // runtime.Scheme.ObjectKinds on an unstructured object (apiutil.GVKForObject)
    if (str(body.kind) === '')
      return { ok: false, error: plain("Object 'Kind' is missing in 'unstructured object has no kind'") };
    const av = str(body.apiVersion);
    const version = av.includes('/') ? av.slice(av.indexOf('/') + 1) : av;
    if (version === '')
      return {
        ok: false,
        error: plain("Object 'apiVersion' is missing in 'unstructured object has no version'"),
      };
    const g: GVK = {
      group: av.includes('/') ? av.slice(0, av.indexOf('/')) : '',
      version,
      kind: str(body.kind),
    };
    const bm = isObject(body.metadata) ? body.metadata : (body.metadata = {});
    bm.name = name;
    if (name === '')
      return this.fail(
        invalid(g.group, g.kind, '', [fieldErr.required('metadata.name', 'name is required')]),
      );
    const k = this.key(g, ns, name);
    const old = this.objects.get(k);
    const status = opts.subresource === 'status';
    let applied = body;
    if (!old) {
      bm.resourceVersion = '1';
      if (str(bm.uid) !== '')
        return this.fail(
          conflict(
            this.gr(g),
            name,
            `uid mismatch: the provided object specified uid ${str(bm.uid)}, and no existing object was found`,
          ),
        );
      if (this.hasStatus(g)) delete applied.status;
    } else {
      if (metaOf(old).deletionTimestamp === undefined) delete bm.deletionTimestamp;
      else bm.deletionTimestamp = metaOf(old).deletionTimestamp;
      if (this.hasStatus(g)) {
        if (status) {
          // everything but the status (and the RV and managedFields sent) from the stored object
          const sent = { rv: bm.resourceVersion, mf: bm.managedFields };
          applied = deepCopy(old);
          if (body.status === undefined) delete applied.status;
          else applied.status = deepCopy(body.status);
          const am = metaOf(applied);
          if (sent.rv === undefined) delete am.resourceVersion;
          else am.resourceVersion = sent.rv;
          if (sent.mf === undefined) delete am.managedFields;
          else am.managedFields = sent.mf;
        } else if (old.status === undefined) delete applied.status;
        else applied.status = deepCopy(old.status);
      } else if (status) return this.fail(notFound(this.gr(g), name));
      const am = metaOf(applied);
      const oldRV = str(metaOf(old).resourceVersion);
      if (str(am.resourceVersion) === '') am.resourceVersion = oldRV;
      if (str(am.resourceVersion) !== oldRV)
        return this.fail(conflict(this.gr(g), name, 'object was modified'));
      am.resourceVersion = String(Number.parseInt(oldRV, 10) + 1);
      const fin = am.finalizers;
      if (am.deletionTimestamp !== undefined && (!Array.isArray(fin) || fin.length === 0)) {
        this.managed.delete(k);
        this.objects.delete(k);
        return { ok: true, value: deepCopy(obj), warnings: [] };
      }
    }
    // the field manager's structured merge: an applied object may carry no managedFields
    if (Array.isArray(metaOf(applied).managedFields))
      return this.fail(badRequest('metadata.managedFields must be nil'));
    const rv = str(metaOf(applied).resourceVersion);
    const own = this.ownership(g, str(opts.fieldManager));
    const live: KubeObject = old ? deepCopy(old) : { apiVersion: av, kind: g.kind, metadata: {} };
    let mf = this.managed.get(k);
    if (old && mf === undefined) {
      // skipNonAppliedManager: the fields already there belong to "before-first-apply" (an Update)
      const first = deepCopy(old);
      recordUpdate({ metadata: {} }, first, { ...own, manager: 'before-first-apply' });
      mf = metaOf(first).managedFields;
    }
    if (mf !== undefined) metaOf(live).managedFields = deepCopy(mf);
    else delete metaOf(live).managedFields;
    const r = serverSideApply(live, applied, own, opts.force === true);
    if (r.kind === 'conflict') return this.fail(r.error);
    const stored = r.object as KubeObject;
    const sm = metaOf(stored);
    sm.resourceVersion = rv;
    if (Array.isArray(sm.managedFields)) this.managed.set(k, sm.managedFields);
    else this.managed.delete(k);
    delete sm.managedFields;
    stored.apiVersion = av;
    stored.kind = g.kind;
    this.objects.set(k, stored);
    const a = this.answer(k, stored);
    replace(obj, a);
    return { ok: true, value: a, warnings: [] };
  }

  /** The field manager's view of an object of this kind (no subresource: the tracker's manager is built with none). */
  private ownership(g: GVK, manager: string): Ownership {
    const custom = this.isCustom(g);
    const lists: ListKindResolver = custom ? () => ({ kind: 'atomic' }) : builtinListKind;
    return {
      lists,
      exclude: () => false,
      manager: manager === '' ? 'unknown' : manager, // buildManagerInfoManager
      apiVersion: g.group === '' ? g.version : `${g.group}/${g.version}`,
      time: rfc3339(this.clock ? this.clock.now() : Date.UTC(2026, 0, 1)),
      subresource: '',
      nodes: custom,
    };
  }

  /** An Update-type write's managedFields (FieldManagedObjectTracker Create, Update, Patch), kept aside. */
  private recordFields(
    k: string,
    old: KubeObject | undefined,
    next: KubeObject,
    manager: string | undefined,
  ): void {
    const g = gvkOf(next);
    delete metaOf(next).managedFields;
    const before = old ? deepCopy(old) : undefined;
    const mf = this.managed.get(k);
    if (before) {
      if (mf !== undefined) metaOf(before).managedFields = deepCopy(mf);
      else delete metaOf(before).managedFields;
    }
    const after = deepCopy(next);
    recordUpdate(before, after, this.ownership(g, str(manager)));
    const out = metaOf(after).managedFields;
    if (Array.isArray(out) && out.length > 0) this.managed.set(k, out);
    else this.managed.delete(k);
  }

  private patchImpl(obj: KubeObject, p: Patch | GoError, opts: UpdateOptions = {}): ClientResult {
    if ('kind' in p) return { ok: false, error: p };
    const g = gvkOf(obj);
    const m = metaOf(obj);
    const old = this.objects.get(this.key(g, str(m.namespace), str(m.name)));
    if (opts.subresource === 'status' && !this.hasStatus(g))
      return this.fail(notFound(this.gr(g), str(m.name)));
    if (!old) return this.fail(notFound(this.gr(g), str(m.name)));
    let patched: KubeObject;
    if (p.type === 'json') {
      // client-go testing's ObjectReaction: evanphx/json-patch on the stored object, its error as is;
      // then the tracker's update, which compares a resourceVersion the patch left or set
      try {
        patched = jsonPatch(old, p.data as JsonPatchOp[]) as KubeObject;
      } catch (e) {
        if (!(e instanceof PatchError)) throw e;
        return { ok: false, error: { kind: 'plain', message: e.message } };
      }
    } else if (p.type === 'merge' || p.type === 'strategic') {
      // ObjectReaction: a strategic patch is strategicpatch.StrategicMergePatch along the Go type's
      // patch tags; here a list merges by the key its field name has in the built-in types (the API
      // server's path when no typed binding is loaded), so client.StrategicMergeFrom works in tests
      try {
        patched = (
          p.type === 'merge' ? mergePatch(old, p.data) : strategicMergePatch(old, p.data)
        ) as KubeObject;
      } catch (e) {
        if (!(e instanceof PatchError)) throw e;
        return { ok: false, error: { kind: 'plain', message: e.message } };
      }
      const pm = isObject(p.data.metadata) ? p.data.metadata : {};
      if (str(pm.resourceVersion) === '') metaOf(patched).resourceVersion = str(metaOf(old).resourceVersion);
    } else return this.applyImpl(obj, p.data, opts);
    const r = this.updateImpl(patched, opts);
    if (r.ok) replace(obj, r.value);
    return r;
  }

  /**
   * fakeClient.Delete (pkg/client/fake/client.go v0.24.1): DryRunAll deletes nothing; a
   * resourceVersion precondition that does not match conflicts with the fake client's own words.
   */
  delete(obj: KubeObject, opts: DeleteOptions = {}): ClientResult {
    return this.traced(this.callOf('delete', obj, ''), () => this.deleteImpl(obj, opts));
  }

  private deleteImpl(obj: KubeObject, opts: DeleteOptions = {}): ClientResult {
    const g = gvkOf(obj);
    const m = metaOf(obj);
    if (opts.dryRun) return { ok: true, value: deepCopy(obj), warnings: [] };
    const k = this.key(g, str(m.namespace), str(m.name));
    const want = opts.preconditions?.resourceVersion;
    if (want !== undefined) {
      const old = this.objects.get(k);
      if (!old) return this.fail(notFound(this.gr(g), str(m.name)));
      const actual = str(metaOf(old).resourceVersion);
      if (actual !== want)
        return this.fail(
          conflict(
            this.gr(g),
            str(m.name),
            `the ResourceVersion in the precondition (${want}) does not match the ResourceVersion in record (${actual}). The object might have been modified`,
          ),
        );
    }
    return this.deleteObject(g, k, str(m.name));
  }

  /** fakeClient.DeleteAllOf: list the namespace (labels only), delete each; DryRunAll deletes nothing. */
  deleteAllOf(g: GVK, opts: DeleteAllOfOptions = {}): ClientResult<KubeObject[]> {
    return this.traced(
      { verb: 'deletecollection', g, namespace: opts.namespace ?? '', name: '', subresource: '' },
      () => this.deleteAllOfImpl(g, opts),
    );
  }

  private deleteAllOfImpl(g: GVK, opts: DeleteAllOfOptions = {}): ClientResult<KubeObject[]> {
    if (opts.dryRun) return { ok: true, value: [], warnings: [] };
    const listed = this.listImpl(g, { namespace: opts.namespace, labelSelector: opts.labelSelector });
    if (!listed.ok) return listed;
    for (const o of listed.value) {
      const m = metaOf(o);
      const r = this.deleteObject(g, this.key(g, str(m.namespace), str(m.name)), str(m.name));
      if (!r.ok) return r;
    }
    return { ok: true, value: listed.value, warnings: [] };
  }

  /** deleteObjectLocked: with finalizers the object only gets its deletionTimestamp. */
  private deleteObject(g: GVK, k: string, name: string): ClientResult {
    const old = this.objects.get(k);
    if (!old) return this.fail(notFound(this.gr(g), name));
    const om = metaOf(old);
    if (Array.isArray(om.finalizers) && om.finalizers.length > 0) {
      if (om.deletionTimestamp === undefined) {
        const t = this.clock ? this.clock.now() : Date.UTC(2026, 0, 1);
        om.deletionTimestamp = new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
        om.resourceVersion = String(Number.parseInt(str(om.resourceVersion), 10) + 1);
      }
      return { ok: true, value: deepCopy(old), warnings: [] };
    }
    this.managed.delete(k);
    this.objects.delete(k);
    return { ok: true, value: deepCopy(old), warnings: [] };
  }

  status(): StatusWriter {
    return {
      update: (obj, opts = {}) => this.update(obj, { ...opts, subresource: 'status' }),
      patch: (obj, p, opts = {}) => this.patch(obj, p, { ...opts, subresource: 'status' }),
    };
  }

  private callOf(verb: string, obj: KubeObject, subresource: string): CallOf {
    const m = metaOf(obj);
    return {
      verb,
      g: gvkOf(obj),
      namespace: str(m.namespace),
      name: str(m.name),
      subresource,
      rv: str(m.resourceVersion),
    };
  }

  /**
   * Runs one call and records it (outermost calls only). `statusChanged` says whether the stored
   * .status changed, for writes: on a write to the object itself that is the fake's lie for a type
   * without WithStatusSubresource (a real server with /status would have ignored it).
   */
  private traced<T>(c: CallOf, fn: () => ClientResult<T>): ClientResult<T> {
    if (this.trace === undefined || this.depth > 0) return fn();
    const k = this.key(c.g, c.namespace, c.name);
    const before = this.objects.get(k);
    const statusBefore = JSON.stringify(before?.status ?? null);
    this.depth++;
    let r: ClientResult<T>;
    try {
      r = fn();
    } finally {
      this.depth--;
    }
    const after = this.objects.get(k);
    const write = c.verb === 'create' || c.verb === 'update' || c.verb === 'patch';
    const result = r.ok
      ? { code: c.verb === 'create' ? 201 : 200, reason: '', message: '' }
      : r.error.kind === 'status'
        ? { code: r.error.status.code, reason: r.error.status.reason, message: r.error.status.message }
        : { code: 500, reason: 'InternalError', message: r.error.message };
    this.trace.record({
      kind: 'api',
      time: this.clock ? this.clock.now() : 0,
      identity: { username: this.identity.username, groups: [...this.identity.groups] },
      clientPath: FAKE_PATH,
      verb: c.verb,
      group: c.g.group,
      version: c.g.version,
      resource: guessResource(c.g.kind),
      subresource: c.subresource,
      namespace: c.namespace,
      name: c.name,
      rvSent: c.rv ?? '',
      rvStored: after ? str(metaOf(after).resourceVersion) : '',
      authorization: { decision: 'allow', reason: 'fake client: no RBAC' },
      result,
      warnings: [],
      webhooks: [],
      noop: false,
      ...(write && r.ok ? { statusChanged: JSON.stringify(after?.status ?? null) !== statusBefore } : {}),
    });
    return r;
  }

  private isCustom(g: GVK): boolean {
    return !UNCONDITIONAL_GROUPS.has(g.group);
  }
}

function replace(obj: KubeObject, answer: KubeObject): void {
  for (const k of Object.keys(obj)) delete obj[k];
  Object.assign(obj, deepCopy(answer));
}
