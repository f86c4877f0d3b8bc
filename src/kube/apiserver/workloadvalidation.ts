/**
 * Validation of the workload kinds and the immutable ConfigMaps and Secrets, the checks learners
 * meet first ([K] pkg/apis/apps/validation ValidateDeploymentSpec, ValidatePodTemplateSpecForReplicaSet,
 * ValidateDeploymentUpdate; pkg/apis/core/validation validateContainers, ValidateConfigMapUpdate,
 * ValidateSecretUpdate). Bad values are given as json.Marshal would see the Go value, which is how
 * field.Error.ErrorBody prints them since k8s 1.34 (`{"app":"web"}`, `{"matchLabels":{…}}`).
 */

import {
  labelsJson,
  selectorJson,
  validateJobSpec,
  validatePersistentVolumeClaimSpec,
  validateStorageClassUpdate,
} from './builtinvalidation.ts';
import { marshalInternal } from './internalmarshal.ts';
import { nameErrors } from './objectmeta.ts';
import {
  labelSelectorErrors,
  validatePodSpecContainers,
  validatePodTemplateSpec,
} from './podspecvalidation.ts';
import { validatePodUpdate } from './podupdate.ts';
import { validatePersistentVolumeClaimUpdate } from './pvcupdate.ts';
import { structuredSelectorMatches } from './selectors.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, jsonEqual, str } from './types.ts';

const WORKLOADS = new Set(['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet']);

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
  if (kind === 'Pod') return validatePodSpecContainers(isObject(obj.spec) ? obj.spec : {}, 'spec');
  if (kind === 'PodDisruptionBudget') return podDisruptionBudgetErrors(isObject(obj.spec) ? obj.spec : {});
  if (!WORKLOADS.has(kind)) return [];
  const spec = isObject(obj.spec) ? obj.spec : {};
  const errs: FieldError[] = [];
  // ValidateDeploymentSpec and ValidateReplicaSetSpec begin with their counts
  if (kind === 'Deployment' || kind === 'ReplicaSet') errs.push(...nonNegative(spec, 'replicas'));
  if (kind === 'ReplicaSet') errs.push(...nonNegative(spec, 'minReadySeconds'));
  if (kind === 'StatefulSet') errs.push(...statefulSetHeadErrors(spec));
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
  // ValidateLabelSelector, strict on create; a selector it refuses also fails
  // LabelSelectorAsSelector, which each kind answers in its own way below
  const selErrs = labelSelectorErrors(sel, 'spec.selector');
  const parses = selErrs.length === 0;
  if (kind === 'DaemonSet') {
    errs.push(...selErrs);
    if (parses && mismatch) errs.push(mismatchErr());
    if (empty) errs.push(emptyErr());
  } else {
    if (sel === undefined) errs.push(fieldErr.required('spec.selector'));
    else {
      errs.push(...selErrs);
      if (empty) errs.push(emptyErr());
    }
    if (!parses)
      errs.push(
        fieldErr.invalid(
          'spec.selector',
          selectorJson(sel),
          kind === 'StatefulSet' ? '' : 'invalid label selector',
        ),
      );
    else if (mismatch) errs.push(mismatchErr());
  }
  if (kind === 'StatefulSet') {
    // ValidatePodTemplateSpecForStatefulSet validates the whole template since 1.34 (kubernetes#131790),
    // with a volume for each claim template, as the controller adds them to its pods
    if (parses) errs.push(...validatePodTemplateSpec(template, 'spec.template', claimNames(spec)));
    errs.push(...templatePolicyErrors(kind, template));
  } else if (parses || kind === 'DaemonSet') {
    // Deployments and ReplicaSets check their template (ValidatePodTemplateSpecForReplicaSet)
    // only when the selector parses
    errs.push(...validatePodTemplateSpec(template, 'spec.template'));
    errs.push(...templatePolicyErrors(kind, template));
  }
  if (kind === 'Deployment') errs.push(...deploymentTailErrors(spec));
  if (kind === 'DaemonSet') errs.push(...daemonSetTailErrors(spec));
  return errs;
}

const NON_NEGATIVE = 'must be greater than or equal to 0';

/**
 * ValidateStatefulSetSpec before the selector (kubernetes 1.34 pkg/apis/apps/validation): the
 * serviceName as a DNS-1123 label (kubernetes#130233: it becomes the pods' subdomain), the pod
 * management policy, the update strategy (bad values are the internal structs as json.Marshal
 * writes them; maxUnavailable is dropped while MaxUnavailableStatefulSet is off), the claim
 * retention policy, the claim templates' specs (kubernetes#132212), then the counts.
 */
function statefulSetHeadErrors(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const service = str(spec.serviceName);
  if (service !== '')
    for (const m of nameErrors('label', service)) errs.push(fieldErr.invalid('spec.serviceName', service, m));
  const policy = str(spec.podManagementPolicy);
  if (policy === '') errs.push(fieldErr.required('spec.podManagementPolicy'));
  else if (policy !== 'OrderedReady' && policy !== 'Parallel')
    errs.push(fieldErr.invalid('spec.podManagementPolicy', policy, "must be 'OrderedReady' or 'Parallel'"));
  const strategy = isObject(spec.updateStrategy) ? spec.updateStrategy : {};
  const ru = isObject(strategy.rollingUpdate) ? strategy.rollingUpdate : undefined;
  const internalRU = (r: JsonObject): Json => ({
    Partition: typeof r.partition === 'number' ? r.partition : 0,
    MaxUnavailable: null,
  });
  const type = str(strategy.type);
  if (type === '') errs.push(fieldErr.required('spec.updateStrategy'));
  else if (type === 'OnDelete') {
    if (ru)
      errs.push(
        fieldErr.invalid(
          'spec.updateStrategy.rollingUpdate',
          internalRU(ru),
          "only allowed for updateStrategy 'RollingUpdate'",
        ),
      );
  } else if (type === 'RollingUpdate') {
    if (ru && typeof ru.partition === 'number' && ru.partition < 0)
      errs.push(fieldErr.invalid('spec.updateStrategy.rollingUpdate.partition', ru.partition, NON_NEGATIVE));
  } else
    errs.push(
      fieldErr.invalid(
        'spec.updateStrategy',
        { Type: type, RollingUpdate: ru ? internalRU(ru) : null },
        "must be 'RollingUpdate' or 'OnDelete'",
      ),
    );
  const retention = spec.persistentVolumeClaimRetentionPolicy;
  if (isObject(retention))
    for (const k of ['whenDeleted', 'whenScaled']) {
      const v = str(retention[k]);
      if (v !== 'Retain' && v !== 'Delete')
        errs.push(
          fieldErr.notSupported(`spec.persistentVolumeClaimRetentionPolicy.${k}`, v, ['Retain', 'Delete']),
        );
    }
  if (Array.isArray(spec.volumeClaimTemplates))
    spec.volumeClaimTemplates.forEach((claim, i) => {
      const p = `spec.volumeClaimTemplates[${i}].spec`;
      errs.push(...validatePersistentVolumeClaimSpec(isObject(claim) ? claim.spec : undefined, p));
    });
  errs.push(...nonNegative(spec, 'replicas'), ...nonNegative(spec, 'minReadySeconds'));
  const ordinals = spec.ordinals;
  if (isObject(ordinals) && typeof ordinals.start === 'number' && ordinals.start < 0)
    errs.push(fieldErr.invalid('spec.ordinals.start', ordinals.start, NON_NEGATIVE));
  return errs;
}

/** The claim templates' names: volumes the StatefulSet controller adds to each pod. */
function claimNames(spec: JsonObject): string[] {
  const claims = Array.isArray(spec.volumeClaimTemplates) ? spec.volumeClaimTemplates : [];
  return claims.map((c) => (isObject(c) && isObject(c.metadata) ? str(c.metadata.name) : ''));
}

function nonNegative(spec: JsonObject, key: string): FieldError[] {
  const v = spec[key];
  return typeof v === 'number' && v < 0 ? [fieldErr.invalid(`spec.${key}`, v, NON_NEGATIVE)] : [];
}

const PERCENT_MSG =
  "a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%', regex used for validation is '[0-9]+%')";

/** getIntOrPercentValue: a percent's number, else IntValue (a string that is no number is 0). */
function intOrPercentValue(v: Json | undefined): number {
  if (typeof v === 'number') return v;
  const s = str(v);
  const pct = /^([0-9]+)%$/.exec(s);
  if (pct) return Number(pct[1]);
  return /^[+-]?[0-9]+$/.test(s) ? Number(s) : 0;
}

/** ValidatePositiveIntOrPercent. */
function intOrPercentErrors(v: Json | undefined, path: string): FieldError[] {
  if (typeof v === 'string') return /^[0-9]+%$/.test(v) ? [] : [fieldErr.invalid(path, v, PERCENT_MSG)];
  if (typeof v === 'number' && v < 0) return [fieldErr.invalid(path, v, NON_NEGATIVE)];
  return [];
}

/** IsNotMoreThan100Percent: a valid percent string above 100. */
function notMoreThan100Percent(v: Json | undefined, path: string): FieldError[] {
  return typeof v === 'string' && /^[0-9]+%$/.test(v) && Number(v.slice(0, -1)) > 100
    ? [fieldErr.invalid(path, v, 'must not be greater than 100%')]
    : [];
}

/**
 * ValidatePodDisruptionBudgetSpec (kubernetes pkg/apis/policy/validation/validation.go): both
 * bounds set is an Invalid on `spec` whose value is the internal policy.PodDisruptionBudgetSpec
 * (no json tags: MinAvailable, Selector, MaxUnavailable, UnhealthyPodEvictionPolicy), then each
 * bound as ValidatePositiveIntOrPercent and IsNotMoreThan100Percent, the selector, and the
 * eviction policy against the sorted supportedUnhealthyPodEvictionPolicies.
 */
function podDisruptionBudgetErrors(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const intOrString = (v: Json | undefined): Json =>
    typeof v === 'number' || typeof v === 'string' ? v : null;
  if (spec.minAvailable != null && spec.maxUnavailable != null)
    errs.push(
      fieldErr.invalid(
        'spec',
        {
          MinAvailable: intOrString(spec.minAvailable),
          Selector: selectorJson(spec.selector),
          MaxUnavailable: intOrString(spec.maxUnavailable),
          UnhealthyPodEvictionPolicy:
            typeof spec.unhealthyPodEvictionPolicy === 'string' ? spec.unhealthyPodEvictionPolicy : null,
        },
        'minAvailable and maxUnavailable cannot be both set',
      ),
    );
  for (const k of ['minAvailable', 'maxUnavailable'])
    if (spec[k] != null)
      errs.push(...intOrPercentErrors(spec[k], `spec.${k}`), ...notMoreThan100Percent(spec[k], `spec.${k}`));
  errs.push(...labelSelectorErrors(spec.selector, 'spec.selector'));
  const policy = spec.unhealthyPodEvictionPolicy;
  if (typeof policy === 'string' && policy !== 'IfHealthyBudget' && policy !== 'AlwaysAllow')
    errs.push(
      fieldErr.notSupported('spec.unhealthyPodEvictionPolicy', policy, ['AlwaysAllow', 'IfHealthyBudget']),
    );
  return errs;
}

/**
 * The rest of ValidateDeploymentSpec after the template (kubernetes pkg/apis/apps/validation):
 * the strategy (ValidateDeploymentStrategy, ValidateRollingUpdateDeployment), minReadySeconds,
 * revisionHistoryLimit and progressDeadlineSeconds.
 */
function deploymentTailErrors(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const strategy = isObject(spec.strategy) ? spec.strategy : {};
  const type = str(strategy.type);
  if (type === 'Recreate' && strategy.rollingUpdate != null)
    errs.push(
      fieldErr.forbidden(
        'spec.strategy.rollingUpdate',
        "may not be specified when strategy `type` is 'Recreate'",
      ),
    );
  else if (type === 'RollingUpdate') {
    if (!isObject(strategy.rollingUpdate))
      errs.push(
        fieldErr.required('spec.strategy.rollingUpdate', 'this should be defaulted and never be nil'),
      );
    else {
      const ru = strategy.rollingUpdate;
      const p = 'spec.strategy.rollingUpdate';
      errs.push(...intOrPercentErrors(ru.maxUnavailable, `${p}.maxUnavailable`));
      errs.push(...intOrPercentErrors(ru.maxSurge, `${p}.maxSurge`));
      if (intOrPercentValue(ru.maxUnavailable) === 0 && intOrPercentValue(ru.maxSurge) === 0)
        errs.push(
          fieldErr.invalid(
            `${p}.maxUnavailable`,
            ru.maxUnavailable ?? 0,
            'may not be 0 when `maxSurge` is 0',
          ),
        );
      const mu = ru.maxUnavailable;
      if (typeof mu === 'string' && /^[0-9]+%$/.test(mu) && intOrPercentValue(mu) > 100)
        errs.push(fieldErr.invalid(`${p}.maxUnavailable`, mu, 'must not be greater than 100%'));
    }
  } else if (type !== 'Recreate')
    // NotSupported with the internal apps.DeploymentStrategy as the value: json.Marshal writes its
    // untagged Go fields, and a nil *intstr.IntOrString converts to the zero IntOrString, 0
    errs.push(
      fieldErr.notSupported('spec.strategy', internalStrategy(strategy), ['Recreate', 'RollingUpdate']),
    );
  errs.push(...nonNegative(spec, 'minReadySeconds'), ...nonNegative(spec, 'revisionHistoryLimit'));
  const pds = spec.progressDeadlineSeconds;
  if (typeof pds === 'number') {
    errs.push(...nonNegative(spec, 'progressDeadlineSeconds'));
    const min = typeof spec.minReadySeconds === 'number' ? spec.minReadySeconds : 0;
    if (pds <= min)
      errs.push(
        fieldErr.invalid('spec.progressDeadlineSeconds', pds, 'must be greater than minReadySeconds'),
      );
  }
  return errs;
}

/**
 * The rest of ValidateDaemonSetSpec after the template (kubernetes pkg/apis/apps/validation):
 * minReadySeconds, the update strategy (ValidateDaemonSetUpdateStrategy,
 * ValidateRollingUpdateDaemonSet: exactly one of maxUnavailable and maxSurge non-zero), then
 * revisionHistoryLimit.
 */
function daemonSetTailErrors(spec: JsonObject): FieldError[] {
  const errs = nonNegative(spec, 'minReadySeconds');
  const strategy = isObject(spec.updateStrategy) ? spec.updateStrategy : {};
  const type = str(strategy.type);
  const p = 'spec.updateStrategy.rollingUpdate';
  if (type === 'RollingUpdate') {
    if (!isObject(strategy.rollingUpdate)) errs.push(fieldErr.required(p));
    else {
      const ru = strategy.rollingUpdate;
      errs.push(...intOrPercentErrors(ru.maxUnavailable, `${p}.maxUnavailable`));
      errs.push(...intOrPercentErrors(ru.maxSurge, `${p}.maxSurge`));
      for (const k of ['maxUnavailable', 'maxSurge']) {
        const v = ru[k];
        if (typeof v === 'string' && /^[0-9]+%$/.test(v) && intOrPercentValue(v) > 100)
          errs.push(fieldErr.invalid(`${p}.${k}`, v, 'must not be greater than 100%'));
      }
      const hasUnavailable = intOrPercentValue(ru.maxUnavailable) !== 0;
      const hasSurge = intOrPercentValue(ru.maxSurge) !== 0;
      if (hasUnavailable && hasSurge)
        errs.push(
          fieldErr.invalid(
            `${p}.maxSurge`,
            ru.maxSurge ?? 0,
            'may not be set when maxUnavailable is non-zero',
          ),
        );
      else if (!hasUnavailable && !hasSurge)
        errs.push(fieldErr.required(`${p}.maxUnavailable`, 'cannot be 0 when maxSurge is 0'));
    }
  } else if (type !== 'OnDelete')
    errs.push(
      fieldErr.notSupported('spec.updateStrategy', internalStrategy(strategy), ['RollingUpdate', 'OnDelete']),
    );
  errs.push(...nonNegative(spec, 'revisionHistoryLimit'));
  return errs;
}

/** apps.DeploymentStrategy and apps.DaemonSetUpdateStrategy alike: Type, then RollingUpdate. */
function internalStrategy(strategy: JsonObject): Json {
  const ru = strategy.rollingUpdate;
  const intOrString = (v: Json | undefined): Json => (typeof v === 'number' || typeof v === 'string' ? v : 0);
  return {
    Type: str(strategy.type),
    RollingUpdate: isObject(ru)
      ? { MaxUnavailable: intOrString(ru.maxUnavailable), MaxSurge: intOrString(ru.maxSurge) }
      : null,
  };
}

/**
 * The workload's own rules on its pods, after the template's (ValidatePodTemplateSpecForReplicaSet,
 * which Deployments use too, ValidateDaemonSetSpec, ValidateStatefulSetSpec): its pods restart
 * always, and run with no deadline. An unknown restartPolicy is refused twice: by the pod spec's
 * check, then by this one.
 */
function templatePolicyErrors(kind: string, template: JsonObject): FieldError[] {
  const podSpec = isObject(template.spec) ? template.spec : {};
  const errs: FieldError[] = [];
  const restart = str(podSpec.restartPolicy);
  if (restart !== 'Always')
    errs.push(fieldErr.notSupported('spec.template.spec.restartPolicy', restart, ['Always']));
  if (podSpec.activeDeadlineSeconds != null)
    errs.push(
      fieldErr.forbidden(
        'spec.template.spec.activeDeadlineSeconds',
        `activeDeadlineSeconds in ${kind === 'Deployment' ? 'ReplicaSet' : kind} is not Supported`,
      ),
    );
  return errs;
}

/** Update only: what may not change once stored. */
export function validateBuiltinUpdate(kind: string, obj: KubeObject, old: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  if (kind === 'StatefulSet') {
    // ValidateStatefulSetUpdate: the spec with the fields that may change put back to the old values
    // must equal the old spec (the selector, serviceName, volumeClaimTemplates, podManagementPolicy
    // among what may not); there is no separate selector check
    if (!jsonEqual(fixedStatefulSetSpec(obj), fixedStatefulSetSpec(old)))
      errs.push(
        fieldErr.forbidden(
          'spec',
          "updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden",
        ),
      );
  }
  if (kind === 'Service') errs.push(...validateClusterIPsUpdate(asObject(obj.spec), asObject(old.spec)));
  if (kind === 'Deployment' || kind === 'ReplicaSet' || kind === 'DaemonSet') {
    // apps/v1: the strategies' selector check (ValidateImmutableField), after the spec's own errors;
    // Semantic.DeepEqual: map order does not count, and an empty list or map is an absent one
    const sel = isObject(obj.spec) ? obj.spec.selector : undefined;
    const oldSel = isObject(old.spec) ? old.spec.selector : undefined;
    if (!jsonEqual(semantic(sel), semantic(oldSel)))
      errs.push(fieldErr.invalid('spec.selector', selectorJson(sel), 'field is immutable'));
  }
  if (kind === 'Pod') errs.push(...validatePodUpdate(asObject(obj.spec), asObject(old.spec)));
  if (kind === 'StorageClass') errs.push(...validateStorageClassUpdate(obj, old));
  if (kind === 'Job') errs.push(...validateJobSpecUpdate(obj, old));
  if (kind === 'PersistentVolumeClaim') errs.push(...validatePersistentVolumeClaimUpdate(obj, old));
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

/**
 * ValidateJobSpecUpdate (kubernetes pkg/apis/batch/validation/validation.go), which jobStrategy's
 * ValidateUpdate appends after ValidateJob: the spec's own checks once more (their causes appear
 * twice, the message once), then what may not change. Bad values are the new internal values as
 * json.Marshal writes them: the pod template under Go field names with every zero field.
 */
function validateJobSpecUpdate(obj: KubeObject, old: KubeObject): FieldError[] {
  const spec = asObject(obj.spec);
  const oldSpec = asObject(old.spec);
  const errs = validateJobSpec(obj.spec, 'spec');
  const changed = (k: string, internal?: string) =>
    !semanticEqual(
      internal ? internalValue(internal, spec[k]) : (spec[k] ?? null),
      internal ? internalValue(internal, oldSpec[k]) : (oldSpec[k] ?? null),
    );
  // validateCompletions: ElasticIndexedJob (GA in 1.31) lets an Indexed Job change completions
  // together with parallelism
  if (str(spec.completionMode) !== 'Indexed') {
    if (changed('completions'))
      errs.push(fieldErr.invalid('spec.completions', spec.completions ?? null, IMMUTABLE));
  } else if (changed('completions') && spec.completions != null && spec.completions !== spec.parallelism) {
    errs.push(
      fieldErr.invalid(
        'spec.completions',
        spec.completions,
        'can only be modified in tandem with spec.parallelism',
      ),
    );
  }
  if (changed('selector'))
    errs.push(fieldErr.invalid('spec.selector', selectorJson(spec.selector), IMMUTABLE));
  errs.push(...validateJobTemplateUpdate(obj, old));
  if (changed('completionMode'))
    errs.push(fieldErr.invalid('spec.completionMode', spec.completionMode ?? null, IMMUTABLE));
  if (changed('podFailurePolicy', 'batch.PodFailurePolicy'))
    errs.push(
      fieldErr.invalid(
        'spec.podFailurePolicy',
        internalValue('batch.PodFailurePolicy', spec.podFailurePolicy),
        IMMUTABLE,
      ),
    );
  if (changed('backoffLimitPerIndex'))
    errs.push(fieldErr.invalid('spec.backoffLimitPerIndex', spec.backoffLimitPerIndex ?? null, IMMUTABLE));
  if (changed('managedBy')) errs.push(fieldErr.invalid('spec.managedBy', spec.managedBy ?? null, IMMUTABLE));
  if (changed('successPolicy', 'batch.SuccessPolicy'))
    errs.push(
      fieldErr.invalid(
        'spec.successPolicy',
        internalValue('batch.SuccessPolicy', spec.successPolicy),
        IMMUTABLE,
      ),
    );
  return errs;
}

const IMMUTABLE = 'field is immutable';

/** A *T of an internal struct: null when absent. */
function internalValue(type: string, v: Json | undefined): Json {
  return v === undefined || v === null ? null : marshalInternal(type, v);
}

/**
 * validatePodTemplateUpdate: the template may not change, except, while the Job is suspended and
 * has never started (validationOptionsForJob's AllowMutableSchedulingDirectives), its node affinity,
 * node selector, tolerations, labels, annotations and scheduling gates.
 */
function validateJobTemplateUpdate(obj: KubeObject, old: KubeObject): FieldError[] {
  const template = asObject(asObject(obj.spec).template);
  const oldTemplate = structuredClone(asObject(asObject(old.spec).template));
  const suspended = asObject(old.spec).suspend === true;
  const notStarted = asObject(old.status).startTime == null;
  if (suspended && notStarted) {
    const ps = asObject(template.spec);
    const meta = asObject(template.metadata);
    const ops = isObject(oldTemplate.spec) ? oldTemplate.spec : (oldTemplate.spec = {});
    const ometa = isObject(oldTemplate.metadata) ? oldTemplate.metadata : (oldTemplate.metadata = {});
    const aff = isObject(ps.affinity) ? ps.affinity : undefined;
    const oaff = isObject(ops.affinity) ? ops.affinity : undefined;
    if (!aff && oaff) {
      delete oaff.nodeAffinity;
      if (Object.keys(oaff).every((k) => oaff[k] == null)) delete ops.affinity;
    } else if (aff && !oaff)
      ops.affinity = aff.nodeAffinity == null ? {} : { nodeAffinity: aff.nodeAffinity };
    else if (aff && oaff) {
      if (aff.nodeAffinity == null) delete oaff.nodeAffinity;
      else oaff.nodeAffinity = aff.nodeAffinity;
    }
    for (const [o, n, k] of [
      [ops, ps, 'nodeSelector'],
      [ops, ps, 'tolerations'],
      [ometa, meta, 'annotations'],
      [ometa, meta, 'labels'],
      [ops, ps, 'schedulingGates'],
    ] as const) {
      if (n[k] === undefined) delete o[k];
      else o[k] = n[k] as Json;
    }
  }
  const now = marshalInternal('PodTemplateSpec', template);
  if (semanticEqual(now, marshalInternal('PodTemplateSpec', oldTemplate))) return [];
  return [fieldErr.invalid('spec.template', now, IMMUTABLE)];
}

/**
 * apiequality.Semantic.DeepEqual of two internal values written by marshalInternal (every struct
 * field present): nil and empty slices and maps are equal.
 */
function semanticEqual(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b) || a === null || b === null) {
    const la = Array.isArray(a) ? a : null;
    const lb = Array.isArray(b) ? b : null;
    if ((la === null || la.length === 0) && (lb === null || lb.length === 0))
      return emptyish(a) && emptyish(b);
    if (la === null || lb === null || la.length !== lb.length) return a === b;
    return la.every((x, i) => semanticEqual(x, lb[i] as Json));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!semanticEqual(a[k] ?? null, b[k] ?? null)) return false;
    return true;
  }
  return a === b;
}

function emptyish(v: Json): boolean {
  return v === null || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);
}

/** The StatefulSet spec fields ValidateStatefulSetUpdate lets an update change. */
const STATEFULSET_MUTABLE = [
  'replicas',
  'ordinals',
  'template',
  'updateStrategy',
  'revisionHistoryLimit',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds',
];

function fixedStatefulSetSpec(o: KubeObject): Json {
  const spec: JsonObject = { ...asObject(o.spec) };
  for (const k of STATEFULSET_MUTABLE) delete spec[k];
  return semantic(spec);
}

/** apiequality.Semantic.DeepEqual's view of a JSON value: nil and empty lists and maps are alike. */
function semantic(v: Json | undefined): Json {
  if (Array.isArray(v)) return v.length === 0 ? null : v.map(semantic);
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const k of Object.keys(v).sort()) {
      const x = semantic(v[k]);
      if (x !== null) out[k] = x;
    }
    return Object.keys(out).length === 0 ? null : out;
  }
  return v ?? null;
}

/**
 * validateUpgradeDowngradeClusterIPs (ValidateServiceUpdate, before the new spec's own checks): a
 * Service's cluster IPs may be added to or released from the end, never changed, unless it is or
 * becomes an ExternalName, or stays headless. The bad value is the whole new list.
 */
function validateClusterIPsUpdate(spec: JsonObject, oldSpec: JsonObject): FieldError[] {
  if (str(spec.type) === 'ExternalName' || str(oldSpec.type) === 'ExternalName') return [];
  const ips = Array.isArray(spec.clusterIPs) ? spec.clusterIPs.map((ip) => str(ip)) : [];
  const oldIPs = Array.isArray(oldSpec.clusterIPs) ? oldSpec.clusterIPs.map((ip) => str(ip)) : [];
  const headless = (t: JsonObject, l: string[]) =>
    (str(t.type) === '' || str(t.type) === 'ClusterIP') && l.length === 1 && l[0] === 'None';
  if (headless(spec, ips) && headless(oldSpec, oldIPs)) return [];
  const value: Json = Array.isArray(spec.clusterIPs) ? ips : null;
  const at0 = 'spec.clusterIPs[0]';
  const errs: FieldError[] = [];
  if (oldIPs.length === ips.length) {
    oldIPs.forEach((ip, i) => {
      if (ip !== ips[i])
        errs.push(fieldErr.invalid(`spec.clusterIPs[${i}]`, value, 'may not change once set'));
    });
  } else if (oldIPs.length > ips.length) {
    if (ips.length === 0) errs.push(fieldErr.invalid(at0, value, 'primary clusterIP can not be unset'));
    if (oldIPs.length > 0 && ips.length > 0 && ips[0] !== oldIPs[0])
      errs.push(fieldErr.invalid(at0, value, 'may not change once set'));
    if (ips.length === 1 && str(spec.ipFamilyPolicy) !== 'SingleStack')
      errs.push(
        fieldErr.invalid(
          at0,
          value,
          "`ipFamilyPolicy` must be set to 'SingleStack' when releasing the secondary clusterIP",
        ),
      );
  } else if (oldIPs.length > 0 && ips[0] !== oldIPs[0]) {
    errs.push(fieldErr.invalid(at0, value, 'may not change once set'));
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
