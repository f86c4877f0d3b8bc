/**
 * Defaulting of built-in types, the common fields only (kubernetes pkg/apis/<group>/v1/defaults.go). Defaults
 * matter to learners: a controller comparing its desired Deployment with the stored one sees these fields.
 */
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
}

function defaultPodSpec(spec: JsonObject, restartPolicy: boolean): void {
  if (restartPolicy) setIfAbsent(spec, 'restartPolicy', 'Always');
  setIfAbsent(spec, 'terminationGracePeriodSeconds', 30);
  setIfAbsent(spec, 'dnsPolicy', 'ClusterFirst');
  setIfAbsent(spec, 'securityContext', {});
  setIfAbsent(spec, 'schedulerName', 'default-scheduler');
  for (const key of ['containers', 'initContainers']) {
    const list = spec[key];
    if (Array.isArray(list)) for (const c of list) if (isObject(c)) defaultContainer(c);
  }
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
      defaultPodSpec(obj(obj(spec, 'template'), 'spec'), true);
      break;
    }
    case 'ReplicaSet': {
      const spec = obj(o, 'spec');
      setIfAbsent(spec, 'replicas', 1);
      defaultPodSpec(obj(obj(spec, 'template'), 'spec'), true);
      break;
    }
    case 'Job': {
      const spec = obj(o, 'spec');
      setIfAbsent(spec, 'completions', 1);
      setIfAbsent(spec, 'parallelism', 1);
      setIfAbsent(spec, 'backoffLimit', 6);
      setIfAbsent(spec, 'completionMode', 'NonIndexed');
      setIfAbsent(spec, 'suspend', false);
      defaultPodSpec(obj(obj(spec, 'template'), 'spec'), false);
      break;
    }
    case 'Pod':
      defaultPodSpec(obj(o, 'spec'), true);
      break;
    case 'Service': {
      const spec = obj(o, 'spec');
      setIfAbsent(spec, 'sessionAffinity', 'None');
      if (Array.isArray(spec.ports))
        for (const p of spec.ports)
          if (isObject(p)) {
            setIfAbsent(p, 'protocol', 'TCP');
            setIfAbsent(p, 'targetPort', p.port ?? null);
          }
      break;
    }
    case 'Secret':
      setIfAbsent(o, 'type', 'Opaque');
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
