// The resource.Quantity fields of built-in kinds as the API server hands them back: decoding a body
// parses each quantity ([AM] pkg/api/resource/quantity.go UnmarshalJSON: quotes dropped, spaces
// trimmed, ParseQuantity) and encoding writes its canonical form (MarshalJSON → CanonicalizeBytes),
// so `cpu: "0.5"` comes back as "500m" and `memory: 1.5Gi` as "1536Mi". Every ResourceList is also
// rounded up to thousandths by the defaulter (kubernetes pkg/apis/core/v1/defaults.go
// SetDefaults_ResourceList: `val.RoundUp(-3)`), so "0.0001" is "1m". A quantity that does not parse
// fails the decode with ParseQuantity's error.
import { canonicalAmount, parseQuantityAmount, scaledValue } from './quantity.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject } from './types.ts';

// Paths of the quantity fields, read from k8s.io/api v0.34.0's Go types (test/kube/apiserver/
// quantities.test.ts checks them against the generated field table): `[]` each item of a list,
// a trailing `{}` a ResourceList (each value, rounded up to thousandths), else one Quantity.
const CONTAINERS = ['containers', 'initContainers', 'ephemeralContainers'].flatMap((c) => [
  `${c}[].env[].valueFrom.resourceFieldRef.divisor`,
  `${c}[].resources.limits{}`,
  `${c}[].resources.requests{}`,
]);
const POD_SPEC = [
  'volumes[].emptyDir.sizeLimit',
  'volumes[].downwardAPI.items[].resourceFieldRef.divisor',
  'volumes[].projected.sources[].downwardAPI.items[].resourceFieldRef.divisor',
  'volumes[].ephemeral.volumeClaimTemplate.spec.resources.limits{}',
  'volumes[].ephemeral.volumeClaimTemplate.spec.resources.requests{}',
  ...CONTAINERS,
  'overhead{}',
  'resources.limits{}',
  'resources.requests{}',
];
const POD_STATUS = ['containerStatuses', 'initContainerStatuses', 'ephemeralContainerStatuses'].flatMap(
  (s) => [`${s}[].allocatedResources{}`, `${s}[].resources.limits{}`, `${s}[].resources.requests{}`],
);
const CLAIM = [
  'spec.resources.limits{}',
  'spec.resources.requests{}',
  'status.capacity{}',
  'status.allocatedResources{}',
];
const under = (prefix: string, paths: string[]) => paths.map((p) => `${prefix}.${p}`);
const TEMPLATE = under('spec.template.spec', POD_SPEC);

export const QUANTITY_PATHS: Readonly<Record<string, readonly string[]>> = {
  Pod: [...under('spec', POD_SPEC), ...under('status', POD_STATUS)],
  PodTemplate: under('template.spec', POD_SPEC),
  ReplicationController: TEMPLATE,
  Deployment: TEMPLATE,
  ReplicaSet: TEMPLATE,
  DaemonSet: TEMPLATE,
  StatefulSet: [...TEMPLATE, ...under('spec.volumeClaimTemplates[]', CLAIM)],
  Job: TEMPLATE,
  CronJob: under('spec.jobTemplate.spec.template.spec', POD_SPEC),
  PersistentVolumeClaim: CLAIM,
  PersistentVolume: ['spec.capacity{}'],
  ResourceQuota: ['spec.hard{}', 'status.hard{}', 'status.used{}'],
  LimitRange: ['max', 'min', 'default', 'defaultRequest', 'maxLimitRequestRatio'].map(
    (f) => `spec.limits[].${f}{}`,
  ),
  Node: ['status.capacity{}', 'status.allocatable{}'],
};

/** ParseQuantity's errors ([AM] quantity.go ErrFormatWrong, ErrNumeric, ErrSuffix). */
const PARSE_ERRORS = [
  '',
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
  "unable to parse quantity's numeric part",
  "unable to parse quantity's suffix",
];

/** A quantity's JSON value in canonical form, or ParseQuantity's error; undefined leaves it as sent. */
function canonical(v: Json, roundUp: boolean): { value: string } | { error: string } | undefined {
  let text: string;
  if (typeof v === 'string') text = v.trim();
  else if (typeof v === 'number') text = String(v);
  else return undefined; // a JSON type a Quantity cannot hold: not this decoder's concern here
  const [amount, format, err] = parseQuantityAmount(text);
  if (err !== 0) return { error: PARSE_ERRORS[err] ?? PARSE_ERRORS[1] };
  const a = roundUp && amount.scale < -3 ? { value: scaledValue(amount, -3), scale: -3 } : amount;
  return { value: canonicalAmount(a, format) };
}

/**
 * Rewrites `kind`'s quantities in `o` to their canonical text; returns the first quantity that does
 * not parse as ParseQuantity words it (the caller reports it as the decoder's failure).
 */
export function canonicalizeQuantities(kind: string, o: KubeObject): string | undefined {
  const paths = QUANTITY_PATHS[kind];
  if (paths === undefined) return undefined;
  for (const p of paths) {
    const error = visit(o, p.split('.'), 0);
    if (error !== undefined) return error;
  }
  return undefined;
}

function visit(node: Json, steps: string[], i: number): string | undefined {
  if (!isObject(node)) return undefined;
  const step = steps[i] ?? '';
  const last = i === steps.length - 1;
  if (step.endsWith('[]')) {
    const list = node[step.slice(0, -2)];
    if (!Array.isArray(list)) return undefined;
    for (const item of list) {
      const error = visit(item, steps, i + 1);
      if (error !== undefined) return error;
    }
    return undefined;
  }
  if (last && step.endsWith('{}')) {
    const list = node[step.slice(0, -2)];
    if (!isObject(list)) return undefined;
    return rewriteList(list);
  }
  if (last) {
    if (!(step in node)) return undefined;
    const r = canonical(node[step] as Json, false);
    if (r === undefined) return undefined;
    if ('error' in r) return r.error;
    node[step] = r.value;
    return undefined;
  }
  return visit(node[step] as Json, steps, i + 1);
}

function rewriteList(list: JsonObject): string | undefined {
  for (const [k, v] of Object.entries(list)) {
    // a null value decodes to the zero Quantity, which encodes as "0"
    const r = v === null ? { value: '0' } : canonical(v, true);
    if (r === undefined) continue;
    if ('error' in r) return r.error;
    list[k] = r.value;
  }
  return undefined;
}
