/**
 * Validation of built-in kinds the lessons exercise: webhook configurations and CRD names
 * (kubernetes pkg/apis/admissionregistration/validation/validation.go; URL rules from
 * [AS] pkg/util/webhook/validation.go ValidateWebhookURL).
 */

import { JsonSyntaxError, parseJSON } from '../../go/std/encoding/json/scan.ts';
import { tzRuleOf, tzZoneNames } from '../../go/std/time/tzrule.ts';
import { parseAddr } from './cel/net.ts';
import { validateCRD } from './crdvalidation.ts';
import { marshalInternal } from './internalmarshal.ts';
import { labelKeyErrors, nameErrors } from './objectmeta.ts';
import {
  configMapKeyErrors,
  labelSelectorErrors,
  portNameErrors,
  validatePodTemplateSpec,
} from './podspecvalidation.ts';
import { structuredSelectorMatches } from './selectors.ts';
import type { FieldError } from './status.ts';
import { fieldErr, goQuote, OMIT } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

/** A map[string]string as json.Marshal writes it: keys sorted, nil as null. */
export function labelsJson(m: Json | undefined): Json {
  if (!isObject(m)) return null;
  const out: JsonObject = {};
  for (const k of Object.keys(m).sort()) out[k] = str(m[k]);
  return out;
}

/** A *metav1.LabelSelector as json.Marshal writes it (omitempty fields, struct field order). */
export function selectorJson(sel: Json | undefined): Json {
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

/** `old` is the stored object on an update (ValidateXUpdate runs the same spec checks with it). */
export function validateBuiltin(kind: string, obj: KubeObject, old?: KubeObject): FieldError[] {
  if (kind === 'ValidatingWebhookConfiguration' || kind === 'MutatingWebhookConfiguration')
    return validateWebhookConfiguration(obj);
  if (kind === 'CustomResourceDefinition') return validateCRD(obj, old);
  if (kind === 'PersistentVolume') return validatePersistentVolumeSpec(obj.spec);
  if (kind === 'ConfigMap') return validateConfigMap(obj);
  if (kind === 'Service') return validateService(obj.spec);
  if (kind === 'Secret') return validateSecret(obj);
  if (kind === 'PersistentVolumeClaim') return validatePersistentVolumeClaimSpec(obj.spec);
  if (kind === 'StorageClass') return validateStorageClass(obj);
  if (kind === 'Job')
    return [
      ...generatedSelectorErrors(obj, old),
      ...validateJobSpec(obj.spec, 'spec'),
      ...indexedHostnameErrors(obj),
    ];
  if (kind === 'CronJob') {
    const spec = isObject(obj.spec) ? obj.spec : {};
    const jt = isObject(spec.jobTemplate) ? spec.jobTemplate : {};
    // validateCronJobSpec's order, then ValidateCronJobCreate's name length; on update a TZ in the
    // schedule is allowed when the old schedule had one, and the zone is checked only if it changed
    const oldSpec = old && isObject(old.spec) ? old.spec : undefined;
    const jobSpec = isObject(jt.spec) ? jt.spec : {};
    const errs = [
      ...validateSchedule(spec, str(oldSpec?.schedule).includes('TZ')),
      ...nonNegativeCounts(spec, 'spec', ['startingDeadlineSeconds']),
    ];
    if (!oldSpec || (oldSpec.timeZone ?? null) !== (spec.timeZone ?? null))
      errs.push(...validateTimeZone(spec));
    const policy = str(spec.concurrencyPolicy);
    if (policy === '') errs.push(fieldErr.required('spec.concurrencyPolicy'));
    else if (!['Allow', 'Forbid', 'Replace'].includes(policy))
      errs.push(fieldErr.notSupported('spec.concurrencyPolicy', policy, ['Allow', 'Forbid', 'Replace']));
    // ValidateJobTemplateSpec: the selector is always generated
    errs.push(...validateJobTemplate(jt.spec, 'spec.jobTemplate.spec'));
    if (jobSpec.selector != null)
      errs.push(
        fieldErr.invalid(
          'spec.jobTemplate.spec.selector',
          selectorJson(jobSpec.selector),
          '`selector` will be auto-generated',
        ),
      );
    if (jobSpec.manualSelector === true)
      errs.push(fieldErr.notSupported('spec.jobTemplate.spec.manualSelector', true, ['nil', 'false']));
    errs.push(...nonNegativeCounts(spec, 'spec', ['successfulJobsHistoryLimit', 'failedJobsHistoryLimit']));
    return old ? errs : [...errs, ...validateCronJobName(obj)];
  }
  return [];
}

/** ValidateNonnegativeField on each count that is set. */
export function nonNegativeCounts(s: JsonObject, path: string, keys: readonly string[]): FieldError[] {
  const errs: FieldError[] = [];
  for (const k of keys)
    if (typeof s[k] === 'number' && (s[k] as number) < 0)
      errs.push(fieldErr.invalid(`${path}.${k}`, s[k] as number, 'must be greater than or equal to 0'));
  return errs;
}

const JOB_COUNTS = [
  'parallelism',
  'completions',
  'activeDeadlineSeconds',
  'backoffLimit',
  'ttlSecondsAfterFinished',
  'backoffLimitPerIndex',
];

/**
 * validateJobSpec (pkg/apis/batch/validation/validation.go), the part a CronJob's jobTemplate shares:
 * the counts may not be negative, then the pod template as every template, then the Job's restart
 * policy.
 */
function validateJobTemplate(spec: Json | undefined, path: string): FieldError[] {
  const s = isObject(spec) ? spec : {};
  const errs = nonNegativeCounts(s, path, JOB_COUNTS);
  if (typeof s.maxFailedIndexes === 'number') {
    if (s.maxFailedIndexes < 0)
      errs.push(
        fieldErr.invalid(
          `${path}.maxFailedIndexes`,
          s.maxFailedIndexes,
          'must be greater than or equal to 0',
        ),
      );
    if (s.backoffLimitPerIndex == null)
      errs.push(fieldErr.required(`${path}.backoffLimitPerIndex`, 'when maxFailedIndexes is specified'));
  }
  if (s.managedBy != null) errs.push(...managedByErrors(str(s.managedBy), `${path}.managedBy`));
  errs.push(...completionModeErrors(s, path));
  if (isObject(s.podFailurePolicy)) errs.push(...podFailurePolicyErrors(s, `${path}.podFailurePolicy`));
  if (s.successPolicy != null && str(s.completionMode) !== 'Indexed')
    errs.push(
      fieldErr.invalid(
        `${path}.successPolicy`,
        marshalInternal('batch.SuccessPolicy', s.successPolicy),
        'requires indexed completion mode',
      ),
    );
  else if (isObject(s.successPolicy)) errs.push(...successPolicyErrors(s, `${path}.successPolicy`));
  // validatePodReplacementPolicy: only Failed with a podFailurePolicy
  const replacement = s.podReplacementPolicy;
  if (typeof replacement === 'string') {
    const allowed = s.podFailurePolicy != null ? ['Failed'] : ['Failed', 'TerminatingOrFailed'];
    if (!allowed.includes(replacement))
      errs.push(fieldErr.notSupported(`${path}.podReplacementPolicy`, replacement, allowed));
  }
  const template = isObject(s.template) ? s.template : {};
  errs.push(
    ...validatePodTemplateSpec(template, `${path}.template`),
    ...validateJobRestartPolicy(spec, path),
  );
  return errs;
}

const num = (v: Json | undefined): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * validateJobSpec's completion mode rules (pkg/apis/batch/validation/validation.go): an Indexed Job
 * needs completions, and caps parallelism and maxFailedIndexes (tighter above 100000 completions
 * with backoffLimitPerIndex); the per-index fields need an Indexed Job.
 */
function completionModeErrors(s: JsonObject, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const mode = s.completionMode;
  const completions = num(s.completions);
  const parallelism = num(s.parallelism);
  const maxFailed = num(s.maxFailedIndexes);
  if (typeof mode === 'string' && mode !== 'NonIndexed' && mode !== 'Indexed')
    errs.push(fieldErr.notSupported(`${path}.completionMode`, mode, ['NonIndexed', 'Indexed']));
  if (mode === 'Indexed') {
    if (completions === undefined)
      errs.push(fieldErr.required(`${path}.completions`, 'when completion mode is Indexed'));
    if (parallelism !== undefined && parallelism > 100_000)
      errs.push(
        fieldErr.invalid(
          `${path}.parallelism`,
          parallelism,
          'must be less than or equal to 100000 when completion mode is Indexed',
        ),
      );
    if (completions !== undefined && maxFailed !== undefined && maxFailed > completions)
      errs.push(
        fieldErr.invalid(`${path}.maxFailedIndexes`, maxFailed, 'must be less than or equal to completions'),
      );
    if (maxFailed !== undefined && maxFailed > 100_000)
      errs.push(
        fieldErr.invalid(`${path}.maxFailedIndexes`, maxFailed, 'must be less than or equal to 100000'),
      );
    if (completions !== undefined && completions > 100_000 && s.backoffLimitPerIndex != null) {
      const high = 'when completions are above 100000 and used with backoff limit per index';
      if (maxFailed === undefined)
        errs.push(
          fieldErr.required(`${path}.maxFailedIndexes`, 'must be specified when completions is above 100000'),
        );
      if (parallelism !== undefined && parallelism > 10_000)
        errs.push(
          fieldErr.invalid(`${path}.parallelism`, parallelism, `must be less than or equal to 10000 ${high}`),
        );
      if (maxFailed !== undefined && maxFailed > 10_000)
        errs.push(
          fieldErr.invalid(
            `${path}.maxFailedIndexes`,
            maxFailed,
            `must be less than or equal to 10000 ${high}`,
          ),
        );
    }
  }
  if (mode == null || mode === 'NonIndexed') {
    const perIndex = num(s.backoffLimitPerIndex);
    if (perIndex !== undefined)
      errs.push(
        fieldErr.invalid(`${path}.backoffLimitPerIndex`, perIndex, 'requires indexed completion mode'),
      );
    if (maxFailed !== undefined)
      errs.push(fieldErr.invalid(`${path}.maxFailedIndexes`, maxFailed, 'requires indexed completion mode'));
  }
  return errs;
}

/**
 * validateJobSpec's managedBy: IsDomainPrefixedPath ([AM] pkg/util/validation/validation.go: a
 * DNS-1123 subdomain, "/", then RFC 3986 path characters), then at most 63 bytes.
 */
function managedByErrors(v: string, field: string): FieldError[] {
  const errs: FieldError[] = [];
  const slash = v.indexOf('/');
  if (v === '') errs.push(fieldErr.required(field));
  else if (slash <= 0 || slash === v.length - 1)
    errs.push(fieldErr.invalid(field, v, 'must be a domain-prefixed path (such as "acme.io/foo")'));
  else {
    const host = v.slice(0, slash);
    const rest = v.slice(slash + 1);
    for (const m of nameErrors('subdomain', host)) errs.push(fieldErr.invalid(field, host, m));
    if (!new RegExp(`^${HTTP_PATH}$`).test(rest))
      errs.push(fieldErr.invalid(field, rest, `Invalid path (regex used for validation is '${HTTP_PATH}')`));
  }
  if (new TextEncoder().encode(v).length > 63) errs.push(fieldErr.tooLong(field, 63));
  return errs;
}

const HTTP_PATH = "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+";

// The sets validatePodFailurePolicyRule checks against, as sets.List sorts them.
const PFP_ACTIONS = ['Count', 'FailIndex', 'FailJob', 'Ignore'];
const PFP_OPERATORS = ['In', 'NotIn'];
const PFP_STATUSES = ['False', 'True', 'Unknown'];
/** `fmt.Sprintf("valid values: %q", sets.List(...))`: a Go slice of strings under %q. */
const validValues = (vs: readonly string[]) => `valid values: [${vs.map(goQuote).join(' ')}]`;

/**
 * validatePodFailurePolicy (pkg/apis/batch/validation/validation.go): at most 20 rules; each names an
 * action (FailIndex only with backoffLimitPerIndex) and exactly one of onExitCodes (operator, a
 * container of the template, 1–255 distinct values in ascending order, no 0 under In) and
 * onPodConditions (at most 20 patterns, a qualified type, a condition status).
 */
function podFailurePolicyErrors(spec: JsonObject, path: string): FieldError[] {
  const policy = spec.podFailurePolicy as JsonObject;
  const rules = Array.isArray(policy.rules) ? policy.rules : [];
  const errs: FieldError[] = [];
  if (rules.length > 20) errs.push(fieldErr.tooMany(`${path}.rules`, rules.length, 20));
  const podSpec = isObject(spec.template) && isObject(spec.template.spec) ? spec.template.spec : {};
  const names = new Set<string>();
  for (const list of [podSpec.containers, podSpec.initContainers])
    if (Array.isArray(list)) for (const c of list) if (isObject(c)) names.add(str(c.name));
  rules.forEach((r, i) => {
    const rule = isObject(r) ? r : {};
    const rulePath = `${path}.rules[${i}]`;
    const action = str(rule.action);
    if (action === '') errs.push(fieldErr.required(`${rulePath}.action`, validValues(PFP_ACTIONS)));
    else if (action === 'FailIndex') {
      if (spec.backoffLimitPerIndex == null)
        errs.push(
          fieldErr.invalid(`${rulePath}.action`, action, 'requires the backoffLimitPerIndex to be set'),
        );
    } else if (!PFP_ACTIONS.includes(action))
      errs.push(fieldErr.notSupported(`${rulePath}.action`, action, PFP_ACTIONS));
    const onExit = isObject(rule.onExitCodes) ? rule.onExitCodes : undefined;
    const onConds = Array.isArray(rule.onPodConditions) ? rule.onPodConditions : [];
    if (onExit) errs.push(...onExitCodesErrors(onExit, `${rulePath}.onExitCodes`, names));
    if (onConds.length > 0) errs.push(...onPodConditionsErrors(onConds, `${rulePath}.onPodConditions`));
    if (onExit && onConds.length > 0)
      errs.push(
        fieldErr.invalid(rulePath, OMIT, 'specifying both OnExitCodes and OnPodConditions is not supported'),
      );
    if (!onExit && onConds.length === 0)
      errs.push(
        fieldErr.invalid(rulePath, OMIT, 'specifying one of OnExitCodes and OnPodConditions is required'),
      );
  });
  return errs;
}

function onExitCodesErrors(req: JsonObject, path: string, containers: ReadonlySet<string>): FieldError[] {
  const errs: FieldError[] = [];
  const op = str(req.operator);
  if (op === '') errs.push(fieldErr.required(`${path}.operator`, validValues(PFP_OPERATORS)));
  else if (!PFP_OPERATORS.includes(op))
    errs.push(fieldErr.notSupported(`${path}.operator`, op, PFP_OPERATORS));
  if (req.containerName != null && !containers.has(str(req.containerName)))
    errs.push(
      fieldErr.invalid(
        `${path}.containerName`,
        str(req.containerName),
        'must be one of the container or initContainer names in the pod template',
      ),
    );
  // a nil []int32 marshals as null, an empty one as []
  const values = Array.isArray(req.values) ? req.values.map((v) => Number(v)) : null;
  const valuesPath = `${path}.values`;
  if (values === null || values.length === 0)
    errs.push(fieldErr.invalid(valuesPath, values, 'at least one value is required'));
  else if (values.length > 255) errs.push(fieldErr.tooMany(valuesPath, values.length, 255));
  const seen = new Set<number>();
  let ordered = true;
  (values ?? []).forEach((v, j) => {
    if (op === 'In' && v === 0)
      errs.push(fieldErr.invalid(`${valuesPath}[${j}]`, v, 'must not be 0 for the In operator'));
    if (seen.has(v)) errs.push(fieldErr.duplicate(`${valuesPath}[${j}]`, v));
    else seen.add(v);
    if (j > 0 && (values as number[])[j - 1] > v) ordered = false;
  });
  if (!ordered) errs.push(fieldErr.invalid(valuesPath, values, 'must be ordered'));
  return errs;
}

function onPodConditionsErrors(patterns: Json[], path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (patterns.length > 20) errs.push(fieldErr.tooMany(path, patterns.length, 20));
  patterns.forEach((p, j) => {
    const pattern = isObject(p) ? p : {};
    const type = str(pattern.type);
    // ValidateQualifiedName: one Invalid per message
    for (const m of labelKeyErrors(type)) errs.push(fieldErr.invalid(`${path}[${j}].type`, type, m));
    const status = str(pattern.status);
    if (status === '') errs.push(fieldErr.required(`${path}[${j}].status`, validValues(PFP_STATUSES)));
    else if (!PFP_STATUSES.includes(status))
      errs.push(fieldErr.notSupported(`${path}[${j}].status`, status, PFP_STATUSES));
  });
  return errs;
}

/**
 * validateSuccessPolicy (pkg/apis/batch/validation/validation.go), for an Indexed Job: 1–20 rules,
 * each with succeededIndexes (an ascending interval list below completions, at most 64 KiB) or
 * succeededCount (within completions and within the indexes it names). Go dereferences completions
 * here; without them (already a Required error) the bounds are skipped rather than modelled as a panic.
 */
function successPolicyErrors(spec: JsonObject, path: string): FieldError[] {
  const policy = spec.successPolicy as JsonObject;
  const rules = Array.isArray(policy.rules) ? policy.rules : [];
  const completions = num(spec.completions);
  const errs: FieldError[] = [];
  if (rules.length === 0)
    errs.push(
      fieldErr.required(
        `${path}.rules`,
        'at least one rules must be specified when the successPolicy is specified',
      ),
    );
  if (rules.length > 20) errs.push(fieldErr.tooMany(`${path}.rules`, rules.length, 20));
  if (completions === undefined) return errs;
  rules.forEach((r, i) => {
    const rule = isObject(r) ? r : {};
    const rulePath = `${path}.rules[${i}]`;
    const indexes = rule.succeededIndexes;
    const count = num(rule.succeededCount);
    if (count === undefined && indexes == null)
      errs.push(
        fieldErr.required(rulePath, 'at least one of succeededCount or succeededIndexes must be specified'),
      );
    let total = 0;
    if (indexes != null) {
      const field = `${rulePath}.succeededIndexes`;
      const v = str(indexes);
      if (new TextEncoder().encode(v).length > 64 * 1024) errs.push(fieldErr.tooLong(field, 64 * 1024));
      const parsed = indexesFormat(v, completions);
      if (typeof parsed === 'string')
        errs.push(fieldErr.invalid(field, v, `error parsing succeededIndexes: ${parsed}`));
      else total = parsed;
    }
    if (count !== undefined) {
      const field = `${rulePath}.succeededCount`;
      errs.push(...nonNegativeCounts(rule, rulePath, ['succeededCount']));
      if (count > completions)
        errs.push(
          fieldErr.invalid(
            field,
            count,
            `must be less than or equal to ${completions} (the number of specified completions)`,
          ),
        );
      if (indexes != null && count > total)
        errs.push(
          fieldErr.invalid(
            field,
            count,
            `must be less than or equal to ${total} (the number of indexes in the specified succeededIndexes field)`,
          ),
        );
    }
  });
  return errs;
}

/** validateIndexesFormat: the number of indexes in "1,3-5,7", or the error text. */
export function indexesFormat(s: string, completions: number): number | string {
  if (s === '') return 0;
  let last: number | undefined;
  let total = 0;
  for (const interval of s.split(',')) {
    const parsed = parseIndexInterval(interval, completions);
    if (typeof parsed === 'string') return parsed;
    const [x, y] = parsed;
    if (last !== undefined && last >= x) return `non-increasing order, previous: ${last}, current: ${x}`;
    total += y - x + 1;
    last = y;
  }
  return total;
}

/** parseIndexInterval: "3" or "3-5" as its bounds, or the error text. */
export function parseIndexInterval(interval: string, completions: number): [number, number] | string {
  const parts = interval.split('-');
  if (parts.length > 2)
    return `the fragment ${goQuote(interval)} violates the requirement that an index interval can have at most two parts separated by '-'`;
  const bounds: number[] = [];
  for (const p of parts) {
    const n = atoi(p);
    if (typeof n === 'string') return `cannot convert string to integer for index: ${goQuote(p)}`;
    if (n >= completions) return `too large index: ${goQuote(p)}`;
    bounds.push(n);
  }
  const [x, y = x] = bounds;
  if (bounds.length > 1 && x >= y) return `non-increasing order, previous: ${x}, current: ${y}`;
  return [x, y];
}

/**
 * ValidateJob's last check: an Indexed Job's pods are named `<job>-<index>`, and the last one's
 * hostname must still be a DNS-1123 label.
 */
function indexedHostnameErrors(obj: KubeObject): FieldError[] {
  const spec = isObject(obj.spec) ? obj.spec : {};
  const completions = num(spec.completions);
  if (spec.completionMode !== 'Indexed' || completions === undefined || completions <= 0) return [];
  const name = str(isObject(obj.metadata) ? obj.metadata.name : undefined);
  const hostname = `${name}-${completions - 1}`;
  if (nameErrors('label', hostname).length === 0) return [];
  return [
    fieldErr.invalid(
      'metadata.name',
      name,
      `will not able to create pod with invalid DNS label: ${hostname}`,
    ),
  ];
}

/**
 * ValidateJobSpec: validateJobSpec, then the selector, required whether generated or manual, and
 * matching the template's labels (a missing selector matches nothing, so both errors come).
 */
export function validateJobSpec(spec: Json | undefined, path: string): FieldError[] {
  const s = isObject(spec) ? spec : {};
  const errs = validateJobTemplate(spec, path);
  if (!isObject(s.selector)) errs.push(fieldErr.required(`${path}.selector`));
  const selErrs = labelSelectorErrors(s.selector, `${path}.selector`);
  errs.push(...selErrs);
  const template = isObject(s.template) ? s.template : {};
  const tmeta = isObject(template.metadata) ? template.metadata : {};
  const labels = isObject(tmeta.labels) ? tmeta.labels : undefined;
  // the match is checked only when LabelSelectorAsSelector accepts the selector
  if (selErrs.length > 0) return errs;
  if (!isObject(s.selector) || !structuredSelectorMatches(s.selector, labels))
    errs.push(
      fieldErr.invalid(
        `${path}.template.metadata.labels`,
        labelsJson(tmeta.labels),
        '`selector` does not match template `labels`',
      ),
    );
  return errs;
}

/**
 * validateGeneratedSelector, ValidateJob's check after ObjectMeta: unless manualSelector, the template
 * carries the labels the strategy generated (ValidateHasLabel: Required when missing, the whole
 * label map as the bad value when different) and the selector selects them. On update the
 * batch.kubernetes.io/ labels are required only when the old template had both (validationOptionsForJob's
 * RequirePrefixedLabels: a Job from before 1.27 keeps working without them).
 */
function generatedSelectorErrors(obj: KubeObject, old?: KubeObject): FieldError[] {
  const spec = isObject(obj.spec) ? obj.spec : {};
  if (spec.manualSelector === true || !isObject(spec.selector)) return [];
  const meta = isObject(obj.metadata) ? obj.metadata : {};
  const uid = str(meta.uid);
  const name = str(meta.name);
  const template = isObject(spec.template) ? spec.template : {};
  const tmeta = isObject(template.metadata) ? template.metadata : {};
  const labels = isObject(tmeta.labels) ? tmeta.labels : {};
  const errs: FieldError[] = [];
  if (uid === '') errs.push(fieldErr.required('metadata.uid'));
  const oldTemplate =
    old && isObject(old.spec) && isObject(old.spec.template) ? old.spec.template : undefined;
  const oldLabels = oldTemplate && isObject(oldTemplate.metadata) ? oldTemplate.metadata.labels : undefined;
  const prefixed =
    !old ||
    (isObject(oldLabels) &&
      'batch.kubernetes.io/job-name' in oldLabels &&
      'batch.kubernetes.io/controller-uid' in oldLabels);
  const expected: Record<string, string> = {};
  for (const [key, want] of [
    ['controller-uid', uid],
    ['job-name', name],
    ...(prefixed
      ? ([
          ['batch.kubernetes.io/controller-uid', uid],
          ['batch.kubernetes.io/job-name', name],
        ] as const)
      : []),
  ] as const) {
    expected[key] = want;
    const field = `spec.template.metadata.labels[${key}]`;
    if (!(key in labels)) errs.push(fieldErr.required(field, `must be '${want}'`));
    else if (str(labels[key]) !== want)
      errs.push(fieldErr.invalid(field, labelsJson(labels), `must be '${want}'`));
  }
  if (
    labelSelectorErrors(spec.selector, 'spec.selector').length === 0 &&
    !structuredSelectorMatches(spec.selector, expected)
  )
    errs.push(
      fieldErr.invalid('spec.selector', selectorJson(spec.selector), '`selector` not auto-generated'),
    );
  return errs;
}

/**
 * A Job's pods run to completion (pkg/apis/batch/validation validateJobSpec). Defaulting gives a
 * template without restartPolicy `Always`, so validateJobSpec takes `Always` and an empty one alike
 * as a policy not given: a Required error naming the valid values, not an Unsupported one.
 */
function validateJobRestartPolicy(spec: Json | undefined, path: string): FieldError[] {
  const template = isObject(spec) && isObject(spec.template) ? spec.template : {};
  const podSpec = isObject(template.spec) ? template.spec : {};
  const policy = str(podSpec.restartPolicy);
  const field = `${path}.template.spec.restartPolicy`;
  if (policy === '' || policy === 'Always')
    return [fieldErr.required(field, 'valid values: "OnFailure", "Never"')];
  if (policy !== 'OnFailure' && policy !== 'Never')
    return [fieldErr.notSupported(field, policy, ['OnFailure', 'Never'])];
  if (isObject(spec) && spec.podFailurePolicy != null && policy !== 'Never')
    return [fieldErr.invalid(field, policy, 'only "Never" is supported when podFailurePolicy is specified')];
  return [];
}

// A Service's ports (kubernetes pkg/apis/core/validation/validation.go ValidateService:
// validateServicePort with requireName when there are several, ValidatePortNumOrName for the
// target; messages from [AM] pkg/util/validation).
const PORT_RANGE = 'must be between 1 and 65535, inclusive';
const PROTOCOLS = ['SCTP', 'TCP', 'UDP'];

function validateServicePorts(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const ports = Array.isArray(spec.ports) ? spec.ports : [];
  // ValidateService: a Service without ports must be headless (clusterIPs ["None"], normalized from
  // clusterIP before validation) or ExternalName.
  const clusterIPs = Array.isArray(spec.clusterIPs) ? spec.clusterIPs : [];
  const headless = clusterIPs.length === 1 ? clusterIPs[0] === 'None' : spec.clusterIP === 'None';
  if (ports.length === 0 && !headless && spec.type !== 'ExternalName')
    errs.push(fieldErr.required('spec.ports'));
  const names = new Set<string>();
  ports.forEach((p, i) => {
    const path = `spec.ports[${i}]`;
    const port = isObject(p) ? p : {};
    const name = str(port.name);
    if (ports.length > 1 && name === '') errs.push(fieldErr.required(`${path}.name`));
    else if (name !== '') {
      for (const m of nameErrors('label', name)) errs.push(fieldErr.invalid(`${path}.name`, name, m));
      if (names.has(name)) errs.push(fieldErr.duplicate(`${path}.name`, name));
      else names.add(name);
    }
    const num = typeof port.port === 'number' ? port.port : 0;
    if (!(num >= 1 && num <= 65535)) errs.push(fieldErr.invalid(`${path}.port`, num, PORT_RANGE));
    const protocol = str(port.protocol);
    if (protocol === '') errs.push(fieldErr.required(`${path}.protocol`));
    else if (!PROTOCOLS.includes(protocol))
      errs.push(fieldErr.notSupported(`${path}.protocol`, protocol, PROTOCOLS));
    const target = port.targetPort;
    if (typeof target === 'number') {
      if (!(target >= 1 && target <= 65535))
        errs.push(fieldErr.invalid(`${path}.targetPort`, target, PORT_RANGE));
    } else if (typeof target === 'string')
      for (const m of portNameErrors(target)) errs.push(fieldErr.invalid(`${path}.targetPort`, target, m));
    // ValidateQualifiedName of appProtocol, after the target port
    if (typeof port.appProtocol === 'string')
      for (const m of labelKeyErrors(port.appProtocol))
        errs.push(fieldErr.invalid(`${path}.appProtocol`, port.appProtocol, m));
  });
  return errs;
}

/**
 * validateService's checks in its order, of those the simulator makes: the ports, the cluster IPs
 * and families (ValidateServiceClusterIPsRelatedFields), the type, and node ports on a ClusterIP
 * Service (kubernetes pkg/apis/core/validation/validation.go).
 */
function validateService(specJson: Json | undefined): FieldError[] {
  const spec = isObject(specJson) ? specJson : {};
  const portErrs = validateServicePorts(spec);
  // validateService: the missing ports first, then the type's own rules, then each port
  const required = portErrs[0]?.field === 'spec.ports' ? portErrs.splice(0, 1) : [];
  const errs = [
    ...required,
    ...validateServiceTypeFields(spec),
    ...portErrs,
    ...validateServiceClusterIPs(spec),
  ];
  const type = str(spec.type);
  if (type === '') errs.push(fieldErr.required('spec.type'));
  else if (!SERVICE_TYPES.includes(type)) errs.push(fieldErr.notSupported('spec.type', type, SERVICE_TYPES));
  if (type === 'ClusterIP') {
    const ports = Array.isArray(spec.ports) ? spec.ports : [];
    ports.forEach((p, i) => {
      if (isObject(p) && typeof p.nodePort === 'number' && p.nodePort !== 0)
        errs.push(
          fieldErr.forbidden(`spec.ports[${i}].nodePort`, "may not be used when `type` is 'ClusterIP'"),
        );
    });
  }
  errs.push(...duplicatePortErrors(spec));
  return errs;
}

/**
 * validateService's duplicate checks after the type's: a node port twice for one protocol, then a
 * (protocol, port) pair twice. The second's bad value is the internal core.ServicePort key, which
 * json.Marshal writes with its untagged Go fields, the zero ones included.
 */
function duplicatePortErrors(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const ports = (Array.isArray(spec.ports) ? spec.ports : []).map((p) => (isObject(p) ? p : {}));
  const num = (v: Json | undefined) => (typeof v === 'number' ? v : 0);
  const nodePorts = new Set<string>();
  ports.forEach((p, i) => {
    const np = num(p.nodePort);
    if (np === 0) return;
    const key = `${str(p.protocol)}/${np}`;
    if (nodePorts.has(key)) errs.push(fieldErr.duplicate(`spec.ports[${i}].nodePort`, np));
    nodePorts.add(key);
  });
  const seen = new Set<string>();
  ports.forEach((p, i) => {
    const key = `${str(p.protocol)}/${num(p.port)}`;
    if (seen.has(key))
      errs.push(
        fieldErr.duplicate(`spec.ports[${i}]`, {
          Name: '',
          Protocol: str(p.protocol),
          AppProtocol: null,
          Port: num(p.port),
          TargetPort: 0,
          NodePort: 0,
        }),
      );
    seen.add(key);
  });
  return errs;
}

const SERVICE_TYPES = ['ClusterIP', 'ExternalName', 'LoadBalancer', 'NodePort'];

/**
 * validateService's switch on the type (kubernetes pkg/apis/core/validation/validation.go): a
 * headless LoadBalancer or NodePort Service is refused; an ExternalName Service may have no cluster
 * IPs, families or family policy, and its name, less one trailing dot, must be a DNS-1123 subdomain.
 */
function validateServiceTypeFields(spec: JsonObject): FieldError[] {
  const type = str(spec.type);
  const ips = Array.isArray(spec.clusterIPs) ? spec.clusterIPs.map((ip) => str(ip)) : [];
  const headless = ips.length > 0 && ips[0] === 'None';
  if ((type === 'LoadBalancer' || type === 'NodePort') && headless)
    return [fieldErr.invalid('spec.clusterIPs[0]', 'None', `may not be set to 'None' for ${type} services`)];
  if (type !== 'ExternalName') return [];
  const errs: FieldError[] = [];
  const forbidden = 'may not be set for ExternalName services';
  if (ips.length > 0) errs.push(fieldErr.forbidden('spec.clusterIPs', forbidden));
  if (Array.isArray(spec.ipFamilies) && spec.ipFamilies.length > 0)
    errs.push(fieldErr.forbidden('spec.ipFamilies', forbidden));
  if (spec.ipFamilyPolicy != null) errs.push(fieldErr.forbidden('spec.ipFamilyPolicy', forbidden));
  const name = str(spec.externalName);
  const cname = name.endsWith('.') ? name.slice(0, -1) : name;
  if (cname === '') errs.push(fieldErr.required('spec.externalName'));
  else
    for (const m of nameErrors('subdomain', cname))
      errs.push(fieldErr.invalid('spec.externalName', cname, m));
  return errs;
}
const IP_FAMILIES = ['IPv4', 'IPv6'];
const IP_FAMILY_POLICIES = ['PreferDualStack', 'RequireDualStack', 'SingleStack'];

/** netutils.ParseIPSloppy: net.ParseIP, which also takes leading zeros in IPv4 octets; no zones. */
function sloppyIP(s: string): 'v4' | 'v6' | undefined {
  if (/^[0-9]{1,3}(\.[0-9]{1,3}){3}$/.test(s))
    return s.split('.').every((o) => Number(o) <= 255) ? 'v4' : undefined;
  if (!s.includes(':')) return undefined;
  try {
    const a = parseAddr(s);
    if (a.zone !== '') return undefined;
    // an IPv4-mapped IPv6 address is IPv4 to net.IP.To4
    const mapped =
      a.bytes.subarray(0, 10).every((b) => b === 0) && a.bytes[10] === 0xff && a.bytes[11] === 0xff;
    return mapped ? 'v4' : 'v6';
  } catch {
    return undefined;
  }
}

/**
 * ValidateServiceClusterIPsRelatedFields: clusterIP and clusterIPs[0] agree, families and policy
 * are known values, each IP parses ("None" only alone and first), at most two, one of each family,
 * each matching its family. After a bad IP the family checks are skipped. The Service storage runs it
 * before allocating on create (initIPFamilyFields), so there its errors are the only ones.
 */
export function validateServiceClusterIPs(spec: JsonObject): FieldError[] {
  if (str(spec.type) === 'ExternalName') return [];
  const errs: FieldError[] = [];
  const field = 'spec.clusterIPs';
  const clusterIP = str(spec.clusterIP);
  const ips = Array.isArray(spec.clusterIPs) ? spec.clusterIPs.map((ip) => str(ip)) : [];
  const families = Array.isArray(spec.ipFamilies) ? spec.ipFamilies.map((f) => str(f)) : [];
  if (clusterIP !== '') {
    if (ips.length === 0) errs.push(fieldErr.required(field));
    else if (ips[0] !== clusterIP)
      errs.push(fieldErr.invalid(field, ips, 'first value must match `clusterIP`'));
  } else if (ips.length !== 0)
    errs.push(fieldErr.invalid(field, ips, 'must be empty when `clusterIP` is not specified'));
  const seen = new Set<string>();
  families.forEach((f, i) => {
    if (!IP_FAMILIES.includes(f)) errs.push(fieldErr.notSupported(`spec.ipFamilies[${i}]`, f, IP_FAMILIES));
    if (seen.has(f)) errs.push(fieldErr.duplicate(`spec.ipFamilies[${i}]`, f));
    seen.add(f);
  });
  if (spec.ipFamilyPolicy != null && !IP_FAMILY_POLICIES.includes(str(spec.ipFamilyPolicy)))
    errs.push(fieldErr.notSupported('spec.ipFamilyPolicy', str(spec.ipFamilyPolicy), IP_FAMILY_POLICIES));
  let invalidIPs = false;
  const kinds: ('v4' | 'v6' | undefined)[] = [];
  ips.forEach((ip, i) => {
    if (i === 0 && ip === 'None') {
      if (ips.length > 1) {
        invalidIPs = true;
        errs.push(fieldErr.invalid(field, ips, "'None' must be the first and only value"));
      }
      kinds.push(undefined);
      return;
    }
    const k = sloppyIP(ip);
    kinds.push(k);
    if (k === undefined) {
      invalidIPs = true;
      errs.push(
        fieldErr.invalid(
          `${field}[${i}]`,
          ip,
          'must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
        ),
      );
    }
  });
  if (ips.length > 2) errs.push(fieldErr.invalid(field, ips, 'may only hold up to 2 values'));
  if (invalidIPs) return errs;
  if (ips.length > 1 && !(kinds.includes('v4') && kinds.includes('v6')))
    errs.push(fieldErr.invalid(field, ips, 'may specify no more than one IP for each IP family'));
  const headless = ips.length === 1 && ips[0] === 'None';
  if (!headless && ips.length > 0 && families.length > 0)
    for (let i = 0; i < ips.length && i < families.length; i++) {
      if (families[i] === 'IPv4' && kinds[i] === 'v6')
        errs.push(
          fieldErr.invalid(
            `${field}[${i}]`,
            ips[i],
            `expected an IPv4 value as indicated by \`ipFamilies[${i}]\``,
          ),
        );
      if (families[i] === 'IPv6' && kinds[i] !== 'v6')
        errs.push(
          fieldErr.invalid(
            `${field}[${i}]`,
            ips[i],
            `expected an IPv6 value as indicated by \`ipFamilies[${i}]\``,
          ),
        );
    }
  return errs;
}

// ConfigMaps and Secrets (kubernetes pkg/apis/core/validation/validation.go ValidateConfigMap,
// ValidateSecret): keys as IsConfigMapKey words it ([AM] pkg/util/validation/validation.go), a total
// of at most MaxSecretSize bytes, and the keys a Secret's type requires. Go walks the maps in random
// order; the keys are taken here in sorted order.
const MAX_SECRET_SIZE = 1024 * 1024;
/** Bytes of a []byte field as JSON holds it (base64). */
function base64Length(v: Json | undefined): number {
  const t = str(v).replace(/\s/g, '');
  const pad = t.endsWith('==') ? 2 : t.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((t.length * 3) / 4) - pad);
}

/**
 * ValidateSecret's "well-formed json" check of a docker config: json.Unmarshal into a
 * map[string]interface{}, whose error is the message (go/src/encoding/json decode.go: the syntax
 * check of the whole text first, then UnmarshalTypeError for a value that is not an object or null).
 */
function jsonObjectError(v: Json | undefined): string | undefined {
  let bytes: string;
  try {
    bytes = atob(str(v).replace(/\s/g, ''));
  } catch {
    return undefined; // not base64: the decoder refused the body before validation
  }
  try {
    const n = parseJSON(bytes);
    if (n.kind === 'null' || n.kind === 'object') return undefined;
    return `json: cannot unmarshal ${n.kind} into Go value of type map[string]interface {}`;
  } catch (e) {
    if (e instanceof JsonSyntaxError) return e.message;
    throw e;
  }
}

function validateConfigMap(obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const data = isObject(obj.data) ? obj.data : {};
  const binary = isObject(obj.binaryData) ? obj.binaryData : {};
  let total = 0;
  for (const key of Object.keys(data).sort()) {
    for (const m of configMapKeyErrors(key)) errs.push(fieldErr.invalid(`data[${key}]`, key, m));
    if (key in binary)
      errs.push(fieldErr.invalid(`data[${key}]`, key, 'duplicate of key present in binaryData'));
    total += new TextEncoder().encode(str(data[key])).length;
  }
  for (const key of Object.keys(binary).sort()) {
    for (const m of configMapKeyErrors(key)) errs.push(fieldErr.invalid(`binaryData[${key}]`, key, m));
    total += base64Length(binary[key]);
  }
  // field.NewPath("") prints as "[]": the error is the whole object's
  if (total > MAX_SECRET_SIZE) errs.push(fieldErr.tooLong('[]', MAX_SECRET_SIZE));
  return errs;
}

function validateSecret(obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const data = isObject(obj.data) ? obj.data : {};
  let total = 0;
  for (const key of Object.keys(data).sort()) {
    for (const m of configMapKeyErrors(key)) errs.push(fieldErr.invalid(`data[${key}]`, key, m));
    total += base64Length(data[key]);
  }
  if (total > MAX_SECRET_SIZE) errs.push(fieldErr.tooLong('data', MAX_SECRET_SIZE));
  const has = (k: string) => k in data && data[k] !== null;
  const meta = isObject(obj.metadata) ? obj.metadata : {};
  const annotations = isObject(meta.annotations) ? meta.annotations : {};
  switch (str(obj.type)) {
    case 'kubernetes.io/service-account-token':
      if (str(annotations['kubernetes.io/service-account.name']) === '')
        errs.push(fieldErr.required('metadata.annotations[kubernetes.io/service-account.name]'));
      break;
    case 'kubernetes.io/dockercfg':
    case 'kubernetes.io/dockerconfigjson': {
      const key = str(obj.type) === 'kubernetes.io/dockercfg' ? '.dockercfg' : '.dockerconfigjson';
      if (!has(key)) {
        errs.push(fieldErr.required(`data[${key}]`));
        break;
      }
      const bad = jsonObjectError(data[key]);
      if (bad !== undefined) errs.push(fieldErr.invalid(`data[${key}]`, '<secret contents redacted>', bad));
      break;
    }
    case 'kubernetes.io/basic-auth':
      // upstream builds these paths from the literal "data[%s]"
      if (!has('username') && !has('password'))
        errs.push(fieldErr.required('data[%s][username]'), fieldErr.required('data[%s][password]'));
      break;
    case 'kubernetes.io/ssh-auth':
      if (base64Length(data['ssh-privatekey']) === 0)
        errs.push(fieldErr.required('data[%s][ssh-privatekey]'));
      break;
    case 'kubernetes.io/tls':
      if (!has('tls.crt')) errs.push(fieldErr.required('data[tls.crt]'));
      if (!has('tls.key')) errs.push(fieldErr.required('data[tls.key]'));
      break;
  }
  return errs;
}

// Persistent volumes and claims (kubernetes pkg/apis/core/validation/validation.go
// ValidatePersistentVolumeSpec, ValidatePersistentVolumeClaimSpec; the sets are listed sorted, as
// sets.List gives them to field.NotSupported).
const ACCESS_MODES = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod'];
const RECLAIM_POLICIES = ['Delete', 'Recycle', 'Retain'];
const VOLUME_MODES = ['Block', 'Filesystem'];
const HOST_PATH_TYPES = [
  '',
  'BlockDevice',
  'CharDevice',
  'Directory',
  'DirectoryOrCreate',
  'File',
  'FileOrCreate',
  'Socket',
];
/** The persistent volume sources, in the order ValidatePersistentVolumeSpec looks at them. */
const PV_SOURCES = [
  'hostPath',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'glusterfs',
  'flocker',
  'nfs',
  'rbd',
  'quobyte',
  'cephfs',
  'iscsi',
  'cinder',
  'fc',
  'flexVolume',
  'azureFile',
  'vsphereVolume',
  'photonPersistentDisk',
  'portworxVolume',
  'azureDisk',
  'scaleIO',
  'local',
  'storageos',
  'csi',
];

/** A defaulted quantity's sign: canonical text is "0" for zero and starts with "-" below it. */
const quantitySign = (q: Json | undefined) =>
  q === '0' ? 0 : typeof q === 'string' && q.startsWith('-') ? -1 : 1;

function validateAccessModes(modes: Json | undefined, path: string, errs: FieldError[]): void {
  let rwop = false;
  let other = false;
  for (const m of Array.isArray(modes) ? modes : []) {
    const mode = str(m);
    if (!ACCESS_MODES.includes(mode)) errs.push(fieldErr.notSupported(path, mode, ACCESS_MODES));
    if (mode === 'ReadWriteOncePod') rwop = true;
    else if (ACCESS_MODES.includes(mode)) other = true;
  }
  if (rwop && other)
    errs.push(fieldErr.forbidden(path, 'may not use ReadWriteOncePod with other access modes'));
}

function validatePersistentVolumeSpec(specJson: Json | undefined): FieldError[] {
  const spec = isObject(specJson) ? specJson : {};
  const errs: FieldError[] = [];
  const modes = Array.isArray(spec.accessModes) ? spec.accessModes : [];
  if (modes.length === 0) errs.push(fieldErr.required('spec.accessModes'));
  validateAccessModes(modes, 'spec.accessModes', errs);
  const capacity = isObject(spec.capacity) ? spec.capacity : {};
  const resources = Object.keys(capacity);
  if (resources.length === 0) errs.push(fieldErr.required('spec.capacity'));
  if (!('storage' in capacity) || resources.length > 1) {
    // the bad value is the ResourceList as json.Marshal writes it: keys sorted, nil as null
    const value: Json =
      resources.length === 0
        ? null
        : Object.fromEntries(resources.sort().map((k) => [k, capacity[k] ?? null]));
    errs.push(fieldErr.notSupported('spec.capacity', value, ['storage']));
  }
  for (const r of resources.sort())
    if (quantitySign(capacity[r]) <= 0)
      errs.push(fieldErr.invalid(`spec.capacity[${r}]`, str(capacity[r]), 'must be greater than zero'));
  const policy = str(spec.persistentVolumeReclaimPolicy);
  if (policy !== '' && !RECLAIM_POLICIES.includes(policy))
    errs.push(fieldErr.notSupported('spec.persistentVolumeReclaimPolicy', policy, RECLAIM_POLICIES));
  const nodeAffinity = spec.nodeAffinity !== undefined && spec.nodeAffinity !== null;
  let volumes = 0;
  for (const source of PV_SOURCES) {
    const v = spec[source];
    if (v === undefined || v === null) continue;
    // flexVolume is counted without the "more than 1" check, as upstream does
    if (volumes > 0 && source !== 'flexVolume') {
      errs.push(fieldErr.forbidden(`spec.${source}`, 'may not specify more than 1 volume type'));
      continue;
    }
    volumes++;
    const src = isObject(v) ? v : {};
    if (source === 'hostPath') {
      const p = str(src.path);
      if (p === '') errs.push(fieldErr.required('spec.hostPath.path'));
      else {
        if (p.split('/').includes('..'))
          errs.push(fieldErr.invalid('spec.hostPath.path', p, "must not contain '..'"));
        if (src.type !== undefined && src.type !== null && !HOST_PATH_TYPES.includes(str(src.type)))
          errs.push(fieldErr.notSupported('spec.hostPath.type', str(src.type), HOST_PATH_TYPES));
      }
    } else if (source === 'local') {
      // validateLocalVolumeSource, then "NodeAffinity is required"
      if (str(src.path) === '') errs.push(fieldErr.required('spec.local.path'));
      if (!nodeAffinity)
        errs.push(fieldErr.required('spec.nodeAffinity', 'Local volume requires node affinity'));
    } else if (source === 'nfs') {
      // validateNFSVolumeSource: an empty path is also not absolute
      if (str(src.server) === '') errs.push(fieldErr.required('spec.nfs.server'));
      if (str(src.path) === '') errs.push(fieldErr.required('spec.nfs.path'));
      if (!str(src.path).startsWith('/'))
        errs.push(fieldErr.invalid('spec.nfs.path', str(src.path), 'must be an absolute path'));
    } else if (source === 'csi') {
      // validateCSIPersistentVolumeSource: the driver's name, then the volume handle
      if (str(src.driver) === '') errs.push(fieldErr.required('spec.csi.driver'));
      if (str(src.volumeHandle) === '') errs.push(fieldErr.required('spec.csi.volumeHandle'));
    }
  }
  if (volumes === 0) errs.push(fieldErr.required('spec', 'must specify a volume type'));
  const sc = str(spec.storageClassName);
  if (sc !== '')
    for (const m of nameErrors('subdomain', sc)) errs.push(fieldErr.invalid('spec.storageClassName', sc, m));
  const mode = spec.volumeMode;
  if (typeof mode === 'string' && !VOLUME_MODES.includes(mode))
    errs.push(fieldErr.notSupported('spec.volumeMode', mode, VOLUME_MODES));
  // the kube-apiserver's second pass (kubernetes pkg/volume/validation/pv_validation.go) repeats the
  // hostPath backstep check; the aggregated message shows it once
  if (isObject(spec.hostPath) && str(spec.hostPath.path).split('/').includes('..'))
    errs.push(fieldErr.invalid('spec.hostPath.path', str(spec.hostPath.path), "must not contain '..'"));
  return errs;
}

export function validatePersistentVolumeClaimSpec(specJson: Json | undefined, p = 'spec'): FieldError[] {
  const spec = isObject(specJson) ? specJson : {};
  const errs: FieldError[] = [];
  const modes = Array.isArray(spec.accessModes) ? spec.accessModes : [];
  if (modes.length === 0)
    errs.push(fieldErr.required(`${p}.accessModes`, 'at least 1 access mode is required'));
  validateAccessModes(modes, `${p}.accessModes`, errs);
  const resources = isObject(spec.resources) ? spec.resources : {};
  const requests = isObject(resources.requests) ? resources.requests : {};
  if (!('storage' in requests)) errs.push(fieldErr.required(`${p}.resources[storage]`));
  else if (quantitySign(requests.storage) <= 0)
    errs.push(
      fieldErr.invalid(`${p}.resources[storage]`, str(requests.storage), 'must be greater than zero'),
    );
  const sc = str(spec.storageClassName);
  if (sc !== '')
    for (const m of nameErrors('subdomain', sc)) errs.push(fieldErr.invalid(`${p}.storageClassName`, sc, m));
  const mode = spec.volumeMode;
  if (typeof mode === 'string' && !VOLUME_MODES.includes(mode))
    errs.push(fieldErr.notSupported(`${p}.volumeMode`, mode, VOLUME_MODES));
  return errs;
}

const OPERATIONS = ['*', 'CONNECT', 'CREATE', 'DELETE', 'UPDATE'];

function validateWebhookConfiguration(obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const hooks = Array.isArray(obj.webhooks) ? obj.webhooks : [];
  const seen = new Set<string>();
  hooks.forEach((w: Json, i: number) => {
    if (!isObject(w)) return;
    const p = `webhooks[${i}]`;
    const name = str(w.name);
    if (name === '') errs.push(fieldErr.required(`${p}.name`));
    else {
      const subdomain = nameErrors('subdomain', name);
      for (const m of subdomain) errs.push(fieldErr.invalid(`${p}.name`, name, m));
      if (subdomain.length === 0 && name.split('.').length < 3)
        errs.push(
          fieldErr.invalid(
            `${p}.name`,
            name,
            'should be a domain with at least three segments separated by dots',
          ),
        );
      if (seen.has(name)) errs.push(fieldErr.duplicate(`${p}.name`, name));
      seen.add(name);
    }
    const rules = Array.isArray(w.rules) ? w.rules : [];
    rules.forEach((r: Json, j: number) => {
      if (!isObject(r)) return;
      const ops = Array.isArray(r.operations) ? r.operations.map(String) : [];
      if (ops.length === 0) errs.push(fieldErr.required(`${p}.rules[${j}].operations`));
      for (const [k, op] of ops.entries())
        if (!OPERATIONS.includes(op))
          errs.push(fieldErr.notSupported(`${p}.rules[${j}].operations[${k}]`, op, OPERATIONS));
    });
    const fp = str(w.failurePolicy);
    if (fp !== '' && fp !== 'Fail' && fp !== 'Ignore')
      errs.push(fieldErr.notSupported(`${p}.failurePolicy`, fp, ['Fail', 'Ignore']));
    const se = w.sideEffects;
    if (se === undefined || se === null || se === '')
      errs.push(fieldErr.required(`${p}.sideEffects`, 'must specify one of None, NoneOnDryRun'));
    else if (se !== 'None' && se !== 'NoneOnDryRun')
      errs.push(fieldErr.notSupported(`${p}.sideEffects`, str(se), ['None', 'NoneOnDryRun']));
    const versions = Array.isArray(w.admissionReviewVersions) ? w.admissionReviewVersions.map(String) : [];
    if (versions.length === 0)
      errs.push(fieldErr.required(`${p}.admissionReviewVersions`, 'must specify one of v1, v1beta1'));
    else if (!versions.some((v) => v === 'v1' || v === 'v1beta1'))
      errs.push(
        fieldErr.invalid(
          `${p}.admissionReviewVersions`,
          versions,
          'must include at least one of v1, v1beta1',
        ),
      );
    if (typeof w.timeoutSeconds === 'number' && (w.timeoutSeconds < 1 || w.timeoutSeconds > 30))
      errs.push(
        fieldErr.invalid(
          `${p}.timeoutSeconds`,
          w.timeoutSeconds,
          'the timeout value must be between 1 and 30 seconds',
        ),
      );
    const cc = isObject(w.clientConfig) ? w.clientConfig : {};
    const hasUrl = typeof cc.url === 'string';
    const hasSvc = isObject(cc.service);
    if (hasUrl === hasSvc)
      errs.push(fieldErr.required(`${p}.clientConfig`, 'exactly one of url or service is required'));
    else if (hasUrl) errs.push(...validateWebhookURL(`${p}.clientConfig.url`, String(cc.url)));
    else if (isObject(cc.service)) {
      const path = cc.service.path;
      if (typeof path === 'string' && !path.startsWith('/'))
        errs.push(fieldErr.invalid(`${p}.clientConfig.service.path`, path, "must start with a '/'"));
      const port = cc.service.port;
      if (typeof port === 'number' && (port < 1 || port > 65535))
        errs.push(
          fieldErr.invalid(
            `${p}.clientConfig.service.port`,
            port,
            'port is not valid: must be between 1 and 65535, inclusive',
          ),
        );
    }
  });
  return errs;
}

/** ValidateWebhookURL(fldPath, URL, forceHttps=true). */
function validateWebhookURL(field: string, url: string): FieldError[] {
  const form = '; desired format: https://host[/path]';
  const errs: FieldError[] = [];
  const m =
    /^(?:([A-Za-z][A-Za-z0-9+.-]*):)?(?:\/\/(?:([^@/?#]*)@)?([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(
      url,
    );
  if (!m)
    return [
      fieldErr.required(
        field,
        `url must be a valid URL: parse ${JSON.stringify(url)}: invalid URI for request${form}`,
      ),
    ];
  const [, scheme = '', user, host = '', , query, fragment] = m;
  if (scheme !== 'https')
    errs.push(fieldErr.invalid(field, scheme, "'https' is the only allowed URL scheme" + form));
  if (host === '') errs.push(fieldErr.invalid(field, host, 'host must be provided' + form));
  if (user !== undefined)
    errs.push(fieldErr.invalid(field, user, 'user information is not permitted in the URL'));
  if (fragment) errs.push(fieldErr.invalid(field, fragment, 'fragments are not permitted in the URL'));
  if (query) errs.push(fieldErr.invalid(field, query, 'query parameters are not permitted in the URL'));
  return errs;
}

// ---- CronJob ------------------------------------------------------------------------------------------

/**
 * ValidateCronJobCreate's own rule: the controller names each Job `<cronjob>-<11 characters>` and a
 * Job's name must fit a 63-character label, so a CronJob's name may have 52 at most. Appended after
 * the spec's errors, as there; an update cannot change the name, so the rule never fires on one.
 */
function validateCronJobName(obj: KubeObject): FieldError[] {
  const name = str(isObject(obj.metadata) ? obj.metadata.name : undefined);
  return name.length > 52
    ? [fieldErr.invalid('metadata.name', name, 'must be no more than 52 characters')]
    : [];
}

/**
 * validateScheduleFormat (pkg/apis/batch/validation): robfig/cron v3's ParseStandard, and no TZ in
 * it unless the old schedule had one (then not beside a timeZone field).
 */
function validateSchedule(spec: JsonObject, allowTZ: boolean): FieldError[] {
  const schedule = str(spec.schedule);
  if (schedule === '') return [fieldErr.required('spec.schedule')];
  const errs: FieldError[] = [];
  const err = parseStandardCron(schedule);
  if (err !== undefined) errs.push(fieldErr.invalid('spec.schedule', schedule, err));
  if (allowTZ && schedule.includes('TZ') && spec.timeZone != null)
    errs.push(
      fieldErr.invalid(
        'spec.schedule',
        schedule,
        'cannot use both timeZone field and TZ or CRON_TZ in schedule',
      ),
    );
  else if (!allowTZ && schedule.includes('TZ'))
    errs.push(
      fieldErr.invalid(
        'spec.schedule',
        schedule,
        'cannot use TZ or CRON_TZ in schedule, use timeZone field instead',
      ),
    );
  return errs;
}

type CronBounds = { min: number; max: number; names?: Record<string, number> };
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DOW_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** minute, hour, day of month, month, day of week (robfig/cron v3 spec.go bounds). */
const CRON_FIELDS: CronBounds[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: Object.fromEntries(MONTH_NAMES.map((n, i) => [n, i + 1])) },
  { min: 0, max: 6, names: Object.fromEntries(DOW_NAMES.map((n, i) => [n, i])) },
];

/** strconv.Atoi's result or its error text. */
function atoi(s: string): number | string {
  if (!/^[+-]?[0-9]+$/.test(s)) return `strconv.Atoi: parsing ${goQuote(s)}: invalid syntax`;
  const n = BigInt(s);
  if (n > 2n ** 63n - 1n || n < -(2n ** 63n))
    return `strconv.Atoi: parsing ${goQuote(s)}: value out of range`;
  return Number(n);
}

/** mustParseInt: the number, or the error message (a string). */
function cronInt(expr: string): number | { err: string } {
  const n = atoi(expr);
  if (typeof n === 'string') return { err: `failed to parse int from ${expr}: ${n}` };
  if (n < 0) return { err: `negative number (${n}) not allowed: ${expr}` };
  return n;
}

function cronIntOrName(expr: string, r: CronBounds): number | { err: string } {
  const named = r.names?.[expr.toLowerCase()];
  return named !== undefined ? named : cronInt(expr);
}

/** getRange: `number | number "-" number [ "/" number ]`, or `*` / `?`. */
function cronRange(expr: string, r: CronBounds): string | undefined {
  const rangeAndStep = expr.split('/');
  const lowAndHigh = rangeAndStep[0].split('-');
  let start: number;
  let end: number;
  if (lowAndHigh[0] === '*' || lowAndHigh[0] === '?') {
    start = r.min;
    end = r.max;
  } else {
    const s = cronIntOrName(lowAndHigh[0], r);
    if (typeof s !== 'number') return s.err;
    start = s;
    if (lowAndHigh.length === 1) end = start;
    else if (lowAndHigh.length === 2) {
      const e = cronIntOrName(lowAndHigh[1], r);
      if (typeof e !== 'number') return e.err;
      end = e;
    } else return `too many hyphens: ${expr}`;
  }
  let step = 1;
  if (rangeAndStep.length === 2) {
    const st = cronInt(rangeAndStep[1]);
    if (typeof st !== 'number') return st.err;
    step = st;
    // "N/step" means "N-max/step"
    if (lowAndHigh.length === 1) end = r.max;
  } else if (rangeAndStep.length > 2) return `too many slashes: ${expr}`;
  if (start < r.min) return `beginning of range (${start}) below minimum (${r.min}): ${expr}`;
  if (end > r.max) return `end of range (${end}) above maximum (${r.max}): ${expr}`;
  if (start > end) return `beginning of range (${start}) beyond end of range (${end}): ${expr}`;
  if (step === 0) return `step of range should be a positive number: ${expr}`;
  return undefined;
}

const DURATION_UNITS = ['ns', 'us', 'µs', 'μs', 'ms', 's', 'm', 'h'];

/** time.ParseDuration's error text for the input, if it does not parse. */
function durationError(s: string): string | undefined {
  const quoted = goQuote(s);
  let rest = s.replace(/^[-+]/, '');
  if (rest === '0') return undefined;
  if (rest === '') return `time: invalid duration ${quoted}`;
  while (rest !== '') {
    const num = /^([0-9]*)(\.[0-9]*)?/.exec(rest);
    const digits = num ? num[0] : '';
    if (digits === '' || digits === '.') return `time: invalid duration ${quoted}`;
    rest = rest.slice(digits.length);
    const unit = /^[^0-9.]*/.exec(rest)?.[0] ?? '';
    if (unit === '') return `time: missing unit in duration ${quoted}`;
    if (!DURATION_UNITS.includes(unit)) return `time: unknown unit ${goQuote(unit)} in duration ${quoted}`;
    rest = rest.slice(unit.length);
  }
  return undefined;
}

/**
 * time.LoadLocation's error for a name, or undefined when it loads (go1.23 src/time/zoneinfo.go,
 * zoneinfo_read.go): "" and "UTC" are UTC, "Local" the local zone, a name with ".." or a leading
 * slash is refused, then the zone is the file of that name under the host's zoneinfo, so the case
 * must be right, a name the database dropped (US/Pacific-New, 2020b) is unknown, and a directory
 * (America) fails to read. The names are those Go's time package loads (src/go/std/time/tzdata.ts).
 */
function loadLocationError(name: string): string | undefined {
  if (name === '' || name === 'UTC' || name === 'Local') return undefined;
  if (name.includes('..') || name.startsWith('/') || name.startsWith('\\'))
    return 'time: invalid location name';
  const path = name.replace(/\/+/g, '/').replace(/\/$/, '');
  if (tzRuleOf(path) !== undefined) return undefined;
  if (isZoneDirectory(path)) return 'is a directory';
  return `unknown time zone ${name}`;
}

let zoneDirectories: Set<string> | undefined;
/** The directories of the zoneinfo tree: every proper prefix of a zone's path (America, America/Argentina). */
function isZoneDirectory(path: string): boolean {
  if (zoneDirectories === undefined) {
    zoneDirectories = new Set();
    for (const zone of tzZoneNames()) {
      const parts = zone.split('/');
      for (let i = 1; i < parts.length; i++) zoneDirectories.add(parts.slice(0, i).join('/'));
    }
  }
  return zoneDirectories.has(path);
}

/** IANA's naming rules for a zone's path components, with digits and `+` of legacy names. */
const TIME_ZONE_PART = /^[A-Za-z.\-_0-9+]{1,14}$/;

/**
 * validateTimeZone (pkg/apis/batch/validation): an empty name, a component outside IANA's naming
 * rules, `Local` (in any case) and a zone time.LoadLocation cannot load. An update checks it only
 * when it changes, which the stored value, checked on create, makes the same.
 */
function validateTimeZone(spec: JsonObject): FieldError[] {
  if (spec.timeZone == null) return [];
  const tz = str(spec.timeZone);
  const field = 'spec.timeZone';
  if (tz === '') return [fieldErr.invalid(field, tz, 'timeZone must be nil or non-empty string')];
  for (const part of tz.split('/'))
    if (part === '.' || part === '..' || part.startsWith('-') || !TIME_ZONE_PART.test(part))
      return [fieldErr.invalid(field, tz, `unknown time zone ${tz}`)];
  const errs: FieldError[] = [];
  if (tz.toLowerCase() === 'local')
    errs.push(
      fieldErr.invalid(
        field,
        tz,
        'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones',
      ),
    );
  const loadErr = loadLocationError(tz);
  if (loadErr !== undefined) errs.push(fieldErr.invalid(field, tz, loadErr));
  return errs;
}

/**
 * cron.ParseStandard's error for a schedule, or undefined when it parses (robfig/cron v3 parser.go:
 * Parse, normalizeFields, getField, getRange, parseDescriptor).
 */
export function parseStandardCron(spec: string): string | undefined {
  let s = spec;
  if (s.startsWith('TZ=') || s.startsWith('CRON_TZ=')) {
    const i = s.indexOf(' ');
    const loc = s.slice(s.indexOf('=') + 1, i < 0 ? s.length : i);
    const loadErr = loadLocationError(loc);
    if (loadErr !== undefined) return `provided bad location ${loc}: ${loadErr}`;
    s = i < 0 ? '' : s.slice(i).trim();
  }
  if (s.startsWith('@')) {
    if (['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly'].includes(s))
      return undefined;
    if (s.startsWith('@every ')) {
      const err = durationError(s.slice('@every '.length));
      return err === undefined ? undefined : `failed to parse duration ${s}: ${err}`;
    }
    return `unrecognized descriptor: ${s}`;
  }
  const fields = s.split(/\s+/).filter((f) => f !== '');
  if (fields.length !== 5) return `expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]`;
  for (let i = 0; i < 5; i++)
    for (const expr of fields[i].split(',').filter((e) => e !== '')) {
      const err = cronRange(expr, CRON_FIELDS[i]);
      if (err !== undefined) return err;
    }
  return undefined;
}

// ---- StorageClass ---------------------------------------------------------------------------------------

const CLASS_RECLAIM_POLICIES = ['Delete', 'Retain'];
const BINDING_MODES = ['Immediate', 'WaitForFirstConsumer'];
const MAX_PARAMETERS_SIZE = 256 * 1024;

/**
 * ValidateStorageClass (kubernetes pkg/apis/storage/validation/validation.go): the provisioner is
 * required and a qualified name once lowercased; parameter keys are not empty and keys and values
 * stay under 256 KiB; reclaimPolicy and volumeBindingMode (both defaulted) take their sets' values,
 * sorted as sets.List gives them.
 */
function validateStorageClass(obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const provisioner = str(obj.provisioner);
  if (provisioner === '') errs.push(fieldErr.required('provisioner'));
  else
    for (const m of labelKeyErrors(provisioner.toLowerCase()))
      errs.push(fieldErr.invalid('provisioner', provisioner, m));
  if (isObject(obj.parameters)) {
    let total = 0;
    for (const [k, v] of Object.entries(obj.parameters)) {
      if (k === '') errs.push(fieldErr.invalid('parameters', k, 'field can not be empty.'));
      total += new TextEncoder().encode(k).length + new TextEncoder().encode(str(v)).length;
    }
    if (total > MAX_PARAMETERS_SIZE) errs.push(fieldErr.tooLong('parameters', MAX_PARAMETERS_SIZE));
  }
  const reclaim = str(obj.reclaimPolicy);
  if (reclaim !== '' && !CLASS_RECLAIM_POLICIES.includes(reclaim))
    errs.push(fieldErr.notSupported('reclaimPolicy', reclaim, CLASS_RECLAIM_POLICIES));
  if (obj.volumeBindingMode == null) errs.push(fieldErr.required('volumeBindingMode'));
  else if (!BINDING_MODES.includes(str(obj.volumeBindingMode)))
    errs.push(fieldErr.notSupported('volumeBindingMode', str(obj.volumeBindingMode), BINDING_MODES));
  return errs;
}

/** ValidateStorageClassUpdate: what a provisioned class may not change once stored. */
export function validateStorageClassUpdate(obj: KubeObject, old: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const params = (o: KubeObject) =>
    isObject(o.parameters) && Object.keys(o.parameters).length > 0
      ? JSON.stringify(Object.entries(o.parameters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : // reflect.DeepEqual tells a nil map from an empty one
        isObject(o.parameters)
        ? '{}'
        : 'nil';
  if (params(obj) !== params(old))
    errs.push(fieldErr.forbidden('parameters', 'updates to parameters are forbidden.'));
  if (str(obj.provisioner) !== str(old.provisioner))
    errs.push(fieldErr.forbidden('provisioner', 'updates to provisioner are forbidden.'));
  if (str(obj.reclaimPolicy) !== str(old.reclaimPolicy))
    errs.push(fieldErr.forbidden('reclaimPolicy', 'updates to reclaimPolicy are forbidden.'));
  if (str(obj.volumeBindingMode) !== str(old.volumeBindingMode))
    errs.push(fieldErr.invalid('volumeBindingMode', str(obj.volumeBindingMode), 'field is immutable'));
  return errs;
}
