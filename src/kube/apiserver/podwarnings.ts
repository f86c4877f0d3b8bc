/**
 * The warnings a Pod's or a workload's pod template gets on create (kubernetes pkg/api/pod/warnings.go
 * warningsForPodSpecAndMeta, called by the strategies' WarningsOnCreate through GetWarningsForPod and
 * GetWarningsForPodTemplate with the template's path), in that function's order. rest.BeforeCreate
 * adds them once validation passed, before validating admission. Covered: deprecated node labels
 * (nodeSelector, topology spread keys; pkg/api/node/util.go deprecatedNodeLabels), a null
 * labelSelector in a topology spread constraint or a pod (anti-)affinity term, the deprecated pod
 * annotations, a duplicate env name that hides the previous one, duplicate or overlapping container
 * ports, and a negative terminationGracePeriodSeconds. A Go map's keys (nodeSelector, annotations) are
 * visited sorted here, one of the orders Go's random iteration gives.
 */
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, jsonEqual, str } from './types.ts';

const DEPRECATED_NODE_LABELS: Readonly<Record<string, string>> = {
  'beta.kubernetes.io/arch': 'deprecated since v1.14; use "kubernetes.io/arch" instead',
  'beta.kubernetes.io/os': 'deprecated since v1.14; use "kubernetes.io/os" instead',
  'failure-domain.beta.kubernetes.io/region':
    'deprecated since v1.17; use "topology.kubernetes.io/region" instead',
  'failure-domain.beta.kubernetes.io/zone':
    'deprecated since v1.17; use "topology.kubernetes.io/zone" instead',
  'beta.kubernetes.io/instance-type':
    'deprecated since v1.17; use "node.kubernetes.io/instance-type" instead',
};

const DEPRECATED_ANNOTATIONS: readonly [string, string][] = [
  [
    'scheduler.alpha.kubernetes.io/critical-pod',
    'non-functional in v1.16+; use the "priorityClassName" field instead',
  ],
  ['security.alpha.kubernetes.io/sysctls', 'non-functional in v1.11+; use the "sysctls" field instead'],
  [
    'security.alpha.kubernetes.io/unsafe-sysctls',
    'non-functional in v1.11+; use the "sysctls" field instead',
  ],
];

const WORKLOAD_TEMPLATES = new Set([
  'Deployment',
  'ReplicaSet',
  'StatefulSet',
  'DaemonSet',
  'ReplicationController',
]);

/** The strategy's WarningsOnCreate for the kinds whose warnings are their pod spec's. */
export function warningsOnCreate(kind: string, obj: KubeObject): string[] {
  if (kind === 'Pod') return podSpecWarnings('', isObject(obj.spec) ? obj.spec : {}, metaOf(obj));
  if (WORKLOAD_TEMPLATES.has(kind)) {
    const spec = isObject(obj.spec) ? obj.spec : {};
    const t = isObject(spec.template) ? spec.template : {};
    return podSpecWarnings('spec.template.', isObject(t.spec) ? t.spec : {}, metaOf(t));
  }
  return [];
}

/**
 * The strategy's WarningsOnUpdate: a Pod gets none (pkg/registry/core/pod/strategy.go skips them on
 * that high-frequency path); Deployment, ReplicaSet, StatefulSet and ReplicationController warn about
 * the new template when the update moved the generation, a DaemonSet when it changed the template
 * (its TemplateGeneration; pkg/registry/apps/deployment/strategy.go and its siblings, WarningsOnUpdate through
 * GetWarningsForPodTemplate). Their status strategies give none (not called for /status).
 */
export function warningsOnUpdate(kind: string, obj: KubeObject, old: KubeObject): string[] {
  if (!WORKLOAD_TEMPLATES.has(kind)) return [];
  const spec = isObject(obj.spec) ? obj.spec : {};
  const oldSpec = isObject(old.spec) ? old.spec : {};
  const moved =
    kind === 'DaemonSet'
      ? !jsonEqual(spec.template, oldSpec.template)
      : metaOf(obj).generation !== metaOf(old).generation;
  return moved ? warningsOnCreate(kind, obj) : [];
}

function metaOf(o: JsonObject): JsonObject {
  return isObject(o.metadata) ? o.metadata : {};
}

function list(v: Json | undefined): JsonObject[] {
  return Array.isArray(v) ? v.filter(isObject) : [];
}

function sortedKeys(v: Json | undefined): string[] {
  return isObject(v) ? Object.keys(v).sort() : [];
}

/** warningsForPodSpecAndMeta; `p` is the template's path with a trailing dot, or '' for a Pod. */
function podSpecWarnings(p: string, spec: JsonObject, meta: JsonObject): string[] {
  const w: string[] = [];
  for (const k of sortedKeys(spec.nodeSelector)) {
    const msg = DEPRECATED_NODE_LABELS[k];
    if (msg !== undefined) w.push(`${p}spec.nodeSelector[${k}]: ${msg}`);
  }
  list(spec.topologySpreadConstraints).forEach((t, i) => {
    const key = str(t.topologyKey);
    const msg = DEPRECATED_NODE_LABELS[key];
    if (msg !== undefined) w.push(`${p}spec.topologySpreadConstraints[${i}].topologyKey: ${key} is ${msg}`);
    if (t.labelSelector == null)
      w.push(
        `${p}spec.topologySpreadConstraints[${i}].labelSelector: a null labelSelector results in matching no pod`,
      );
  });
  const annotations = isObject(meta.annotations) ? meta.annotations : {};
  for (const [key, msg] of DEPRECATED_ANNOTATIONS)
    if (key in annotations) w.push(`${p}metadata.annotations[${key}]: ${msg}`);
  const containers = visitContainers(p, spec);
  for (const { path, c } of containers) w.push(...envWarnings(path, c));
  w.push(...portWarnings(containers));
  const grace = spec.terminationGracePeriodSeconds;
  if (typeof grace === 'number' && grace < 0)
    w.push(
      `${p}spec.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1`,
    );
  const affinity = isObject(spec.affinity) ? spec.affinity : {};
  for (const kind of ['podAffinity', 'podAntiAffinity']) {
    const a = isObject(affinity[kind]) ? affinity[kind] : undefined;
    if (a === undefined) continue;
    const base = `${p}spec.affinity.${kind}`;
    list(a.requiredDuringSchedulingIgnoredDuringExecution).forEach((t, i) => {
      if (t.labelSelector == null)
        w.push(
          `${base}.requiredDuringSchedulingIgnoredDuringExecution[${i}].labelSelector: a null labelSelector results in matching no pod`,
        );
    });
    list(a.preferredDuringSchedulingIgnoredDuringExecution).forEach((t, i) => {
      const term = isObject(t.podAffinityTerm) ? t.podAffinityTerm : {};
      if (term.labelSelector == null)
        w.push(
          `${base}.preferredDuringSchedulingIgnoredDuringExecution[${i}].podAffinityTerm.labelSelector: a null labelSelector results in matching no pod`,
        );
    });
  }
  return w;
}

/** pods.VisitContainersWithPath's order: init containers, containers, ephemeral containers. */
function visitContainers(p: string, spec: JsonObject): { path: string; c: JsonObject }[] {
  const out: { path: string; c: JsonObject }[] = [];
  for (const field of ['initContainers', 'containers', 'ephemeralContainers'])
    list(spec[field]).forEach((c, i) => {
      out.push({ path: `${p}spec.${field}[${i}]`, c });
    });
  return out;
}

/** A later env entry of a name already set hides it unless its value refers to the old one. */
function envWarnings(path: string, c: JsonObject): string[] {
  const env = list(c.env);
  if (env.length < 2) return [];
  const w: string[] = [];
  const seen = new Set<string>();
  env.forEach((e, i) => {
    const name = str(e.name);
    if (!seen.has(name)) {
      seen.add(name);
      return;
    }
    const ref = `$(${name})`;
    const value = str(e.value);
    if (e.valueFrom != null || value === ref || !value.includes(ref))
      w.push(
        `${path}.env[${i}]: hides previous definition of ${JSON.stringify(name)}, which may be dropped when using apply`,
      );
  });
  return w;
}

/** The same containerPort/protocol across all containers: duplicate, overlapping or ambiguous. */
function portWarnings(containers: readonly { path: string; c: JsonObject }[]): string[] {
  const w: string[] = [];
  const all = new Map<string, { field: string; hostIP: string; hostPort: number }[]>();
  for (const { path, c } of containers)
    list(c.ports).forEach((port, i) => {
      const field = `${path}.ports[${i}]`;
      const hostIP = str(port.hostIP);
      const hostPort = typeof port.hostPort === 'number' ? port.hostPort : 0;
      const k = `${typeof port.containerPort === 'number' ? port.containerPort : 0}/${str(port.protocol)}`;
      const others = all.get(k);
      if (others === undefined) {
        all.set(k, [{ field, hostIP, hostPort }]);
        return;
      }
      for (const o of others) {
        if (hostIP === o.hostIP && hostPort === o.hostPort)
          w.push(`${field}: duplicate port definition with ${o.field}`);
        else if (hostPort === 0 || o.hostPort === 0)
          w.push(`${field}: overlapping port definition with ${o.field}`);
        else if (hostPort === o.hostPort && (hostIP === '') !== (o.hostIP === ''))
          w.push(`${field}: dangerously ambiguous port definition with ${o.field}`);
      }
      others.push({ field, hostIP, hostPort });
    });
  return w;
}
