/**
 * Validation of the workload kinds and the immutable ConfigMaps and Secrets, the checks learners
 * meet first ([K] pkg/apis/apps/validation ValidateDeploymentSpec, ValidatePodTemplateSpecForReplicaSet,
 * ValidateDeploymentUpdate; pkg/apis/core/validation validateContainers, ValidateConfigMapUpdate,
 * ValidateSecretUpdate). Bad values are given as json.Marshal would see the Go value, which is how
 * field.Error.ErrorBody prints them since k8s 1.34 (`{"app":"web"}`, `{"matchLabels":{…}}`).
 */

import { nameErrors } from './objectmeta.ts';
import { validatePodUpdate } from './podupdate.ts';
import { structuredSelectorMatches } from './selectors.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

const WORKLOADS = new Set(['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet']);

/** A map[string]string as json.Marshal writes it: keys sorted, nil as null. */
function labelsJson(m: Json | undefined): Json {
  if (!isObject(m)) return null;
  const out: JsonObject = {};
  for (const k of Object.keys(m).sort()) out[k] = str(m[k]);
  return out;
}

/** A *metav1.LabelSelector as json.Marshal writes it (omitempty fields, struct field order). */
function selectorJson(sel: Json | undefined): Json {
  if (!isObject(sel)) return null;
  const out: JsonObject = {};
  if (isObject(sel.matchLabels) && Object.keys(sel.matchLabels).length > 0)
    out.matchLabels = labelsJson(sel.matchLabels);
  if (Array.isArray(sel.matchExpressions) && sel.matchExpressions.length > 0)
    out.matchExpressions = sel.matchExpressions.filter(isObject).map((e) => {
      const r: JsonObject = { key: str(e.key), operator: str(e.operator) };
      if (Array.isArray(e.values) && e.values.length > 0) r.values = e.values.map((v) => str(v));
      return r;
    });
  return out;
}

/**
 * validateContainers' first checks: at least one container; each with a name that is a DNS-1123 label
 * (validateContainerCommon: ValidateDNS1123Label) and an image; names unique among the containers.
 */
function validateContainers(podSpec: JsonObject, path: string): FieldError[] {
  const list = podSpec.containers;
  if (!Array.isArray(list) || list.length === 0) return [fieldErr.required(`${path}.containers`)];
  const errs: FieldError[] = [];
  const names = new Set<string>();
  list.forEach((c, i) => {
    if (!isObject(c)) return;
    const p = `${path}.containers[${i}]`;
    const name = str(c.name);
    if (name === '') errs.push(fieldErr.required(`${p}.name`));
    else for (const m of nameErrors('label', name)) errs.push(fieldErr.invalid(`${p}.name`, name, m));
    if (str(c.image) === '') errs.push(fieldErr.required(`${p}.image`));
    if (names.has(name)) errs.push(fieldErr.duplicate(`${p}.name`, name));
    else names.add(name);
  });
  return errs;
}

/**
 * Create and update, in the order the real validators append: a missing selector is required
 * (Deployment, ReplicaSet, StatefulSet), an empty one is invalid (ReplicaSet's message says
 * "deployment" too), and the template's labels must match — a missing selector is
 * labels.Nothing(), which matches nothing, so it also fails the match (the pair of errors kubectl
 * shows for an apps/v1 Deployment without a selector). A DaemonSet checks the match before the
 * emptiness and has no required rule. StatefulSets do not validate the pod spec at all
 * (ValidatePodTemplateSpecForStatefulSet leaves it to the controller).
 */
export function validateWorkload(kind: string, obj: KubeObject): FieldError[] {
  // A Pod's own spec (ValidatePodSpec): a forgotten image or a bad container name fails it too
  if (kind === 'Pod') return validateContainers(isObject(obj.spec) ? obj.spec : {}, 'spec');
  if (!WORKLOADS.has(kind)) return [];
  const spec = isObject(obj.spec) ? obj.spec : {};
  const errs: FieldError[] = [];
  const template = isObject(spec.template) ? spec.template : {};
  const meta = isObject(template.metadata) ? template.metadata : {};
  const labels = isObject(meta.labels) ? meta.labels : undefined;
  const sel = isObject(spec.selector) ? spec.selector : undefined;
  const empty =
    sel !== undefined &&
    !(isObject(sel.matchLabels) && Object.keys(sel.matchLabels).length > 0) &&
    !(Array.isArray(sel.matchExpressions) && sel.matchExpressions.length > 0);
  const emptyErr = () =>
    fieldErr.invalid(
      'spec.selector',
      selectorJson(sel),
      `empty selector is invalid for ${kind === 'ReplicaSet' ? 'deployment' : kind.toLowerCase()}`,
    );
  const mismatch = sel === undefined || (!empty && !structuredSelectorMatches(sel, labels));
  const mismatchErr = () =>
    fieldErr.invalid(
      'spec.template.metadata.labels',
      labelsJson(meta.labels),
      '`selector` does not match template `labels`',
    );
  if (kind === 'DaemonSet') {
    if (mismatch) errs.push(mismatchErr());
    if (empty) errs.push(emptyErr());
  } else {
    if (sel === undefined) errs.push(fieldErr.required('spec.selector'));
    else if (empty) errs.push(emptyErr());
    if (mismatch) errs.push(mismatchErr());
  }
  if (kind !== 'StatefulSet') {
    const podSpec = isObject(template.spec) ? template.spec : {};
    errs.push(...validateContainers(podSpec, 'spec.template.spec'));
  }
  return errs;
}

/** Update only: what may not change once stored. */
export function validateBuiltinUpdate(kind: string, obj: KubeObject, old: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  if (kind === 'Deployment' || kind === 'ReplicaSet' || kind === 'DaemonSet' || kind === 'StatefulSet') {
    // apps/v1: the selector is immutable (ValidateImmutableField)
    const sel = isObject(obj.spec) ? obj.spec.selector : undefined;
    const oldSel = isObject(old.spec) ? old.spec.selector : undefined;
    if (JSON.stringify(sel ?? null) !== JSON.stringify(oldSel ?? null))
      errs.push(fieldErr.invalid('spec.selector', selectorJson(sel), 'field is immutable'));
  }
  if (kind === 'Pod') errs.push(...validatePodUpdate(asObject(obj.spec), asObject(old.spec)));
  if (kind === 'Secret' && str(obj.type) !== str(old.type))
    errs.push(fieldErr.invalid('type', str(obj.type), 'field is immutable'));
  if ((kind === 'ConfigMap' || kind === 'Secret') && old.immutable === true) {
    const msg = 'field is immutable when `immutable` is set';
    if (obj.immutable !== true) errs.push(fieldErr.forbidden('immutable', msg));
    if (!sameMap(obj.data, old.data)) errs.push(fieldErr.forbidden('data', msg));
    if (kind === 'ConfigMap' && !sameMap(obj.binaryData, old.binaryData))
      errs.push(fieldErr.forbidden('binaryData', msg));
  }
  return errs;
}

/** reflect.DeepEqual of two maps, where the decoder gives nil for an absent or empty one. */
function sameMap(a: Json | undefined, b: Json | undefined): boolean {
  const norm = (m: Json | undefined) => {
    if (!isObject(m) || Object.keys(m).length === 0) return '';
    return JSON.stringify(
      Object.keys(m)
        .sort()
        .map((k) => [k, m[k]]),
    );
  };
  return norm(a) === norm(b);
}

function asObject(v: Json | undefined): JsonObject {
  return isObject(v) ? v : {};
}
