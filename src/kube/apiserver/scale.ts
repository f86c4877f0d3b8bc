// The /scale subresource: an autoscaling/v1 Scale made from its parent object, and the parent with
// the replicas a Scale asks for. In-tree kinds: [K8S] pkg/registry/apps/deployment/storage/storage.go
// (scaleFromDeployment, scaleUpdatedObjectInfo) and its ReplicaSet, StatefulSet and
// ReplicationController twins; CRDs: [AX] pkg/registry/customresource/etcd.go (scaleFromCustomResource)
// and validator.go (ValidateScaleSpec).
import { selectorString } from '../rest/labels.ts';
import { valueAt } from './managedfields.ts';
import type { ScaleSubresource } from './registry.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { JsonObject, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

const fieldPath = (path: readonly string[]) => path.map((f) => ({ f }));

/** `.spec.replicas` → ['spec', 'replicas'] ([AX] etcd.go splitReplicasPath: the leading dot is dropped). */
export function splitReplicasPath(path: string): string[] {
  return path.replace(/^\./, '').split('.');
}

/** unstructured.NestedInt64: an integer where the path ends, else why not (as its error reads). */
function nestedInt(
  o: JsonObject,
  path: readonly string[],
): { value: number; found: boolean; error?: string } {
  const v = valueAt(o, fieldPath(path));
  if (v === undefined || v === null) return { value: 0, found: false };
  if (typeof v !== 'number' || !Number.isInteger(v))
    return {
      value: 0,
      found: false,
      error: `.${path.join('.')} accessor error: ${JSON.stringify(v)} is of the type ${goTypeOf(v)}, expected int64`,
    };
  return { value: v, found: true };
}

function goTypeOf(v: unknown): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'float64';
  if (Array.isArray(v)) return '[]interface {}';
  return 'map[string]interface {}';
}

/** The selector a Scale shows: the spec's selector serialized, or a CRD's string field. */
function selectorOf(scale: ScaleSubresource, o: KubeObject): string {
  const spec = isObject(o.spec) ? o.spec : {};
  if (scale.specSelector === 'labelSelector') return selectorString(spec.selector);
  // labels.SelectorFromSet(map).String(): the pairs in key order, as a selector's matchLabels
  if (scale.specSelector === 'map') return selectorString({ matchLabels: spec.selector ?? {} });
  if (scale.labelSelectorPath === undefined) return '';
  const v = valueAt(o, fieldPath(splitReplicasPath(scale.labelSelectorPath)));
  return typeof v === 'string' ? v : '';
}

/**
 * The Scale of `o`, with whether its spec holds the replicas field at all (a CRD's may not: then a
 * GET is an internal error and an update of the Scale a bad request, as etcd.go answers).
 */
export function scaleOf(
  scale: ScaleSubresource,
  o: KubeObject,
): { scale: KubeObject; replicasFound: boolean } {
  const meta = isObject(o.metadata) ? o.metadata : {};
  const spec = nestedInt(o, splitReplicasPath(scale.specReplicasPath));
  const status = nestedInt(o, splitReplicasPath(scale.statusReplicasPath));
  const selector = selectorOf(scale, o);
  const metadata: JsonObject = { name: str(meta.name) };
  if (str(meta.namespace) !== '') metadata.namespace = str(meta.namespace);
  if (str(meta.uid) !== '') metadata.uid = str(meta.uid);
  if (str(meta.resourceVersion) !== '') metadata.resourceVersion = str(meta.resourceVersion);
  metadata.creationTimestamp = meta.creationTimestamp ?? null;
  // ScaleSpec.replicas is omitempty; ScaleStatus.replicas is not, its selector is
  const out: KubeObject = {
    kind: 'Scale',
    apiVersion: 'autoscaling/v1',
    metadata,
    spec: spec.value !== 0 ? { replicas: spec.value } : {},
    status: { replicas: status.value, ...(selector !== '' ? { selector } : {}) },
  };
  return { scale: out, replicasFound: spec.found };
}

/**
 * autoscaling validation ValidateScale for the in-tree kinds ([K8S] pkg/apis/autoscaling/validation):
 * `spec.replicas` must not be negative (the Scale's own metadata comes from the parent).
 */
export function validateScale(s: KubeObject): FieldError[] {
  const r = isObject(s.spec) ? s.spec.replicas : undefined;
  return typeof r === 'number' && r < 0
    ? [fieldErr.invalid('spec.replicas', r, 'must be greater than or equal to 0')]
    : [];
}

/**
 * A CRD's ValidateScaleSpec, run on every write of an object whose CRD has a scale subresource: the
 * replicas field must be a non-negative int32 (the path is named as the CRD gives it, with its dot).
 */
export function validateCrdScaleSpec(scale: ScaleSubresource, o: KubeObject): FieldError[] {
  const n = nestedInt(o, splitReplicasPath(scale.specReplicasPath));
  if (n.error !== undefined) return [fieldErr.invalid(scale.specReplicasPath, n.value, n.error)];
  if (n.value < 0)
    return [fieldErr.invalid(scale.specReplicasPath, n.value, 'should be a non-negative integer')];
  if (n.value > 2147483647)
    return [fieldErr.invalid(scale.specReplicasPath, n.value, 'should be less than or equal to 2147483647')];
  return [];
}

/** The replicas of the Scale `s` asks for (0 when it names none, as the Go type's zero). */
export function replicasOf(s: KubeObject): number {
  const r = isObject(s.spec) ? s.spec.replicas : undefined;
  return typeof r === 'number' ? r : 0;
}

/** `o` with its spec's replicas set to `replicas` (unstructured.SetNestedField: missing maps made). */
export function withReplicas(scale: ScaleSubresource, o: KubeObject, replicas: number): KubeObject {
  const path = splitReplicasPath(scale.specReplicasPath);
  let cur: JsonObject = o;
  for (const k of path.slice(0, -1)) {
    if (!isObject(cur[k])) cur[k] = {};
    cur = cur[k] as JsonObject;
  }
  cur[path[path.length - 1]] = replicas;
  return o;
}
