/**
 * A pod spec's volumes and containers as ValidatePodSpec checks them, in its order (kubernetes
 * pkg/apis/core/validation/validation.go: ValidateVolumes, then validateContainers and
 * validateInitContainers, each container through validateContainerCommon: name, image, ports, env,
 * envFrom, volumeMounts, resources). Messages come from [AM] pkg/util/validation. Go walks resource
 * maps in random order; they are taken here in sorted order.
 */

import { annotationErrors, labelKeyErrors, labelValueErrors, nameErrors } from './objectmeta.ts';
import type { Amount } from './quantity.ts';
import { cmpAmount, parseQuantityAmount } from './quantity.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject, str } from './types.ts';

const PORT_PROTOCOLS = ['SCTP', 'TCP', 'UDP'];
const PORT_RANGE = 'must be between 1 and 65535, inclusive';
// IsRelaxedEnvVarName: RelaxedEnvironmentVariableValidation is on by default since 1.32 (GA in 1.34)
const RELAXED_ENV_MSG =
  "a valid environment variable name must consist only of printable ASCII characters other than '='";
const CONFIG_KEY_MSG =
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')";

/** validation.IsValidPortName. */
export function portNameErrors(name: string): string[] {
  const msgs: string[] = [];
  if (name.length > 15) msgs.push('must be no more than 15 characters');
  if (!/^[-a-z0-9]+$/.test(name))
    msgs.push('must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)');
  if (!/[a-z]/.test(name)) msgs.push('must contain at least one letter (a-z)');
  if (name.includes('--')) msgs.push('must not contain consecutive hyphens');
  if (name.length > 0 && (name.startsWith('-') || name.endsWith('-')))
    msgs.push('must not begin or end with a hyphen');
  return msgs;
}

/** validation.IsConfigMapKey. */
export function configMapKeyErrors(key: string): string[] {
  const msgs: string[] = [];
  if (new TextEncoder().encode(key).length > 253) msgs.push('must be no more than 253 characters');
  if (!/^[-._a-zA-Z0-9]+$/.test(key)) msgs.push(CONFIG_KEY_MSG);
  if (key === '.') msgs.push("must not be '.'");
  else if (key === '..') msgs.push("must not be '..'");
  else if (key.startsWith('..')) msgs.push("must not start with '..'");
  return msgs;
}

function relaxedEnvErrors(name: string): string[] {
  for (const ch of name) {
    const c = ch.codePointAt(0) ?? 0;
    if (c > 0x7e || c < 0x20 || ch === '=') return [RELAXED_ENV_MSG];
  }
  return [];
}

const list = (v: Json | undefined): JsonObject[] => (Array.isArray(v) ? v.filter(isObject) : []);
const obj = (v: Json | undefined): JsonObject | undefined => (isObject(v) ? v : undefined);

// ---- volumes ------------------------------------------------------------------------------------------

/**
 * The volume sources in validateVolumeSource's order, with the name its "more than 1" error uses
 * (upstream's own spellings: "cephFS", "downwarAPI").
 */
const VOLUME_SOURCES: ReadonlyArray<[string, string]> = [
  ['emptyDir', 'emptyDir'],
  ['hostPath', 'hostPath'],
  ['gitRepo', 'gitRepo'],
  ['gcePersistentDisk', 'gcePersistentDisk'],
  ['awsElasticBlockStore', 'awsElasticBlockStore'],
  ['secret', 'secret'],
  ['nfs', 'nfs'],
  ['iscsi', 'iscsi'],
  ['glusterfs', 'glusterfs'],
  ['flocker', 'flocker'],
  ['persistentVolumeClaim', 'persistentVolumeClaim'],
  ['rbd', 'rbd'],
  ['cinder', 'cinder'],
  ['cephfs', 'cephFS'],
  ['quobyte', 'quobyte'],
  ['downwardAPI', 'downwarAPI'],
  ['fc', 'fc'],
  ['flexVolume', 'flexVolume'],
  ['configMap', 'configMap'],
  ['azureFile', 'azureFile'],
  ['vsphereVolume', 'vsphereVolume'],
  ['photonPersistentDisk', 'photonPersistentDisk'],
  ['portworxVolume', 'portworxVolume'],
  ['azureDisk', 'azureDisk'],
  ['storageos', 'storageos'],
  ['projected', 'projected'],
  ['scaleIO', 'scaleIO'],
  ['csi', 'csi'],
  ['ephemeral', 'ephemeral'],
  ['image', 'image'],
];

/** The checks of the sources reconcilers build most: a name to point at, a path for hostPath. */
function volumeSourceErrors(source: string, v: JsonObject, path: string): FieldError[] {
  switch (source) {
    case 'secret':
      return str(v.secretName) === '' ? [fieldErr.required(`${path}.secretName`)] : [];
    case 'configMap':
      return str(v.name) === '' ? [fieldErr.required(`${path}.name`)] : [];
    case 'persistentVolumeClaim':
      return str(v.claimName) === '' ? [fieldErr.required(`${path}.claimName`)] : [];
    case 'hostPath': {
      const p = str(v.path);
      if (p === '') return [fieldErr.required(`${path}.path`)];
      return p.split('/').includes('..')
        ? [fieldErr.invalid(`${path}.path`, p, "must not contain '..'")]
        : [];
    }
  }
  return [];
}

/** ValidateVolumes: the names of the volumes that passed, and the errors of those that did not. */
function validateVolumes(volumes: Json | undefined, path: string): [Set<string>, FieldError[]] {
  const errs: FieldError[] = [];
  const names = new Set<string>();
  list(volumes).forEach((vol, i) => {
    const p = `${path}[${i}]`;
    const el: FieldError[] = [];
    let count = 0;
    for (const [key, forbiddenName] of VOLUME_SOURCES) {
      const src = vol[key];
      if (src === undefined || src === null) continue;
      if (count > 0 && key !== 'emptyDir') {
        el.push(fieldErr.forbidden(`${p}.${forbiddenName}`, 'may not specify more than 1 volume type'));
        continue;
      }
      count++;
      el.push(...volumeSourceErrors(key, isObject(src) ? src : {}, `${p}.${key}`));
    }
    if (count === 0) el.push(fieldErr.required(p, 'must specify a volume type'));
    const name = str(vol.name);
    if (name === '') el.push(fieldErr.required(`${p}.name`));
    else for (const m of nameErrors('label', name)) el.push(fieldErr.invalid(`${p}.name`, name, m));
    if (names.has(name)) el.push(fieldErr.duplicate(`${p}.name`, name));
    if (el.length === 0) names.add(name);
    else errs.push(...el);
  });
  return [names, errs];
}

// ---- containers ---------------------------------------------------------------------------------------

function validatePorts(ports: Json | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const names = new Set<string>();
  list(ports).forEach((port, i) => {
    const p = `${path}[${i}]`;
    const name = str(port.name);
    if (name !== '') {
      const msgs = portNameErrors(name);
      if (msgs.length > 0) for (const m of msgs) errs.push(fieldErr.invalid(`${p}.name`, name, m));
      else if (names.has(name)) errs.push(fieldErr.duplicate(`${p}.name`, name));
      else names.add(name);
    }
    const cp = typeof port.containerPort === 'number' ? port.containerPort : 0;
    if (cp === 0) errs.push(fieldErr.required(`${p}.containerPort`));
    else if (!(cp >= 1 && cp <= 65535)) errs.push(fieldErr.invalid(`${p}.containerPort`, cp, PORT_RANGE));
    const hp = typeof port.hostPort === 'number' ? port.hostPort : 0;
    if (hp !== 0 && !(hp >= 1 && hp <= 65535)) errs.push(fieldErr.invalid(`${p}.hostPort`, hp, PORT_RANGE));
    const protocol = str(port.protocol);
    if (protocol === '') errs.push(fieldErr.required(`${p}.protocol`));
    else if (!PORT_PROTOCOLS.includes(protocol))
      errs.push(fieldErr.notSupported(`${p}.protocol`, protocol, PORT_PROTOCOLS));
  });
  return errs;
}

/** The downward API fields an env var may read (validEnvDownwardAPIFieldPathExpressions, sorted). */
const ENV_FIELD_PATHS = [
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
  'spec.nodeName',
  'spec.serviceAccountName',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
];
/** What podshelper.ConvertDownwardAPIFieldLabel knows for v1 (spec.host is the old nodeName). */
const CONVERTIBLE_FIELD_LABELS = new Set([
  'metadata.annotations',
  'metadata.labels',
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
  'spec.nodeName',
  'spec.restartPolicy',
  'spec.serviceAccountName',
  'spec.schedulerName',
  'status.phase',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
]);
const RESOURCE_FIELD_PATHS = [
  'limits.cpu',
  'limits.ephemeral-storage',
  'limits.memory',
  'requests.cpu',
  'requests.ephemeral-storage',
  'requests.memory',
];

function validateFieldRef(ref: JsonObject, path: string): FieldError[] {
  if (str(ref.apiVersion) === '') return [fieldErr.required(`${path}.apiVersion`)];
  const fieldPath = str(ref.fieldPath);
  if (fieldPath === '') return [fieldErr.required(`${path}.fieldPath`)];
  const sub = /^(.*)\['(.*)'\]$/.exec(fieldPath);
  let err = '';
  if (str(ref.apiVersion) !== 'v1') err = `unsupported pod version: ${str(ref.apiVersion)}`;
  else if (sub && sub[1] !== 'metadata.annotations' && sub[1] !== 'metadata.labels')
    err = `field label does not support subscript: ${fieldPath}`;
  else if (!sub && !CONVERTIBLE_FIELD_LABELS.has(fieldPath) && fieldPath !== 'spec.host')
    err = `field label not supported: ${fieldPath}`;
  if (err !== '')
    return [fieldErr.invalid(`${path}.fieldPath`, fieldPath, `error converting fieldPath: ${err}`)];
  if (sub) return [];
  const converted = fieldPath === 'spec.host' ? 'spec.nodeName' : fieldPath;
  if (!ENV_FIELD_PATHS.includes(converted))
    return [fieldErr.notSupported(`${path}.fieldPath`, converted, ENV_FIELD_PATHS)];
  return [];
}

function validateKeySelector(ref: JsonObject, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(ref.name);
  for (const m of nameErrors('subdomain', name)) errs.push(fieldErr.invalid(`${path}.name`, name, m));
  const key = str(ref.key);
  if (key === '') errs.push(fieldErr.required(`${path}.key`));
  else for (const m of configMapKeyErrors(key)) errs.push(fieldErr.invalid(`${path}.key`, key, m));
  return errs;
}

function validateEnv(env: Json | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  list(env).forEach((ev, i) => {
    const p = `${path}[${i}]`;
    const name = str(ev.name);
    if (name === '') errs.push(fieldErr.required(`${p}.name`));
    else for (const m of relaxedEnvErrors(name)) errs.push(fieldErr.invalid(`${p}.name`, name, m));
    const from = obj(ev.valueFrom);
    if (!from) return;
    const vp = `${p}.valueFrom`;
    let sources = 0;
    const fieldRef = obj(from.fieldRef);
    if (fieldRef) {
      sources++;
      errs.push(...validateFieldRef(fieldRef, `${vp}.fieldRef`));
    }
    const resourceRef = obj(from.resourceFieldRef);
    if (resourceRef) {
      sources++;
      const resource = str(resourceRef.resource);
      if (resource === '') errs.push(fieldErr.required(`${vp}.resourceFieldRef.resource`));
      else if (
        !RESOURCE_FIELD_PATHS.includes(resource) &&
        !resource.startsWith('requests.hugepages-') &&
        !resource.startsWith('limits.hugepages-')
      )
        errs.push(fieldErr.notSupported(`${vp}.resourceFieldRef.resource`, resource, RESOURCE_FIELD_PATHS));
    }
    const cmRef = obj(from.configMapKeyRef);
    if (cmRef) {
      sources++;
      errs.push(...validateKeySelector(cmRef, `${vp}.configMapKeyRef`));
    }
    const secretRef = obj(from.secretKeyRef);
    if (secretRef) {
      sources++;
      errs.push(...validateKeySelector(secretRef, `${vp}.secretKeyRef`));
    }
    if (sources === 0)
      errs.push(
        fieldErr.invalid(
          vp,
          '',
          'must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`',
        ),
      );
    else if (str(ev.value) !== '')
      errs.push(fieldErr.invalid(vp, '', 'may not be specified when `value` is not empty'));
    else if (sources > 1)
      errs.push(fieldErr.invalid(vp, '', 'may not have more than one field specified at a time'));
  });
  return errs;
}

function validateEnvFrom(envFrom: Json | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  list(envFrom).forEach((ev, i) => {
    const p = `${path}[${i}]`;
    const prefix = str(ev.prefix);
    if (prefix !== '')
      for (const m of relaxedEnvErrors(prefix)) errs.push(fieldErr.invalid(`${p}.prefix`, prefix, m));
    let sources = 0;
    for (const key of ['configMapRef', 'secretRef']) {
      const ref = obj(ev[key]);
      if (!ref) continue;
      sources++;
      const name = str(ref.name);
      if (name === '') errs.push(fieldErr.required(`${p}.${key}.name`));
      else
        for (const m of nameErrors('subdomain', name, true))
          errs.push(fieldErr.invalid(`${p}.${key}.name`, name, m));
    }
    // upstream reports these two on the list's path, not the item's
    if (sources === 0)
      errs.push(fieldErr.invalid(path, '', 'must specify one of: `configMapRef` or `secretRef`'));
    else if (sources > 1)
      errs.push(fieldErr.invalid(path, '', 'may not have more than one field specified at a time'));
  });
  return errs;
}

/** validateLocalDescendingPath, on the path upstream gives it (the list's, not the item's). */
function localDescendingPathErrors(target: string, path: string): FieldError[] {
  const errs: FieldError[] = [];
  if (target.startsWith('/')) errs.push(fieldErr.invalid(path, target, 'must be a relative path'));
  if (target.split('/').includes('..')) errs.push(fieldErr.invalid(path, target, "must not contain '..'"));
  return errs;
}

function validateVolumeMounts(mounts: Json | undefined, volumes: Set<string>, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const mountPaths = new Set<string>();
  list(mounts).forEach((m, i) => {
    const p = `${path}[${i}]`;
    const name = str(m.name);
    if (name === '') errs.push(fieldErr.required(`${p}.name`));
    if (!volumes.has(name))
      errs.push({ type: 'FieldValueNotFound', field: `${p}.name`, badValue: name, detail: '' });
    const mountPath = str(m.mountPath);
    if (mountPath === '') errs.push(fieldErr.required(`${p}.mountPath`));
    if (mountPaths.has(mountPath)) errs.push(fieldErr.invalid(`${p}.mountPath`, mountPath, 'must be unique'));
    mountPaths.add(mountPath);
    const subPath = str(m.subPath);
    if (subPath !== '') errs.push(...localDescendingPathErrors(subPath, `${path}.subPath`));
    const expr = str(m.subPathExpr);
    if (expr !== '') {
      if (subPath !== '')
        errs.push(
          fieldErr.invalid(`${p}.subPathExpr`, expr, 'subPathExpr and subPath are mutually exclusive'),
        );
      errs.push(...localDescendingPathErrors(expr, `${path}.subPathExpr`));
    }
  });
  return errs;
}

// helper.IsStandardResourceName's set (pkg/apis/core/helper/helpers.go standardResources)
const STANDARD_RESOURCES = new Set([
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'pods',
  'resourcequotas',
  'services',
  'replicationcontrollers',
  'secrets',
  'configmaps',
  'persistentvolumeclaims',
  'storage',
  'requests.storage',
  'services.nodeports',
  'services.loadbalancers',
]);
const isHugePages = (name: string) => name.startsWith('hugepages-');
/** helper.IsNativeResource: no domain, or a kubernetes.io one. */
const isNative = (name: string) => !name.includes('/') || name.includes('kubernetes.io/');
/** helper.IsOvercommitAllowed: native resources other than huge pages. */
const overcommitAllowed = (name: string) => isNative(name) && !isHugePages(name);

/** validateContainerResourceName (validateResourceName first). */
function resourceNameErrors(name: string, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const noDomain = !name.includes('/');
  if (noDomain && !STANDARD_RESOURCES.has(name) && !isHugePages(name))
    errs.push(fieldErr.invalid(path, name, 'must be a standard resource type or fully qualified'));
  if (noDomain && name !== 'cpu' && name !== 'memory' && name !== 'ephemeral-storage' && !isHugePages(name))
    errs.push(fieldErr.invalid(path, name, 'must be a standard resource for containers'));
  return errs;
}

function amountOf(q: Json | undefined): [Amount | undefined, string] {
  const text = str(q);
  const [a, , err] = parseQuantityAmount(text);
  return [err === 0 ? a : undefined, text];
}

const ZERO: Amount | undefined = parseQuantityAmount('0')[0];

/** ValidateResourceQuantityValue: not negative; a whole number for extended resources. */
function quantityValueErrors(name: string, q: Json | undefined, path: string): FieldError[] {
  const [a, text] = amountOf(q);
  if (!a || !ZERO) return [];
  const errs: FieldError[] = [];
  if (cmpAmount(a, ZERO) < 0) errs.push(fieldErr.invalid(path, text, 'must be greater than or equal to 0'));
  // helper.IsIntegerResourceName: extended resources count whole units
  if (!isNative(name) && /m$/.test(text)) errs.push(fieldErr.invalid(path, text, 'must be an integer'));
  return errs;
}

/** ValidateContainerResourceRequirements: names, values, and requests against limits. */
function validateResources(resources: Json | undefined, path: string): FieldError[] {
  const res = obj(resources) ?? {};
  const limits = obj(res.limits) ?? {};
  const requests = obj(res.requests) ?? {};
  const errs: FieldError[] = [];
  const limPath = `${path}.limits`;
  const reqPath = `${path}.requests`;
  for (const name of Object.keys(limits).sort()) {
    errs.push(...resourceNameErrors(name, `${limPath}[${name}]`));
    errs.push(...quantityValueErrors(name, limits[name], `${limPath}[${name}]`));
  }
  for (const name of Object.keys(requests).sort()) {
    errs.push(...resourceNameErrors(name, `${reqPath}[${name}]`));
    errs.push(...quantityValueErrors(name, requests[name], `${reqPath}[${name}]`));
    const [req, reqText] = amountOf(requests[name]);
    if (name in limits) {
      const [lim, limText] = amountOf(limits[name]);
      if (!req || !lim) continue;
      const c = cmpAmount(req, lim);
      // the path is the requests map's, without the key
      if (c !== 0 && !overcommitAllowed(name))
        errs.push(fieldErr.invalid(reqPath, reqText, `must be equal to ${name} limit of ${limText}`));
      else if (c > 0)
        errs.push(
          fieldErr.invalid(reqPath, reqText, `must be less than or equal to ${name} limit of ${limText}`),
        );
    } else if (!overcommitAllowed(name))
      errs.push(fieldErr.required(limPath, 'Limit must be set for non overcommitable resources'));
  }
  return errs;
}

/** validateContainerCommon's checks, in its order. */
function validateContainer(c: JsonObject, volumes: Set<string>, p: string): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(c.name);
  if (name === '') errs.push(fieldErr.required(`${p}.name`));
  else for (const m of nameErrors('label', name)) errs.push(fieldErr.invalid(`${p}.name`, name, m));
  if (str(c.image) === '') errs.push(fieldErr.required(`${p}.image`));
  errs.push(...validatePorts(c.ports, `${p}.ports`));
  errs.push(...validateEnv(c.env, `${p}.env`));
  errs.push(...validateEnvFrom(c.envFrom, `${p}.envFrom`));
  errs.push(...validateVolumeMounts(c.volumeMounts, volumes, `${p}.volumeMounts`));
  errs.push(...validateResources(c.resources, `${p}.resources`));
  return errs;
}

/**
 * ValidatePodSpec's volumes and containers: volumes first, then the regular containers (at least one;
 * names unique), then the init containers (names unique across both lists).
 */
export function validatePodSpecContainers(
  podSpec: JsonObject,
  path: string,
  extraVolumes: readonly string[] = [],
): FieldError[] {
  const [volumes, errs] = validateVolumes(podSpec.volumes, `${path}.volumes`);
  for (const v of extraVolumes) volumes.add(v);
  const containers = podSpec.containers;
  const names = new Set<string>();
  if (!Array.isArray(containers) || containers.length === 0)
    errs.push(fieldErr.required(`${path}.containers`));
  else
    containers.forEach((c, i) => {
      if (!isObject(c)) return;
      const p = `${path}.containers[${i}]`;
      errs.push(...validateContainer(c, volumes, p));
      const name = str(c.name);
      if (names.has(name)) errs.push(fieldErr.duplicate(`${p}.name`, name));
      else names.add(name);
    });
  list(podSpec.initContainers).forEach((c, i) => {
    const p = `${path}.initContainers[${i}]`;
    errs.push(...validateContainer(c, volumes, p));
    const name = str(c.name);
    if (names.has(name)) errs.push(fieldErr.duplicate(`${p}.name`, name));
    else if (name !== '') names.add(name);
  });
  // then, in ValidatePodSpec's order, the policies (defaulting fills an empty one, so Required is
  // seen only where no defaulting ran) and activeDeadlineSeconds' range
  const restart = str(podSpec.restartPolicy);
  if (restart === '') errs.push(fieldErr.required(`${path}.restartPolicy`));
  else if (!RESTART_POLICIES.includes(restart))
    errs.push(fieldErr.notSupported(`${path}.restartPolicy`, restart, RESTART_POLICIES));
  const dns = str(podSpec.dnsPolicy);
  if (dns === '') errs.push(fieldErr.required(`${path}.dnsPolicy`));
  else if (!DNS_POLICIES.includes(dns))
    errs.push(fieldErr.notSupported(`${path}.dnsPolicy`, dns, DNS_POLICIES));
  // the names ValidatePodSpec checks around activeDeadlineSeconds, in its order: serviceAccountName
  // and nodeName (ValidateServiceAccountName, ValidateNodeName: DNS-1123 subdomains), then hostname
  // and subdomain (ValidateDNS1123Label), then priorityClassName (a subdomain)
  const named = (field: string, rule: 'subdomain' | 'label') => {
    const v = str(podSpec[field]);
    if (v !== '') for (const m of nameErrors(rule, v)) errs.push(fieldErr.invalid(`${path}.${field}`, v, m));
  };
  named('serviceAccountName', 'subdomain');
  named('nodeName', 'subdomain');
  const deadline = podSpec.activeDeadlineSeconds;
  if (typeof deadline === 'number' && (deadline < 1 || deadline > 2147483647))
    errs.push(
      fieldErr.invalid(
        `${path}.activeDeadlineSeconds`,
        deadline,
        'must be between 1 and 2147483647, inclusive',
      ),
    );
  named('hostname', 'label');
  named('subdomain', 'label');
  named('priorityClassName', 'subdomain');
  return errs;
}

/** validateRestartPolicy's and validateDNSPolicy's valid values, in their order. */
const RESTART_POLICIES = ['Always', 'OnFailure', 'Never'];
const DNS_POLICIES = ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None'];

/** ValidateLabels: each key (a qualified name), then its value; the path is the map's. */
export function labelMapErrors(labels: Json | undefined, path: string): FieldError[] {
  if (!isObject(labels)) return [];
  const errs: FieldError[] = [];
  for (const [k, v] of Object.entries(labels)) {
    for (const m of labelKeyErrors(k)) errs.push(fieldErr.invalid(path, k, m));
    for (const m of labelValueErrors(str(v))) errs.push(fieldErr.invalid(path, str(v), m));
  }
  return errs;
}

/**
 * ValidateLabelSelector with AllowInvalidLabelValueInSelector false, as every workload and Job
 * validates its spec.selector on create (k8s.io/apimachinery pkg/apis/meta/v1/validation
 * validation.go): matchLabels as ValidateLabels, then each requirement's operator, key and values.
 * The same selector fails LabelSelectorAsSelector exactly when this finds something, so callers use
 * a non-empty result as that error too.
 */
export function labelSelectorErrors(sel: Json | undefined, path: string): FieldError[] {
  if (!isObject(sel)) return [];
  const errs = labelMapErrors(sel.matchLabels, `${path}.matchLabels`);
  const exprs = Array.isArray(sel.matchExpressions) ? sel.matchExpressions : [];
  exprs.forEach((e, i) => {
    const r = isObject(e) ? e : {};
    const p = `${path}.matchExpressions[${i}]`;
    const values = Array.isArray(r.values) ? r.values.map((v) => str(v)) : [];
    const op = str(r.operator);
    if (op === 'In' || op === 'NotIn') {
      if (values.length === 0)
        errs.push(fieldErr.required(`${p}.values`, "must be specified when `operator` is 'In' or 'NotIn'"));
    } else if (op === 'Exists' || op === 'DoesNotExist') {
      if (values.length > 0)
        errs.push(
          fieldErr.forbidden(
            `${p}.values`,
            "may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
          ),
        );
    } else errs.push(fieldErr.invalid(`${p}.operator`, op, 'not a valid selector operator'));
    for (const m of labelKeyErrors(str(r.key))) errs.push(fieldErr.invalid(`${p}.key`, str(r.key), m));
    values.forEach((v, j) => {
      for (const m of labelValueErrors(v)) errs.push(fieldErr.invalid(`${p}.values[${j}]`, v, m));
    });
  });
  return errs;
}

/**
 * ValidatePodTemplateSpec (pkg/apis/core/validation/validation.go), the check every workload's
 * template passes before the workload's own rules: the template's labels and annotations (at
 * `<path>.labels`, `<path>.annotations`, not under metadata), its pod spec, and no ephemeral
 * containers.
 */
export function validatePodTemplateSpec(
  template: JsonObject,
  path: string,
  extraVolumes: readonly string[] = [],
): FieldError[] {
  const meta = isObject(template.metadata) ? template.metadata : {};
  const podSpec = isObject(template.spec) ? template.spec : {};
  const errs = [
    ...labelMapErrors(meta.labels, `${path}.labels`),
    ...annotationErrors(meta.annotations, `${path}.annotations`),
    ...validatePodSpecContainers(podSpec, `${path}.spec`, extraVolumes),
  ];
  if (Array.isArray(podSpec.ephemeralContainers) && podSpec.ephemeralContainers.length > 0)
    errs.push(
      fieldErr.forbidden(
        `${path}.spec.ephemeralContainers`,
        'ephemeral containers not allowed in pod template',
      ),
    );
  return errs;
}
