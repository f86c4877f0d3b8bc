/**
 * Validation of the workload kinds and the immutable ConfigMaps and Secrets, the checks learners
 * meet first ([K] pkg/apis/apps/validation ValidateDeploymentSpec, ValidatePodTemplateSpecForReplicaSet,
 * ValidateDeploymentUpdate; pkg/apis/core/validation validateContainers, ValidateConfigMapUpdate,
 * ValidateSecretUpdate). Bad values print as field.Error.ErrorBody prints them: %#v of the Go value
 * (`map[string]string{"app":"web"}`, `v1.LabelSelector{…}`).
 */

import { structuredSelectorMatches } from './selectors.ts';
import type { FieldError } from './status.ts';
import { fieldErr, goQuote } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

const WORKLOADS = new Set(['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet']);

/** %#v of a map[string]string (keys sorted, as fmt prints maps). */
function goStringMap(m: Json | undefined): string {
  if (!isObject(m)) return 'map[string]string(nil)';
  const keys = Object.keys(m).sort();
  return `map[string]string{${keys.map((k) => `${goQuote(k)}:${goQuote(str(m[k]))}`).join(', ')}}`;
}

function goStrings(v: Json | undefined): string {
  if (!Array.isArray(v)) return '[]string(nil)';
  return `[]string{${v.map((s) => goQuote(str(s))).join(', ')}}`;
}

/** %#v of a metav1.LabelSelector (the pointer ValidateImmutableField is given, dereferenced). */
function goLabelSelector(sel: JsonObject): string {
  const exprs = Array.isArray(sel.matchExpressions)
    ? `[]v1.LabelSelectorRequirement{${sel.matchExpressions
        .filter(isObject)
        .map(
          (e) =>
            `v1.LabelSelectorRequirement{Key:${goQuote(str(e.key))}, Operator:${goQuote(str(e.operator))}, Values:${goStrings(e.values)}}`,
        )
        .join(', ')}}`
    : '[]v1.LabelSelectorRequirement(nil)';
  return `v1.LabelSelector{MatchLabels:${goStringMap(sel.matchLabels)}, MatchExpressions:${exprs}}`;
}

/** validateContainers' first checks: at least one container, each with a name and an image. */
function validateContainers(podSpec: JsonObject, path: string): FieldError[] {
  const list = podSpec.containers;
  if (!Array.isArray(list) || list.length === 0) return [fieldErr.required(`${path}.containers`)];
  const errs: FieldError[] = [];
  list.forEach((c, i) => {
    if (!isObject(c)) return;
    const p = `${path}.containers[${i}]`;
    if (str(c.name) === '') errs.push(fieldErr.required(`${p}.name`));
    if (str(c.image) === '') errs.push(fieldErr.required(`${p}.image`));
  });
  return errs;
}

/** Create and update: the selector is required and must match the template's labels. */
export function validateWorkload(kind: string, obj: KubeObject): FieldError[] {
  if (!WORKLOADS.has(kind)) return [];
  const spec = isObject(obj.spec) ? obj.spec : {};
  const errs: FieldError[] = [];
  const template = isObject(spec.template) ? spec.template : {};
  const meta = isObject(template.metadata) ? template.metadata : {};
  const labels = isObject(meta.labels) ? meta.labels : undefined;
  if (!isObject(spec.selector)) errs.push(fieldErr.required('spec.selector'));
  else {
    const sel = spec.selector;
    const empty =
      !(isObject(sel.matchLabels) && Object.keys(sel.matchLabels).length > 0) &&
      !(Array.isArray(sel.matchExpressions) && sel.matchExpressions.length > 0);
    if (!empty && !structuredSelectorMatches(sel, labels))
      errs.push(
        fieldErr.invalid(
          'spec.template.metadata.labels',
          { goSyntax: goStringMap(meta.labels) },
          '`selector` does not match template `labels`',
        ),
      );
  }
  const podSpec = isObject(template.spec) ? template.spec : {};
  errs.push(...validateContainers(podSpec, 'spec.template.spec'));
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
      errs.push(
        fieldErr.invalid(
          'spec.selector',
          { goSyntax: isObject(sel) ? goLabelSelector(sel) : 'null' },
          'field is immutable',
        ),
      );
  }
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
