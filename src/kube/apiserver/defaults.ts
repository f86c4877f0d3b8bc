/**
 * Defaulting of built-in types, the common fields only (kubernetes pkg/apis/<group>/v1/defaults.go). Defaults
 * matter to learners: a controller comparing its desired Deployment with the stored one sees these fields.
 */
import { defaultCRD } from './crdvalidation.ts';
import type { JsonObject, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

function obj(parent: JsonObject, key: string): JsonObject {
  if (!isObject(parent[key])) parent[key] = {};
  return parent[key] as JsonObject;
}

function setIfAbsent(o: JsonObject, key: string, v: JsonObject[string]): void {
  if (o[key] === undefined || o[key] === null) o[key] = v;
}

function defaultContainer(c: JsonObject): void {
  setIfAbsent(c, 'terminationMessagePath', '/dev/termination-log');
  setIfAbsent(c, 'terminationMessagePolicy', 'File');
  if (c.imagePullPolicy === undefined) {
    const image = str(c.image);
    const last = image.slice(image.lastIndexOf('/') + 1);
    const tagged = last.includes(':') && !image.includes('@');
    const tag = tagged ? last.slice(last.indexOf(':') + 1) : '';
    c.imagePullPolicy = image.includes('@')
      ? 'IfNotPresent'
      : !tagged || tag === 'latest'
        ? 'Always'
        : 'IfNotPresent';
  }
  setIfAbsent(c, 'resources', {});
  if (Array.isArray(c.ports)) for (const p of c.ports) if (isObject(p)) setIfAbsent(p, 'protocol', 'TCP');
  if (Array.isArray(c.env))
    for (const e of c.env)
      if (isObject(e) && isObject(e.valueFrom) && isObject(e.valueFrom.fieldRef))
        defaultFieldSelector(e.valueFrom.fieldRef);
  for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
    const p = c[probe];
    if (!isObject(p)) continue;
    // SetDefaults_Probe treats 0 as unset, as the Go struct cannot tell them apart
    for (const [field, v] of [
      ['timeoutSeconds', 1],
      ['periodSeconds', 10],
      ['successThreshold', 1],
      ['failureThreshold', 3],
    ] as const)
      if (p[field] === undefined || p[field] === null || p[field] === 0) p[field] = v;
    if (isObject(p.httpGet)) defaultHTTPGet(p.httpGet);
    // GRPCAction.Service's declarative default (+default="")
    if (isObject(p.grpc)) setIfAbsent(p.grpc, 'service', '');
  }
  if (isObject(c.lifecycle))
    for (const hook of ['postStart', 'preStop']) {
      const h = c.lifecycle[hook];
      if (isObject(h) && isObject(h.httpGet)) defaultHTTPGet(h.httpGet);
    }
}

function defaultHTTPGet(a: JsonObject): void {
  if (str(a.path) === '') a.path = '/';
  if (str(a.scheme) === '') a.scheme = 'HTTP';
}

function defaultFieldSelector(f: JsonObject): void {
  if (str(f.apiVersion) === '') f.apiVersion = 'v1';
}

/** 0644: the default mode of secret, configMap, downwardAPI and projected volumes (core/v1 types.go). */
const DEFAULT_VOLUME_MODE = 0o644;

/**
 * The generated defaulter's walk of a pod's volumes (kubernetes pkg/apis/core/v1/zz_generated.defaults.go
 * with defaults.go): a volume without a source is an emptyDir, file modes default to 0644, a hostPath
 * type to "", downward API field selectors to v1, a projected token to an hour.
 */
function defaultVolume(v: JsonObject): void {
  const SOURCES = [
    'hostPath',
    'emptyDir',
    'gcePersistentDisk',
    'awsElasticBlockStore',
    'gitRepo',
    'secret',
    'nfs',
    'iscsi',
    'glusterfs',
    'persistentVolumeClaim',
    'rbd',
    'flexVolume',
    'cinder',
    'cephfs',
    'flocker',
    'downwardAPI',
    'fc',
    'azureFile',
    'configMap',
    'vsphereVolume',
    'quobyte',
    'azureDisk',
    'photonPersistentDisk',
    'projected',
    'portworxVolume',
    'scaleIO',
    'storageos',
    'csi',
    'ephemeral',
    'image',
  ];
  if (!SOURCES.some((k) => v[k] !== undefined && v[k] !== null)) v.emptyDir = {};
  const source = (k: string) => (isObject(v[k]) ? v[k] : undefined);
  const hostPath = source('hostPath');
  if (hostPath) setIfAbsent(hostPath, 'type', '');
  for (const k of ['secret', 'configMap', 'downwardAPI', 'projected']) {
    const s = source(k);
    if (s) setIfAbsent(s, 'defaultMode', DEFAULT_VOLUME_MODE);
  }
  const fieldRefs = (items: unknown) => {
    if (Array.isArray(items))
      for (const i of items) if (isObject(i) && isObject(i.fieldRef)) defaultFieldSelector(i.fieldRef);
  };
  fieldRefs(source('downwardAPI')?.items);
  const projected = source('projected');
  if (projected && Array.isArray(projected.sources))
    for (const s of projected.sources) {
      if (!isObject(s)) continue;
      if (isObject(s.downwardAPI)) fieldRefs(s.downwardAPI.items);
      if (isObject(s.serviceAccountToken)) setIfAbsent(s.serviceAccountToken, 'expirationSeconds', 3600);
    }
  const iscsi = source('iscsi');
  if (iscsi && str(iscsi.iscsiInterface) === '') iscsi.iscsiInterface = 'default';
  const rbd = source('rbd');
  if (rbd) {
    if (str(rbd.pool) === '') rbd.pool = 'rbd';
    if (str(rbd.user) === '') rbd.user = 'admin';
    if (str(rbd.keyring) === '') rbd.keyring = '/etc/ceph/keyring';
  }
  const azureDisk = source('azureDisk');
  if (azureDisk) {
    setIfAbsent(azureDisk, 'cachingMode', 'ReadWrite');
    setIfAbsent(azureDisk, 'kind', 'Shared');
    setIfAbsent(azureDisk, 'fsType', 'ext4');
    setIfAbsent(azureDisk, 'readOnly', false);
  }
  const scaleIO = source('scaleIO');
  if (scaleIO) {
    if (str(scaleIO.storageMode) === '') scaleIO.storageMode = 'ThinProvisioned';
    if (str(scaleIO.fsType) === '') scaleIO.fsType = 'xfs';
  }
  const claim = source('ephemeral');
  if (claim && isObject(claim.volumeClaimTemplate))
    setIfAbsent(obj(claim.volumeClaimTemplate, 'spec'), 'volumeMode', 'Filesystem');
}

/** SetDefaults_PodSpec, for Pods and every pod template (restartPolicy too: a Job's template without one
 * is defaulted to Always, and Job validation then refuses it, as the real server does). */
function defaultPodSpec(spec: JsonObject): void {
  // `if obj.DNSPolicy == ""`: an empty string is defaulted as a missing one
  if (str(spec.dnsPolicy) === '') spec.dnsPolicy = 'ClusterFirst';
  if (str(spec.restartPolicy) === '') spec.restartPolicy = 'Always';
  setIfAbsent(spec, 'terminationGracePeriodSeconds', 30);
  setIfAbsent(spec, 'securityContext', {});
  setIfAbsent(spec, 'schedulerName', 'default-scheduler');
  if (Array.isArray(spec.volumes)) for (const v of spec.volumes) if (isObject(v)) defaultVolume(v);
  for (const c of containersOf(spec)) defaultContainer(c);
  // SetDefaults_EphemeralContainer: the Container defaults on the common part
  if (Array.isArray(spec.ephemeralContainers))
    for (const c of spec.ephemeralContainers) if (isObject(c)) defaultContainer(c);
}

function containersOf(spec: JsonObject): JsonObject[] {
  const out: JsonObject[] = [];
  for (const key of ['containers', 'initContainers']) {
    const list = spec[key];
    if (Array.isArray(list)) for (const c of list) if (isObject(c)) out.push(c);
  }
  return out;
}

function templateSpec(parent: JsonObject): JsonObject {
  return obj(obj(parent, 'template'), 'spec');
}

/**
 * SetDefaults_Pod (Pods only, not templates): requests default to the limits a container sets, service
 * links are on, and host-network pods publish their container ports on the host.
 */
function defaultPod(spec: JsonObject): void {
  for (const c of containersOf(spec)) {
    const res = isObject(c.resources) ? c.resources : undefined;
    if (!res || !isObject(res.limits)) continue;
    const requests = isObject(res.requests) ? res.requests : (res.requests = {});
    for (const [k, v] of Object.entries(res.limits)) if (!(k in requests)) requests[k] = v;
  }
  setIfAbsent(spec, 'enableServiceLinks', true);
  if (spec.hostNetwork === true)
    for (const c of containersOf(spec))
      if (Array.isArray(c.ports))
        for (const p of c.ports) if (isObject(p) && !p.hostPort) p.hostPort = p.containerPort ?? 0;
}

/** SetDefaults_Job (batch/v1 defaults.go, 1.32; JobPodReplacementPolicy is on by default). */
function defaultJob(o: KubeObject): void {
  const spec = obj(o, 'spec');
  if (spec.completions == null && spec.parallelism == null) spec.completions = 1;
  setIfAbsent(spec, 'parallelism', 1);
  setIfAbsent(spec, 'backoffLimit', spec.backoffLimitPerIndex != null ? 2147483647 : 6);
  defaultJobLabels(o);
  setIfAbsent(spec, 'completionMode', 'NonIndexed');
  setIfAbsent(spec, 'suspend', false);
  const pfp = isObject(spec.podFailurePolicy) ? spec.podFailurePolicy : undefined;
  if (pfp && Array.isArray(pfp.rules))
    for (const r of pfp.rules)
      if (isObject(r) && Array.isArray(r.onPodConditions))
        // SetDefaults_Job tests `pattern.Status == ""`: an explicit empty status is defaulted too
        for (const c of r.onPodConditions) if (isObject(c) && str(c.status) === '') c.status = 'True';
  setIfAbsent(spec, 'podReplacementPolicy', pfp ? 'Failed' : 'TerminatingOrFailed');
  setIfAbsent(spec, 'manualSelector', false);
  defaultPodSpec(templateSpec(spec));
}

/**
 * A Job without labels takes its template's. The defaulter also runs when the stored object is read
 * back, after the strategy added the controller-uid and job-name labels to the template, so every
 * answer shows those labels on the Job too.
 */
export function defaultJobLabels(o: KubeObject): void {
  const spec = isObject(o.spec) ? o.spec : undefined;
  const template = spec && isObject(spec.template) ? spec.template : undefined;
  const tmeta = template && isObject(template.metadata) ? template.metadata : undefined;
  if (!tmeta || !isObject(tmeta.labels)) return;
  const meta = obj(o, 'metadata');
  if (!isObject(meta.labels) || Object.keys(meta.labels).length === 0) meta.labels = { ...tmeta.labels };
}

/** SetDefaults_StatefulSet (apps/v1 defaults.go, 1.32: StatefulSetAutoDeletePVC on, MaxUnavailableStatefulSet off). */
function defaultStatefulSet(spec: JsonObject): void {
  if (str(spec.podManagementPolicy) === '') spec.podManagementPolicy = 'OrderedReady';
  const strategy = obj(spec, 'updateStrategy');
  if (str(strategy.type) === '') {
    strategy.type = 'RollingUpdate';
    setIfAbsent(strategy, 'rollingUpdate', {});
  }
  if (strategy.type === 'RollingUpdate' && isObject(strategy.rollingUpdate))
    setIfAbsent(strategy.rollingUpdate, 'partition', 0);
  const retention = obj(spec, 'persistentVolumeClaimRetentionPolicy');
  if (str(retention.whenDeleted) === '') retention.whenDeleted = 'Retain';
  if (str(retention.whenScaled) === '') retention.whenScaled = 'Retain';
  setIfAbsent(spec, 'replicas', 1);
  setIfAbsent(spec, 'revisionHistoryLimit', 10);
  defaultPodSpec(templateSpec(spec));
  // the generated defaulter runs SetDefaults_PersistentVolumeClaim(Spec) on each claim template
  if (Array.isArray(spec.volumeClaimTemplates))
    for (const t of spec.volumeClaimTemplates) {
      if (!isObject(t)) continue;
      setIfAbsent(obj(t, 'spec'), 'volumeMode', 'Filesystem');
      const status = obj(t, 'status');
      if (str(status.phase) === '') status.phase = 'Pending';
    }
}

/** SetDefaults_Service (core/v1 defaults.go). */
function defaultService(spec: JsonObject): void {
  if (str(spec.sessionAffinity) === '') spec.sessionAffinity = 'None';
  if (spec.sessionAffinity === 'None') delete spec.sessionAffinityConfig;
  if (str(spec.type) === '') spec.type = 'ClusterIP';
  if (Array.isArray(spec.ports))
    for (const p of spec.ports)
      if (isObject(p)) {
        if (str(p.protocol) === '') p.protocol = 'TCP';
        if (p.targetPort == null || p.targetPort === 0 || p.targetPort === '') p.targetPort = p.port ?? 0;
      }
  const type = spec.type;
  // service.ExternallyAccessible: a NodePort or LoadBalancer, or a ClusterIP with external IPs
  const external =
    type === 'LoadBalancer' ||
    type === 'NodePort' ||
    (type === 'ClusterIP' && Array.isArray(spec.externalIPs) && spec.externalIPs.length > 0);
  if (external && str(spec.externalTrafficPolicy) === '') spec.externalTrafficPolicy = 'Cluster';
  if (
    spec.internalTrafficPolicy == null &&
    (type === 'NodePort' || type === 'LoadBalancer' || type === 'ClusterIP')
  )
    spec.internalTrafficPolicy = 'Cluster';
  if (type === 'LoadBalancer') setIfAbsent(spec, 'allocateLoadBalancerNodePorts', true);
}

/**
 * autoscaling/v2 defaults.go: SetDefaults_HorizontalPodAutoscaler (minReplicas 1; no metrics is a
 * CPU utilization of autoscaling.DefaultCPUUtilization, 80) and, only when behavior is set,
 * SetDefaults_HorizontalPodAutoscalerBehavior: copyHPAScalingRules writes each field the author set
 * over defaultHPAScaleUpRules / defaultHPAScaleDownRules (scale-down has no stabilization window:
 * the controller's flag gives it).
 */
function defaultHorizontalPodAutoscaler(spec: JsonObject): void {
  setIfAbsent(spec, 'minReplicas', 1);
  if (!Array.isArray(spec.metrics) || spec.metrics.length === 0)
    spec.metrics = [
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
      },
    ];
  if (!isObject(spec.behavior)) return;
  const rules = (key: string, defaults: JsonObject): void => {
    const from = isObject(spec.behavior) && isObject(spec.behavior[key]) ? spec.behavior[key] : {};
    const to: JsonObject = { ...defaults };
    for (const f of ['selectPolicy', 'stabilizationWindowSeconds', 'policies', 'tolerance'])
      if (from[f] !== undefined && from[f] !== null) to[f] = from[f];
    (spec.behavior as JsonObject)[key] = to;
  };
  rules('scaleUp', {
    stabilizationWindowSeconds: 0,
    selectPolicy: 'Max',
    policies: [
      { type: 'Pods', value: 4, periodSeconds: 15 },
      { type: 'Percent', value: 100, periodSeconds: 15 },
    ],
  });
  rules('scaleDown', { selectPolicy: 'Max', policies: [{ type: 'Percent', value: 100, periodSeconds: 15 }] });
}

export function defaultBuiltin(kind: string, o: KubeObject): void {
  switch (kind) {
    case 'Deployment': {
      const spec = obj(o, 'spec');
      setIfAbsent(spec, 'replicas', 1);
      const strategy = obj(spec, 'strategy');
      setIfAbsent(strategy, 'type', 'RollingUpdate');
      if (strategy.type === 'RollingUpdate') {
        const ru = obj(strategy, 'rollingUpdate');
        setIfAbsent(ru, 'maxUnavailable', '25%');
        setIfAbsent(ru, 'maxSurge', '25%');
      }
      setIfAbsent(spec, 'revisionHistoryLimit', 10);
      setIfAbsent(spec, 'progressDeadlineSeconds', 600);
      defaultPodSpec(templateSpec(spec));
      break;
    }
    case 'StorageClass':
      // SetDefaults_StorageClass (kubernetes pkg/apis/storage/v1/defaults.go)
      setIfAbsent(o, 'reclaimPolicy', 'Delete');
      setIfAbsent(o, 'volumeBindingMode', 'Immediate');
      break;
    case 'ReplicaSet': {
      const spec = obj(o, 'spec');
      setIfAbsent(spec, 'replicas', 1);
      defaultPodSpec(templateSpec(spec));
      break;
    }
    case 'StatefulSet':
      defaultStatefulSet(obj(o, 'spec'));
      break;
    case 'DaemonSet': {
      // SetDefaults_DaemonSet (kubernetes pkg/apis/apps/v1/defaults.go)
      const spec = obj(o, 'spec');
      const strategy = obj(spec, 'updateStrategy');
      if (str(strategy.type) === '') strategy.type = 'RollingUpdate';
      if (strategy.type === 'RollingUpdate') {
        const ru = obj(strategy, 'rollingUpdate');
        setIfAbsent(ru, 'maxUnavailable', 1);
        setIfAbsent(ru, 'maxSurge', 0);
      }
      setIfAbsent(spec, 'revisionHistoryLimit', 10);
      defaultPodSpec(templateSpec(spec));
      break;
    }
    case 'CronJob': {
      // SetDefaults_CronJob; the job template gets the pod template defaults only, not SetDefaults_Job
      const spec = obj(o, 'spec');
      if (str(spec.concurrencyPolicy) === '') spec.concurrencyPolicy = 'Allow';
      setIfAbsent(spec, 'suspend', false);
      setIfAbsent(spec, 'successfulJobsHistoryLimit', 3);
      setIfAbsent(spec, 'failedJobsHistoryLimit', 1);
      defaultPodSpec(templateSpec(obj(obj(spec, 'jobTemplate'), 'spec')));
      break;
    }
    case 'Job':
      defaultJob(o);
      break;
    case 'Pod':
      defaultPodSpec(obj(o, 'spec'));
      defaultPod(obj(o, 'spec'));
      break;
    case 'Service': {
      defaultService(obj(o, 'spec'));
      // LoadBalancerIPMode (on since 1.30): an ingress IP without a mode is a VIP
      const lb = isObject(o.status) && isObject(o.status.loadBalancer) ? o.status.loadBalancer : undefined;
      if (o.spec && (o.spec as JsonObject).type === 'LoadBalancer' && lb && Array.isArray(lb.ingress))
        for (const ing of lb.ingress)
          if (isObject(ing) && str(ing.ip) !== '') setIfAbsent(ing, 'ipMode', 'VIP');
      break;
    }
    case 'Secret':
      setIfAbsent(o, 'type', 'Opaque');
      break;
    case 'PersistentVolume': {
      // SetDefaults_PersistentVolume; its hostPath's type as SetDefaults_HostPathVolumeSource sets it
      const spec = obj(o, 'spec');
      if (str(obj(o, 'status').phase) === '') obj(o, 'status').phase = 'Pending';
      if (str(spec.persistentVolumeReclaimPolicy) === '') spec.persistentVolumeReclaimPolicy = 'Retain';
      setIfAbsent(spec, 'volumeMode', 'Filesystem');
      if (isObject(spec.hostPath)) setIfAbsent(spec.hostPath, 'type', '');
      break;
    }
    case 'PersistentVolumeClaim':
      // SetDefaults_PersistentVolumeClaim(Spec); the status's phase also when read back from storage
      setIfAbsent(obj(o, 'spec'), 'volumeMode', 'Filesystem');
      if (str(obj(o, 'status').phase) === '') obj(o, 'status').phase = 'Pending';
      break;
    case 'HorizontalPodAutoscaler':
      defaultHorizontalPodAutoscaler(obj(o, 'spec'));
      break;
    case 'NetworkPolicy': {
      // networking/v1 defaults.go: SetDefaults_NetworkPolicy and SetDefaults_NetworkPolicyPort
      const spec = obj(o, 'spec');
      if (!Array.isArray(spec.policyTypes) || spec.policyTypes.length === 0)
        spec.policyTypes =
          Array.isArray(spec.egress) && spec.egress.length > 0 ? ['Ingress', 'Egress'] : ['Ingress'];
      for (const dir of ['ingress', 'egress'])
        if (Array.isArray(spec[dir]))
          for (const rule of spec[dir])
            if (isObject(rule) && Array.isArray(rule.ports))
              for (const port of rule.ports) if (isObject(port)) setIfAbsent(port, 'protocol', 'TCP');
      break;
    }
    case 'RoleBinding':
    case 'ClusterRoleBinding':
      // rbac/v1 defaults.go: SetDefaults_(Cluster)RoleBinding and SetDefaults_Subject
      if (str(obj(o, 'roleRef').apiGroup) === '') obj(o, 'roleRef').apiGroup = 'rbac.authorization.k8s.io';
      if (Array.isArray(o.subjects))
        for (const s of o.subjects)
          if (isObject(s) && str(s.apiGroup) === '' && (s.kind === 'User' || s.kind === 'Group'))
            s.apiGroup = 'rbac.authorization.k8s.io';
      break;
    case 'CustomResourceDefinition':
      defaultCRD(o);
      break;
    case 'ValidatingWebhookConfiguration':
    case 'MutatingWebhookConfiguration':
      // k8s.io/api admissionregistration/v1 defaults
      if (Array.isArray(o.webhooks))
        for (const w of o.webhooks) {
          if (!isObject(w)) continue;
          setIfAbsent(w, 'failurePolicy', 'Fail');
          setIfAbsent(w, 'matchPolicy', 'Equivalent');
          setIfAbsent(w, 'namespaceSelector', {});
          setIfAbsent(w, 'objectSelector', {});
          setIfAbsent(w, 'timeoutSeconds', 10);
          if (kind === 'MutatingWebhookConfiguration') setIfAbsent(w, 'reinvocationPolicy', 'Never');
          if (Array.isArray(w.rules)) for (const r of w.rules) if (isObject(r)) setIfAbsent(r, 'scope', '*');
          const cc = isObject(w.clientConfig) ? w.clientConfig : undefined;
          if (cc && isObject(cc.service)) setIfAbsent(cc.service, 'port', 443);
        }
      break;
  }
}
