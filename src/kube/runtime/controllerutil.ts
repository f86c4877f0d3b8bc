/**
 * [CR] pkg/controller/controllerutil: owner references and finalizers on JSON objects.
 */
import type { ResourceInfo } from '../apiserver/registry.ts';
import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import { isObject, metaOf, parseApiVersion, str } from '../apiserver/types.ts';
import type { GoError } from './errors.ts';
import { plain } from './errors.ts';

/**
 * validateOwner (controllerutil.go:253): only the namespace strings are compared, so a namespaced child with an
 * empty namespace is reported as "cluster-scoped".
 */
function validateOwner(owner: KubeObject, object: KubeObject): GoError | undefined {
  const ownerNs = str(metaOf(owner).namespace);
  if (ownerNs !== '') {
    const objNs = str(metaOf(object).namespace);
    if (objNs === '')
      return plain(
        `cluster-scoped resource must not have a namespace-scoped owner, owner's namespace ${ownerNs}`,
      );
    if (ownerNs !== objNs)
      return plain(
        `cross-namespace owner references are disallowed, owner's namespace ${ownerNs}, obj's namespace ${objNs}`,
      );
  }
  return undefined;
}

function refs(o: KubeObject): JsonObject[] {
  const m = metaOf(o);
  if (!Array.isArray(m.ownerReferences)) m.ownerReferences = [];
  return m.ownerReferences as JsonObject[];
}

function sameGroupKind(a: JsonObject, owner: KubeObject): boolean {
  return (
    parseApiVersion(str(a.apiVersion)).group === parseApiVersion(str(owner.apiVersion)).group &&
    str(a.kind) === str(owner.kind)
  );
}

/** SetControllerReference(owner, controlled, scheme): controller=true, blockOwnerDeletion=true. */
export function setControllerReference(owner: KubeObject, object: KubeObject): GoError | undefined {
  const bad = validateOwner(owner, object);
  if (bad) return bad;
  const om = metaOf(owner);
  const ref: JsonObject = {
    apiVersion: str(owner.apiVersion),
    kind: str(owner.kind),
    name: str(om.name),
    uid: str(om.uid),
    controller: true,
    blockOwnerDeletion: true,
  };
  const list = refs(object);
  const existing = list.find((r) => r.controller === true);
  if (existing && !(sameGroupKind(existing, owner) && str(existing.name) === str(om.name)))
    return plain(
      `Object ${str(metaOf(object).namespace)}/${str(metaOf(object).name)} is already owned by another ${str(existing.kind)} controller ${str(existing.name)}`,
    );
  upsertRef(list, ref, owner);
  return undefined;
}

/** SetOwnerReference: a non-controller reference. */
export function setOwnerReference(owner: KubeObject, object: KubeObject): GoError | undefined {
  const bad = validateOwner(owner, object);
  if (bad) return bad;
  const om = metaOf(owner);
  upsertRef(
    refs(object),
    { apiVersion: str(owner.apiVersion), kind: str(owner.kind), name: str(om.name), uid: str(om.uid) },
    owner,
  );
  return undefined;
}

function upsertRef(list: JsonObject[], ref: JsonObject, owner: KubeObject): void {
  const i = list.findIndex((r) => sameGroupKind(r, owner) && str(r.name) === str(ref.name));
  if (i >= 0) list[i] = ref;
  else list.push(ref);
}

export function containsFinalizer(o: KubeObject, f: string): boolean {
  const fs = metaOf(o).finalizers;
  return Array.isArray(fs) && fs.includes(f);
}

/** AddFinalizer: true when it changed the object. */
export function addFinalizer(o: KubeObject, f: string): boolean {
  if (containsFinalizer(o, f)) return false;
  const m = metaOf(o);
  m.finalizers = [...(Array.isArray(m.finalizers) ? m.finalizers : []), f];
  return true;
}

export function removeFinalizer(o: KubeObject, f: string): boolean {
  if (!containsFinalizer(o, f)) return false;
  const m = metaOf(o);
  m.finalizers = (m.finalizers as string[]).filter((x) => x !== f);
  if ((m.finalizers as string[]).length === 0) delete m.finalizers;
  return true;
}

/** The controller owner of an object, if any (metav1.GetControllerOf). */
export function controllerOf(o: KubeObject): JsonObject | undefined {
  const m = o.metadata;
  if (!isObject(m) || !Array.isArray(m.ownerReferences)) return undefined;
  return m.ownerReferences.find((r): r is JsonObject => isObject(r) && r.controller === true);
}

export type { ResourceInfo };
