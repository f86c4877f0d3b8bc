/**
 * ValidatePodUpdate (kubernetes pkg/apis/core/validation/validation.go): on an update of a Pod only
 * the containers' and init containers' images, activeDeadlineSeconds (set, or lowered), additions to
 * the tolerations (an existing one may change only its tolerationSeconds), removals of scheduling
 * gates and terminationGracePeriodSeconds from negative to 1 may change; anything else in the spec is
 * refused at `spec` with the updatable fields and a diff of the old spec against the new one with
 * those fields put back (cmp.Diff of core.PodSpec). A reconciler that rebuilds a Pod and Updates it
 * drops what admission added on create (the service account's volume, the tolerations, priority) and
 * meets this error, as on a real API server.
 *
 * The diff: cmp.Diff's report lists the fields of core.PodSpec (the internal type: hostNetwork,
 * hostPID, hostIPC, shareProcessNamespace and hostUsers live in its SecurityContext) with `-` for the
 * old value and `+` for the new, runs of unchanged fields elided as `... // N identical fields`.
 * Here each changed field is printed whole in Go literal form, not recursed into as go-cmp does
 * (whose output is not stable either: it randomly swaps spaces for non-breaking ones).
 */

import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject, str } from './types.ts';

const UPDATABLE = [
  '`spec.containers[*].image`',
  '`spec.initContainers[*].image`',
  '`spec.activeDeadlineSeconds`',
  '`spec.tolerations` (only additions to existing tolerations)',
  '`spec.terminationGracePeriodSeconds` (allow it to be set to 1 if it was previously negative)',
];

const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

/** apiequality.Semantic.DeepEqual over JSON: an absent, null, empty list or empty map are the same. */
function semanticEqual(a: Json | undefined, b: Json | undefined): boolean {
  const empty = (v: Json | undefined) =>
    v === undefined ||
    v === null ||
    (Array.isArray(v) && v.length === 0) ||
    (isObject(v) && Object.keys(v).length === 0);
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => semanticEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!semanticEqual(a[k], b[k])) return false;
    return true;
  }
  return a === b;
}

export function validatePodUpdate(spec: JsonObject, old: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  for (const key of ['containers', 'initContainers']) {
    const now = arr(spec[key]);
    const before = arr(old[key]);
    // ValidateContainerUpdates: a different count stops the validation
    if (now.length !== before.length) {
      errs.push(fieldErr.forbidden(`spec.${key}`, 'pod updates may not add or remove containers'));
      return errs;
    }
    now.forEach((c, i) => {
      const image = str(obj(c).image);
      if (image === '') errs.push(fieldErr.required(`spec.${key}[${i}].image`));
      if (image.trim().length !== image.length)
        errs.push(
          fieldErr.invalid(`spec.${key}[${i}].image`, image, 'must not have leading or trailing whitespace'),
        );
    });
  }
  const ads = spec.activeDeadlineSeconds;
  const oldAds = old.activeDeadlineSeconds;
  if (typeof ads === 'number') {
    if (ads < 0 || ads > 2147483647) {
      errs.push(
        fieldErr.invalid('spec.activeDeadlineSeconds', ads, 'must be between 0 and 2147483647, inclusive'),
      );
      return errs;
    }
    if (typeof oldAds === 'number' && oldAds < ads) {
      errs.push(
        fieldErr.invalid('spec.activeDeadlineSeconds', ads, 'must be less than or equal to previous value'),
      );
      return errs;
    }
  } else if (typeof oldAds === 'number')
    errs.push(
      fieldErr.invalid(
        'spec.activeDeadlineSeconds',
        null,
        'must not update from a positive integer to nil value',
      ),
    );
  // validateOnlyAddedTolerations: every old toleration still there, but for its tolerationSeconds
  const tolerations = arr(spec.tolerations).map(obj);
  for (const t of arr(old.tolerations).map(obj)) {
    const { tolerationSeconds: _, ...rest } = t;
    const found = tolerations.some((n) => {
      const { tolerationSeconds: __, ...other } = n;
      return semanticEqual(rest, other);
    });
    if (!found) {
      errs.push(
        fieldErr.forbidden(
          'spec.tolerations',
          'existing toleration can not be modified except its tolerationSeconds',
        ),
      );
      break;
    }
  }
  if (semanticEqual(spec, old)) return errs;

  // the updatable fields put back from the old spec, then the rest must be equal
  const munged: JsonObject = { ...spec };
  for (const key of ['containers', 'initContainers']) {
    if (spec[key] === undefined) continue;
    munged[key] = arr(spec[key]).map((c, i) => ({ ...obj(c), image: obj(arr(old[key])[i]).image ?? '' }));
  }
  setOrDelete(munged, 'activeDeadlineSeconds', old.activeDeadlineSeconds);
  setOrDelete(munged, 'schedulingGates', old.schedulingGates);
  setOrDelete(munged, 'tolerations', old.tolerations);
  const oldGrace = old.terminationGracePeriodSeconds;
  if (typeof oldGrace === 'number' && oldGrace < 0 && munged.terminationGracePeriodSeconds === 1)
    munged.terminationGracePeriodSeconds = oldGrace;
  if (!semanticEqual(munged, old))
    errs.push(
      fieldErr.forbidden(
        'spec',
        `pod updates may not change fields other than ${UPDATABLE.join(',')}\n${specDiff(old, munged)}`,
      ),
    );
  return errs;
}

function setOrDelete(o: JsonObject, key: string, v: Json | undefined): void {
  if (v === undefined) delete o[key];
  else o[key] = v;
}

/** core.PodSpec's fields in declaration order, with their v1 JSON names (pkg/apis/core/types.go). */
const POD_SPEC_FIELDS: Array<[string, string]> = [
  ['Volumes', 'volumes'],
  ['InitContainers', 'initContainers'],
  ['Containers', 'containers'],
  ['EphemeralContainers', 'ephemeralContainers'],
  ['RestartPolicy', 'restartPolicy'],
  ['TerminationGracePeriodSeconds', 'terminationGracePeriodSeconds'],
  ['ActiveDeadlineSeconds', 'activeDeadlineSeconds'],
  ['DNSPolicy', 'dnsPolicy'],
  ['NodeSelector', 'nodeSelector'],
  ['ServiceAccountName', 'serviceAccountName'],
  ['AutomountServiceAccountToken', 'automountServiceAccountToken'],
  ['NodeName', 'nodeName'],
  ['SecurityContext', 'securityContext'],
  ['ImagePullSecrets', 'imagePullSecrets'],
  ['Hostname', 'hostname'],
  ['Subdomain', 'subdomain'],
  ['SetHostnameAsFQDN', 'setHostnameAsFQDN'],
  ['Affinity', 'affinity'],
  ['SchedulerName', 'schedulerName'],
  ['Tolerations', 'tolerations'],
  ['HostAliases', 'hostAliases'],
  ['PriorityClassName', 'priorityClassName'],
  ['Priority', 'priority'],
  ['PreemptionPolicy', 'preemptionPolicy'],
  ['DNSConfig', 'dnsConfig'],
  ['ReadinessGates', 'readinessGates'],
  ['RuntimeClassName', 'runtimeClassName'],
  ['Overhead', 'overhead'],
  ['EnableServiceLinks', 'enableServiceLinks'],
  ['TopologySpreadConstraints', 'topologySpreadConstraints'],
  ['OS', 'os'],
  ['SchedulingGates', 'schedulingGates'],
  ['ResourceClaims', 'resourceClaims'],
  ['Resources', 'resources'],
  ['HostnameOverride', 'hostnameOverride'],
];
/** v1 PodSpec fields that the internal type keeps in its PodSecurityContext. */
const IN_SECURITY_CONTEXT = ['hostNetwork', 'hostPID', 'hostIPC', 'shareProcessNamespace', 'hostUsers'];
/** Pointer fields of core.PodSpec: go-cmp prints a set one as `&value`. */
const POINTERS = new Set([
  'terminationGracePeriodSeconds',
  'activeDeadlineSeconds',
  'automountServiceAccountToken',
  'setHostnameAsFQDN',
  'priority',
  'preemptionPolicy',
  'runtimeClassName',
  'enableServiceLinks',
  'hostnameOverride',
]);

function internalValue(spec: JsonObject, json: string): Json | undefined {
  if (json !== 'securityContext') return spec[json];
  const sc: JsonObject = { ...obj(spec.securityContext) };
  for (const k of IN_SECURITY_CONTEXT) if (spec[k] !== undefined && spec[k] !== false) sc[k] = spec[k];
  return Object.keys(sc).length > 0 ? sc : undefined;
}

function specDiff(old: JsonObject, now: JsonObject): string {
  const lines = ['  core.PodSpec{'];
  let identical = 0;
  const flush = () => {
    if (identical > 0) lines.push(`  \t... // ${identical} identical field${identical === 1 ? '' : 's'}`);
    identical = 0;
  };
  for (const [goName, json] of POD_SPEC_FIELDS) {
    const a = internalValue(old, json);
    const b = internalValue(now, json);
    if (semanticEqual(a, b)) {
      identical++;
      continue;
    }
    flush();
    lines.push(`- \t${goName}: ${goLiteral(a, POINTERS.has(json))},`);
    lines.push(`+ \t${goName}: ${goLiteral(b, POINTERS.has(json))},`);
  }
  flush();
  lines.push('  }');
  return `${lines.join('\n')}\n`;
}

/** A value as go-cmp prints it in a diff line: strings quoted, composites as `{Field: value, ...}`. */
function goLiteral(v: Json | undefined, pointer = false): string {
  if (v === undefined || v === null) return 'nil';
  const amp = pointer ? '&' : '';
  if (typeof v === 'string') return `${amp}${JSON.stringify(v)}`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${amp}${v}`;
  if (Array.isArray(v)) return `{${v.map((x) => goLiteral(x)).join(', ')}}`;
  const fields = Object.entries(v).map(
    ([k, x]) => `${k.charAt(0).toUpperCase()}${k.slice(1)}: ${goLiteral(x)}`,
  );
  return `{${fields.join(', ')}}`;
}
