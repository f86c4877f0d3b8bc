/**
 * The garbage collector and namespace controller of kube-controller-manager, run by the simulated server after
 * deletions: dependents whose owners are gone are deleted (background), owners with `foregroundDeletion` wait for
 * their blocking dependents, `orphan` releases dependents, and a terminating namespace is emptied then removed.
 * Their requests are recorded like any other, under their own service-account identities.
 */
import type { Registry, ResourceInfo } from './registry.ts';
import type { ApiRequest, ApiResponse, RequestContext } from './server.ts';
import { ObjectStore } from './store.ts';
import type { Json, JsonObject, KubeObject, UserInfo } from './types.ts';
import { isObject, metaOf, rfc3339, str } from './types.ts';

export type GcEnv = {
  store: ObjectStore;
  registry: Registry;
  /** a request by a cluster component (recorded, never RBAC-denied) */
  internal(user: UserInfo, req: ApiRequest): ApiResponse;
  /** the cluster's clock (ms), for the events the collector records */
  now(): number;
  /** `dependent uid/owner uid` pairs already reported as OwnerRefInvalidNamespace (once each, as the graph sees them once) */
  reportedInvalidNamespace: Set<string>;
};

const GC_USER: UserInfo = {
  username: 'system:serviceaccount:kube-system:generic-garbage-collector',
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
};
const NS_CONTROLLER_USER: UserInfo = {
  username: 'system:serviceaccount:kube-system:namespace-controller',
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
};

export function gcRound(env: GcEnv): boolean {
  let changed = false;
  const gcCtx: RequestContext = {
    user: GC_USER,
    clientPath: 'internal',
    userAgent: 'kube-controller-manager',
  };
  const uidIndex = new Map<string, { info: ResourceInfo; obj: KubeObject; rv: number }>();
  const infos = env.registry.all();
  const seenTables = new Set<string>();
  const all: { info: ResourceInfo; obj: KubeObject; rv: number }[] = [];
  for (const info of infos) {
    const t = tableOf(info);
    if (seenTables.has(t)) continue;
    seenTables.add(t);
    for (const s of env.store.list(t, undefined)) {
      const o = { info, obj: s.obj, rv: s.rv };
      all.push(o);
      uidIndex.set(str((s.obj.metadata as JsonObject).uid), o);
    }
  }
  // dependents of each owner
  const dependents = new Map<string, { info: ResourceInfo; obj: KubeObject; rv: number }[]>();
  for (const d of all) {
    const refs = ownerRefs(d.obj);
    for (const r of refs) {
      const list = dependents.get(str(r.uid)) ?? [];
      list.push(d);
      dependents.set(str(r.uid), list);
    }
  }
  for (const d of all) {
    const refs = ownerRefs(d.obj);
    if (refs.length === 0) continue;
    const meta = d.obj.metadata as JsonObject;
    for (const r of refs) {
      const owner = uidIndex.get(str(r.uid));
      if (owner?.info.namespaced && str((owner.obj.metadata as JsonObject).namespace) !== str(meta.namespace))
        reportInvalidNamespace(env, d, r);
    }
    // a cluster-scoped object naming a namespaced owner: the collector gives up on it and never
    // deletes it (kubernetes pkg/controller/garbagecollector/garbagecollector.go isDangling returns
    // namespacedOwnerOfClusterScopedObjectErr, which processAttemptToDeleteWorker forgets)
    if (!d.info.namespaced && refs.some((r) => kindOfRef(env, r)?.namespaced === true)) continue;
    // an owner of a kind the server does not serve: isDangling cannot map it (apiResource fails),
    // so attemptToDeleteItem returns the error and the item waits, neither deleted nor unlinked
    if (refs.some((r) => kindOfRef(env, r) === undefined)) continue;
    const live = refs.filter((r) => {
      const owner = uidIndex.get(str(r.uid));
      if (!owner) return false;
      // the collector looks the owner up by the reference's kind and name in the dependent's
      // namespace (or cluster scope) and compares the uid (isDangling)
      const om = owner.obj.metadata as JsonObject;
      if (owner.info.namespaced && str(om.namespace) !== str(meta.namespace)) return false;
      if (owner.info.kind !== str(r.kind) || str(om.name) !== str(r.name)) return false;
      const om2 = om;
      const fin = Array.isArray(om2.finalizers) ? om2.finalizers : [];
      // an owner being deleted with orphan policy releases its dependents
      if (om2.deletionTimestamp !== undefined && fin.includes('orphan')) return false;
      return true;
    });
    const orphaningOwners = refs.filter((r) => {
      const owner = uidIndex.get(str(r.uid));
      const om = owner?.obj.metadata as JsonObject | undefined;
      return (
        om?.deletionTimestamp !== undefined &&
        Array.isArray(om?.finalizers) &&
        om.finalizers.includes('orphan')
      );
    });
    if (orphaningOwners.length > 0) {
      removeOwnerRefs(env, gcCtx.user, d, orphaningOwners);
      changed = true;
      continue;
    }
    if (live.length === 0) {
      if (meta.deletionTimestamp !== undefined) continue;
      // all owners gone (or being foreground-deleted): delete; foreground-deleting owners propagate foreground
      const foregroundOwner = refs.some((r) => {
        const owner = uidIndex.get(str(r.uid));
        const om = owner?.obj.metadata as JsonObject | undefined;
        return (
          om !== undefined && Array.isArray(om.finalizers) && om.finalizers.includes('foregroundDeletion')
        );
      });
      if (foregroundOwner) continue; // handled below via the owner's foreground pass
      env.internal(gcCtx.user, {
        verb: 'delete',
        group: d.info.group,
        version: d.info.version,
        resource: d.info.resource,
        namespace: d.info.namespaced ? str(meta.namespace) : undefined,
        name: str(meta.name),
        propagationPolicy: 'Background',
        preconditions: deletePreconditions(d),
      });
      changed = true;
    } else if (live.length < refs.length) {
      // a solid owner keeps it; the dangling references go (attemptToDeleteItem)
      removeOwnerRefs(
        env,
        gcCtx.user,
        d,
        refs.filter((r) => !live.includes(r)),
      );
      changed = true;
    }
  }
  // owners being deleted with foreground / orphan finalizers
  for (const o of all) {
    const meta = o.obj.metadata as JsonObject;
    if (meta.deletionTimestamp === undefined) continue;
    const fin = Array.isArray(meta.finalizers) ? meta.finalizers.map(String) : [];
    const deps = (dependents.get(str(meta.uid)) ?? []).filter((d) => stillExists(env, d.info, d.obj));
    if (fin.includes('foregroundDeletion')) {
      let blocking = false;
      for (const d of deps) {
        const dm = d.obj.metadata as JsonObject;
        const ref = ownerRefs(d.obj).find((r) => str(r.uid) === str(meta.uid));
        if (ref?.blockOwnerDeletion === true) blocking = true;
        if (dm.deletionTimestamp === undefined) {
          dependentOfForegroundOwner(env, gcCtx.user, d, uidIndex, dependents.has(str(dm.uid)));
          changed = true;
        }
      }
      if (!blocking) {
        removeFinalizer(env, gcCtx.user, o.info, o.obj, 'foregroundDeletion');
        changed = true;
      }
    }
    if (fin.includes('orphan')) {
      const stillOwned = deps.some((d) => ownerRefs(d.obj).some((r) => str(r.uid) === str(meta.uid)));
      if (!stillOwned) {
        removeFinalizer(env, gcCtx.user, o.info, o.obj, 'orphan');
        changed = true;
      }
    }
    // namespace controller: delete the content, then drop the `kubernetes` finalizer
    if (o.info.group === '' && o.info.resource === 'namespaces') {
      const nsName = str(meta.name);
      let remaining = 0;
      for (const info of infos) {
        if (!info.namespaced) continue;
        for (const s of env.store.list(tableOf(info), nsName)) {
          remaining++;
          const sm = s.obj.metadata as JsonObject;
          if (sm.deletionTimestamp === undefined) {
            env.internal(NS_CONTROLLER_USER, {
              verb: 'delete',
              group: info.group,
              version: info.version,
              resource: info.resource,
              namespace: nsName,
              name: str(sm.name),
            });
            changed = true;
          }
        }
      }
      if (remaining > 0 && namespaceConditions(env, infos, nsName)) changed = true;
      const spec = isObject(o.obj.spec) ? o.obj.spec : {};
      if (remaining === 0 && Array.isArray(spec.finalizers) && spec.finalizers.length > 0) {
        const cur = env.store.get('namespaces', '', nsName);
        if (cur) {
          const updated = JSON.parse(cur.json) as KubeObject;
          updated.spec = { ...(isObject(updated.spec) ? updated.spec : {}), finalizers: [] };
          // the namespace's /finalize subresource; then it is deleted if no metadata finalizers remain
          const rv = env.store.nextRevision();
          metaOf(updated).resourceVersion = String(rv);
          const mf = metaOf(updated).finalizers;
          if (!Array.isArray(mf) || mf.length === 0) {
            env.store.remove('namespaces', '', nsName, updated, rv);
          } else env.store.put('namespaces', '', nsName, updated, rv);
          changed = true;
        }
      }
    }
  }
  return changed;
}

// The namespace deleter's status conditions (kubernetes pkg/controller/namespace/deletion/
// status_condition_utils.go): every type it maintains, in this order, the "ok" variant unless failing.
const NS_CONDITIONS: [type: string, reason: string, message: string][] = [
  ['NamespaceDeletionDiscoveryFailure', 'ResourcesDiscovered', 'All resources successfully discovered'],
  [
    'NamespaceDeletionGroupVersionParsingFailure',
    'ParsedGroupVersions',
    'All legacy kube types successfully parsed',
  ],
  [
    'NamespaceDeletionContentFailure',
    'ContentDeleted',
    'All content successfully deleted, may be waiting on finalization',
  ],
  ['NamespaceContentRemaining', 'ContentRemoved', 'All content successfully removed'],
  ['NamespaceFinalizersRemaining', 'ContentRemoved', 'All content successfully removed'],
];

/**
 * deleteAllContent's status update after a pass over a terminating namespace's content: what remains
 * per resource (`<resource>.<group> has N resource instances`) and per finalizer of the remaining
 * objects (ProcessContentTotals, messages sorted), merged into the conditions as updateConditions
 * does (a condition's lastTransitionTime moves only when its status changes). Returns whether the
 * status was written.
 */
function namespaceConditions(env: GcEnv, infos: readonly ResourceInfo[], nsName: string): boolean {
  const resources: string[] = [];
  const finalizers = new Map<string, number>();
  const seen = new Set<string>();
  for (const info of infos) {
    const key = `${info.resource}.${info.group}`;
    if (!info.namespaced || seen.has(key)) continue;
    seen.add(key);
    const items = env.store.list(tableOf(info), nsName);
    if (items.length === 0) continue;
    resources.push(`${key} has ${items.length} resource instances`);
    for (const item of items) {
      const f = (item.obj.metadata as JsonObject).finalizers;
      if (Array.isArray(f)) for (const x of f) finalizers.set(str(x), (finalizers.get(str(x)) ?? 0) + 1);
    }
  }
  const byFinalizer = [...finalizers].map(([f, n]) => `${f} in ${n} resource instances`);
  const failing = new Map<string, [string, string]>();
  if (resources.length > 0)
    failing.set('NamespaceContentRemaining', [
      'SomeResourcesRemain',
      `Some resources are remaining: ${resources.sort().join(', ')}`,
    ]);
  if (byFinalizer.length > 0)
    failing.set('NamespaceFinalizersRemaining', [
      'SomeFinalizerRemain',
      `Some finalizers are remaining: ${byFinalizer.sort().join(', ')}`,
    ]);
  const cur = env.store.get('namespaces', '', nsName);
  if (!cur) return false;
  const ns = JSON.parse(cur.json) as KubeObject;
  const status = isObject(ns.status) ? ns.status : {};
  const conditions = (Array.isArray(status.conditions) ? status.conditions : []).filter(isObject);
  const now = rfc3339(env.now());
  let changed = false;
  for (const [type, okReason, okMessage] of NS_CONDITIONS) {
    const [reason, message] = failing.get(type) ?? [okReason, okMessage];
    const want = failing.has(type) ? 'True' : 'False';
    const old = conditions.find((c) => c.type === type);
    if (!old) {
      conditions.push({ type, status: want, lastTransitionTime: now, reason, message });
      changed = true;
    } else if (old.status !== want || old.reason !== reason || old.message !== message) {
      if (old.status !== want) old.lastTransitionTime = now;
      Object.assign(old, { status: want, reason, message });
      changed = true;
    }
  }
  if (!changed) return false;
  ns.status = { ...status, conditions };
  const rv = env.store.nextRevision();
  metaOf(ns).resourceVersion = String(rv);
  env.store.put('namespaces', '', nsName, ns, rv);
  return true;
}

/**
 * attemptToDeleteItem for a dependent whose owner waits for its dependents (kubernetes
 * pkg/controller/garbagecollector/garbagecollector.go): another owner that is neither gone nor
 * deleting in the foreground keeps it, and only the waiting references are removed; one that has
 * dependents of its own is deleted in the foreground; any other with the policy its finalizers ask
 * for (orphan, foregroundDeletion), else in the background.
 */
function dependentOfForegroundOwner(
  env: GcEnv,
  user: UserInfo,
  d: { info: ResourceInfo; obj: KubeObject; rv: number },
  uidIndex: Map<string, { info: ResourceInfo; obj: KubeObject; rv: number }>,
  hasDependents: boolean,
): void {
  const dm = d.obj.metadata as JsonObject;
  const target = {
    group: d.info.group,
    version: d.info.version,
    resource: d.info.resource,
    namespace: d.info.namespaced ? str(dm.namespace) : undefined,
    name: str(dm.name),
  };
  const refs = ownerRefs(d.obj);
  const solid = refs.filter((r) => {
    const owner = uidIndex.get(str(r.uid));
    if (!owner) return false;
    const om = owner.obj.metadata as JsonObject;
    if (owner.info.namespaced && str(om.namespace) !== str(dm.namespace)) return false;
    const fin = Array.isArray(om.finalizers) ? om.finalizers : [];
    return !(om.deletionTimestamp !== undefined && fin.includes('foregroundDeletion'));
  });
  if (solid.length > 0) {
    removeOwnerRefs(
      env,
      user,
      d,
      refs.filter((r) => !solid.includes(r)),
    );
    return;
  }
  const fin = Array.isArray(dm.finalizers) ? dm.finalizers : [];
  const policy = hasDependents
    ? 'Foreground'
    : fin.includes('orphan')
      ? 'Orphan'
      : fin.includes('foregroundDeletion')
        ? 'Foreground'
        : 'Background';
  env.internal(user, {
    verb: 'delete',
    ...target,
    propagationPolicy: policy,
    preconditions: deletePreconditions(d),
  });
}

/**
 * Remove owner references from a dependent as the collector does (kubernetes
 * pkg/controller/garbagecollector/patch.go): a strategic merge patch deleting each by uid, with the
 * dependent's uid (deleteOwnerRefStrategicMergePatch); a custom resource answers it 415, and the
 * collector sends a JSON merge patch of the remaining references with the resourceVersion it read
 * (gc.patch → deleteOwnerRefJSONMergePatch, ObjectMetaForPatch).
 */
function removeOwnerRefs(
  env: GcEnv,
  user: UserInfo,
  d: { info: ResourceInfo; obj: KubeObject },
  remove: readonly JsonObject[],
): void {
  const dm = d.obj.metadata as JsonObject;
  const target = {
    group: d.info.group,
    version: d.info.version,
    resource: d.info.resource,
    namespace: d.info.namespaced ? str(dm.namespace) : undefined,
    name: str(dm.name),
  };
  const uids = new Set(remove.map((r) => str(r.uid)));
  const smp = env.internal(user, {
    verb: 'patch',
    ...target,
    patchType: 'strategic',
    patch: {
      metadata: { ownerReferences: [...uids].map((uid) => ({ $patch: 'delete', uid })), uid: str(dm.uid) },
    },
  });
  if (smp.ok || smp.code !== 415) return;
  const cur = env.store.get(tableOf(d.info), d.info.namespaced ? str(dm.namespace) : '', str(dm.name));
  if (!cur) return;
  const remaining = ownerRefs(cur.obj).filter((r) => !uids.has(str(r.uid)));
  env.internal(user, {
    verb: 'patch',
    ...target,
    patchType: 'merge',
    patch: {
      metadata: { resourceVersion: String(cur.rv), ownerReferences: remaining.length > 0 ? remaining : null },
    },
  });
}

/**
 * The collector deletes with the uid and the resourceVersion it last read as preconditions, so an
 * object recreated or re-owned meanwhile is not deleted (kubernetes
 * pkg/controller/garbagecollector/operations.go deleteObject; attemptToDeleteItem passes
 * latest.ResourceVersion).
 */
function deletePreconditions(d: { obj: KubeObject; rv: number }): { uid: string; resourceVersion: string } {
  return { uid: str((d.obj.metadata as JsonObject).uid), resourceVersion: String(d.rv) };
}

/**
 * The Warning event the graph builder records once it sees a dependent whose owner reference names
 * a namespaced owner of another namespace (kubernetes pkg/controller/garbagecollector/
 * graph_builder.go reportInvalidNamespaceOwnerRef, through a recorder with the source component
 * garbage-collector-controller; the owner is printed as objectReference.String in graph.go, with the
 * dependent's namespace, where the collector looks for it).
 */
function reportInvalidNamespace(
  env: GcEnv,
  d: { info: ResourceInfo; obj: KubeObject },
  ref: JsonObject,
): void {
  const dm = d.obj.metadata as JsonObject;
  const key = `${str(dm.uid)}/${str(ref.uid)}`;
  if (env.reportedInvalidNamespace.has(key)) return;
  env.reportedInvalidNamespace.add(key);
  const ns = str(dm.namespace);
  const ms = env.now();
  // record/event.go makeEvent: name `<object>.<UnixNano in hex>`; a cluster-scoped object's events go to default
  const nanos = BigInt(ms) * 1_000_000n;
  const ts = rfc3339(ms);
  const owner = `[${str(ref.apiVersion)}/${str(ref.kind)}, namespace: ${ns}, name: ${str(ref.name)}, uid: ${str(ref.uid)}]`;
  const apiVersion = d.info.group === '' ? d.info.version : `${d.info.group}/${d.info.version}`;
  env.internal(GC_USER, {
    verb: 'create',
    group: '',
    version: 'v1',
    resource: 'events',
    namespace: ns === '' ? 'default' : ns,
    body: {
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: `${str(dm.name)}.${nanos.toString(16)}`, namespace: ns === '' ? 'default' : ns },
      involvedObject: {
        kind: d.info.kind,
        ...(ns === '' ? {} : { namespace: ns }),
        name: str(dm.name),
        uid: str(dm.uid),
        apiVersion,
      },
      reason: 'OwnerRefInvalidNamespace',
      message: `ownerRef ${owner} does not exist in namespace "${ns}"`,
      source: { component: 'garbage-collector-controller' },
      firstTimestamp: ts,
      lastTimestamp: ts,
      count: 1,
      type: 'Warning',
      eventTime: null,
      reportingComponent: 'garbage-collector-controller',
      reportingInstance: '',
    },
  });
}

/** The resource an owner reference's apiVersion and kind name, if it is served. */
function kindOfRef(env: GcEnv, r: JsonObject): ResourceInfo | undefined {
  const av = str(r.apiVersion);
  const slash = av.indexOf('/');
  return env.registry.lookupKind({
    group: slash < 0 ? '' : av.slice(0, slash),
    version: slash < 0 ? av : av.slice(slash + 1),
    kind: str(r.kind),
  });
}

function stillExists(env: GcEnv, info: ResourceInfo, obj: KubeObject): boolean {
  const m = obj.metadata as JsonObject;
  return env.store.get(tableOf(info), info.namespaced ? str(m.namespace) : '', str(m.name)) !== undefined;
}

function removeFinalizer(
  env: GcEnv,
  user: UserInfo,
  info: ResourceInfo,
  obj: KubeObject,
  finalizer: string,
): void {
  const m = obj.metadata as JsonObject;
  const cur = env.store.get(tableOf(info), info.namespaced ? str(m.namespace) : '', str(m.name));
  if (!cur) return;
  const live = JSON.parse(cur.json) as KubeObject;
  const fin = (Array.isArray(metaOf(live).finalizers) ? (metaOf(live).finalizers as Json[]) : []).filter(
    (f) => f !== finalizer,
  );
  env.internal(user, {
    verb: 'patch',
    group: info.group,
    version: info.version,
    resource: info.resource,
    namespace: info.namespaced ? str(m.namespace) : undefined,
    name: str(m.name),
    patchType: 'merge',
    patch: { metadata: { finalizers: fin.length > 0 ? fin : null, resourceVersion: String(cur.rv) } },
  });
}

function tableOf(info: ResourceInfo): string {
  return ObjectStore.tableKey(info.group, info.resource);
}

function ownerRefs(obj: KubeObject): JsonObject[] {
  const m = obj.metadata;
  return isObject(m) && Array.isArray(m.ownerReferences) ? m.ownerReferences.filter(isObject) : [];
}

export type { RequestContext };
