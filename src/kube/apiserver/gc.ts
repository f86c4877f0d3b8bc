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
import { isObject, metaOf, str } from './types.ts';

export type GcEnv = {
  store: ObjectStore;
  registry: Registry;
  /** a request by a cluster component (recorded, never RBAC-denied) */
  internal(user: UserInfo, req: ApiRequest): ApiResponse;
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
  const uidIndex = new Map<string, { info: ResourceInfo; obj: KubeObject }>();
  const infos = env.registry.all();
  const seenTables = new Set<string>();
  const all: { info: ResourceInfo; obj: KubeObject }[] = [];
  for (const info of infos) {
    const t = tableOf(info);
    if (seenTables.has(t)) continue;
    seenTables.add(t);
    for (const s of env.store.list(t, undefined)) {
      const o = { info, obj: s.obj };
      all.push(o);
      uidIndex.set(str((s.obj.metadata as JsonObject).uid), o);
    }
  }
  // dependents of each owner
  const dependents = new Map<string, { info: ResourceInfo; obj: KubeObject }[]>();
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
    const live = refs.filter((r) => {
      const owner = uidIndex.get(str(r.uid));
      if (!owner) return false;
      // an owner's identity is its uid in the dependent's namespace (or cluster scope)
      const om = owner.obj.metadata as JsonObject;
      if (owner.info.namespaced && str(om.namespace) !== str(meta.namespace)) return false;
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
      const remaining = refs.filter((r) => !orphaningOwners.includes(r));
      env.internal(gcCtx.user, {
        verb: 'patch',
        group: d.info.group,
        version: d.info.version,
        resource: d.info.resource,
        namespace: d.info.namespaced ? str(meta.namespace) : undefined,
        name: str(meta.name),
        patchType: 'merge',
        patch: { metadata: { ownerReferences: remaining.length > 0 ? remaining : null } },
      });
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
      });
      changed = true;
    } else if (live.length < refs.length) {
      const keep = live;
      const dangling = refs.filter((r) => !live.includes(r) && !uidIndex.has(str(r.uid)));
      if (dangling.length === 0) continue;
      env.internal(gcCtx.user, {
        verb: 'patch',
        group: d.info.group,
        version: d.info.version,
        resource: d.info.resource,
        namespace: d.info.namespaced ? str(meta.namespace) : undefined,
        name: str(meta.name),
        patchType: 'merge',
        patch: { metadata: { ownerReferences: keep } },
      });
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
  d: { info: ResourceInfo; obj: KubeObject },
  uidIndex: Map<string, { info: ResourceInfo; obj: KubeObject }>,
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
    env.internal(user, {
      verb: 'patch',
      ...target,
      patchType: 'merge',
      patch: { metadata: { ownerReferences: solid } },
    });
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
  env.internal(user, { verb: 'delete', ...target, propagationPolicy: policy });
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
