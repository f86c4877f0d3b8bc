/**
 * The mutating admission plugins kube-apiserver runs by default on a Pod's create, before any
 * webhook (kubernetes pkg/kubeapiserver/options/plugins.go DefaultOffAdmissionPlugins leaves them
 * on): ServiceAccount (plugin/pkg/admission/serviceaccount/admission.go: serviceAccountName
 * `default`, the service account looked up, the kube-api-access-<5 random> projected token volume
 * mounted read-only at /var/run/secrets/kubernetes.io/serviceaccount in every container, unless
 * automount is off or something is mounted there already), Priority (plugin/pkg/admission/priority:
 * without a PriorityClass marked globalDefault, priority 0 and preemptionPolicy
 * PreemptLowerPriority) and DefaultTolerationSeconds (plugin/pkg/admission/
 * defaulttolerationseconds: NoExecute tolerations of node.kubernetes.io/not-ready and /unreachable
 * for 300 s). The v1 encoding mirrors serviceAccountName into the deprecated serviceAccount
 * (Convert_core_PodSpec_To_v1_PodSpec).
 */

import { Seeded } from './objectmeta.ts';
import { forbidden, type StatusError } from './status.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject, str } from './types.ts';

const TOKEN_PATH = '/var/run/secrets/kubernetes.io/serviceaccount';
const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

export type PodAdmissionEnv = {
  /** the ServiceAccount, undefined when the namespace has none of that name */
  serviceAccount(namespace: string, name: string): JsonObject | undefined;
  /** PriorityClasses (scheduling.k8s.io), none where the simulator serves none */
  priorityClasses(): JsonObject[];
};

export class PodAdmission {
  // its own sequence (names.SimpleNameGenerator), so the uids the server hands out do not move
  private readonly random = new Seeded(0x6b617061);
  /** whether the ServiceAccount plugin runs (envtest disables it) */
  private readonly serviceAccount: boolean;

  constructor(opts: { serviceAccount: boolean }) {
    this.serviceAccount = opts.serviceAccount;
  }

  /** Mutates `pod` in place; a StatusError when the ServiceAccount plugin refuses it. */
  admit(pod: JsonObject, namespace: string, name: string, env: PodAdmissionEnv): StatusError | undefined {
    const spec = isObject(pod.spec) ? pod.spec : (pod.spec = {});
    if (this.serviceAccount) {
      const refused = this.admitServiceAccount(pod, spec, namespace, name, env);
      if (refused) return refused;
    }
    this.admitPriority(spec, env);
    this.admitTolerations(spec);
    return undefined;
  }

  private admitServiceAccount(
    pod: JsonObject,
    spec: JsonObject,
    namespace: string,
    name: string,
    env: PodAdmissionEnv,
  ): StatusError | undefined {
    // mirror pods (created by a kubelet for a static pod) are left alone
    if (str(obj(obj(pod.metadata).annotations)['kubernetes.io/config.mirror']) !== '') return undefined;
    if (str(spec.serviceAccountName) === '') spec.serviceAccountName = str(spec.serviceAccount) || 'default';
    const saName = str(spec.serviceAccountName);
    const sa = env.serviceAccount(namespace, saName);
    if (sa === undefined)
      return forbidden(
        { group: '', resource: 'pods' },
        name,
        `error looking up service account ${namespace}/${saName}: serviceaccount "${saName}" not found`,
      );
    spec.serviceAccount = saName;
    const automount =
      typeof spec.automountServiceAccountToken === 'boolean'
        ? spec.automountServiceAccountToken
        : typeof sa.automountServiceAccountToken === 'boolean'
          ? sa.automountServiceAccountToken
          : true;
    if (automount) this.mountToken(spec);
    return undefined;
  }

  private admitPriority(spec: JsonObject, env: PodAdmissionEnv): void {
    if (str(spec.priorityClassName) === '') {
      const def = env
        .priorityClasses()
        .filter((pc) => pc.globalDefault === true)
        .sort((a, b) => Number(a.value) - Number(b.value))[0];
      if (def !== undefined) {
        spec.priorityClassName = str(obj(def.metadata).name);
        spec.priority = def.value ?? 0;
        if (def.preemptionPolicy !== undefined) spec.preemptionPolicy = def.preemptionPolicy;
      } else {
        spec.priority = 0;
        spec.preemptionPolicy = 'PreemptLowerPriority';
      }
    }
  }

  private admitTolerations(spec: JsonObject): void {
    const tolerations = arr(spec.tolerations).map(obj);
    const tolerates = (key: string) =>
      tolerations.some(
        (t) =>
          (str(t.effect) === '' || str(t.effect) === 'NoExecute') &&
          (str(t.key) === key || (str(t.key) === '' && str(t.operator) === 'Exists')),
      );
    const add: JsonObject[] = [];
    for (const key of ['node.kubernetes.io/not-ready', 'node.kubernetes.io/unreachable'])
      if (!tolerates(key)) add.push({ key, operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 300 });
    if (add.length > 0) spec.tolerations = [...tolerations, ...add];
  }

  /** mountServiceAccountToken: one volume, mounted in every container that has nothing at the path. */
  private mountToken(spec: JsonObject): void {
    const containers = [...arr(spec.initContainers), ...arr(spec.containers)].map(obj);
    const needs = containers.filter(
      (c) => !arr(c.volumeMounts).some((m) => str(obj(m).mountPath) === TOKEN_PATH),
    );
    if (needs.length === 0) return;
    const volumes = arr(spec.volumes).map(obj);
    let volume = volumes.find((v) => str(v.name).startsWith('kube-api-access-'))?.name as string | undefined;
    if (volume === undefined) {
      volume = `kube-api-access-${this.random.nameSuffix()}`;
      spec.volumes = [...volumes, tokenVolume(volume)];
    }
    for (const c of needs)
      c.volumeMounts = [...arr(c.volumeMounts), { name: volume, readOnly: true, mountPath: TOKEN_PATH }];
  }
}

/** TokenVolumeSource: the bound token, the cluster CA and the namespace. */
function tokenVolume(name: string): JsonObject {
  return {
    name,
    projected: {
      defaultMode: 420,
      sources: [
        { serviceAccountToken: { expirationSeconds: 3607, path: 'token' } },
        { configMap: { name: 'kube-root-ca.crt', items: [{ key: 'ca.crt', path: 'ca.crt' }] } },
        {
          downwardAPI: {
            items: [{ path: 'namespace', fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.namespace' } }],
          },
        },
      ],
    },
  };
}
