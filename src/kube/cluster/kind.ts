/**
 * The `--cluster kind` profile: the loops of kube-controller-manager, the scheduler and the kubelet
 * that operators wait on, which an envtest cluster does not run. Deployment → ReplicaSet → Pods
 * that become Running and Ready on the virtual clock, the Deployment's Available and Progressing
 * conditions; Jobs whose pods run and succeed, with the Job's Complete condition. Each loop writes
 * through the API server under its own identity, so the trace shows who changed what, as `kubectl
 * get events -A` would on kind. Simplified where operators do not look: one node, every pod
 * scheduled on it and started after `podStartMs`, a Job's pod succeeding `jobRunMs` after it
 * started, rollouts replacing the old ReplicaSet at once (no maxSurge steps).
 *
 * Texts from kubernetes/kubernetes pkg/controller/deployment/util/deployment_util.go
 * (MinimumReplicasAvailable, NewReplicaSetAvailable, ...) and pkg/controller/job (CompletionsReached).
 */

import type { ApiRequest, ApiResponse, ApiServer, RequestContext } from '../apiserver/server.ts';
import { ObjectStore, type StoreEvent } from '../apiserver/store.ts';
import { podQOS } from '../apiserver/strategy.ts';
import type { JsonObject, KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, rfc3339, str } from '../apiserver/types.ts';
import { EndpointsController } from './endpoints.ts';
import { EndpointSliceController } from './endpointslices.ts';
import { syncNamespace } from './namespaces.ts';

export { KIND_ROOT_CA } from './namespaces.ts';

import type { VirtualClock } from '../runtime/clock.ts';

export interface KindOptions {
  /** from a pod's creation to Running and Ready (image pull and start on kind: a few seconds) */
  podStartMs?: number;
  /** how long a Job's pod runs before it succeeds */
  jobRunMs?: number;
}

export const NODE_NAME = 'kind-control-plane';

const component = (name: string): UserInfo => ({
  username: `system:serviceaccount:kube-system:${name}`,
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
});
const DEPLOYMENT = component('deployment-controller');
const REPLICASET = component('replicaset-controller');
const JOB = component('job-controller');
const STATEFULSET = component('statefulset-controller');
const KUBELET: UserInfo = {
  username: `system:node:${NODE_NAME}`,
  groups: ['system:nodes', 'system:authenticated'],
};

const WATCHED = new Set([
  'deployments.apps',
  'replicasets.apps',
  'pods',
  'jobs.batch',
  'statefulsets.apps',
  'controllerrevisions.apps',
  'persistentvolumeclaims',
  'namespaces',
  'serviceaccounts',
  'configmaps',
  'services',
  'endpoints',
  'endpointslices.discovery.k8s.io',
]);

type Obj = KubeObject & { metadata: JsonObject };

export class KindControllers {
  private readonly server: ApiServer;
  private readonly clock: VirtualClock;
  private readonly podStartMs: number;
  private readonly jobRunMs: number;
  private scheduled = false;
  private readonly unsubscribe: () => void;
  /** pods whose next kubelet step is already on the clock */
  private readonly pending = new Set<string>();
  private readonly slices = new EndpointSliceController();
  private readonly endpoints = new EndpointsController();

  constructor(server: ApiServer, clock: VirtualClock, opts: KindOptions = {}) {
    this.server = server;
    this.clock = clock;
    this.podStartMs = opts.podStartMs ?? 3000;
    this.jobRunMs = opts.jobRunMs ?? 5000;
    this.unsubscribe = server.store.subscribe((e: StoreEvent) => {
      if (WATCHED.has(e.table)) this.schedule();
    });
    this.schedule();
  }

  stop(): void {
    this.unsubscribe();
  }

  /** Controllers react to watch events a moment later (their informers), in one pass. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.clock.after(1, () => {
      this.scheduled = false;
      this.sync();
    });
  }

  private sync(): void {
    for (const ns of this.list('namespaces')) {
      if (((ns.status ?? {}) as JsonObject).phase === 'Terminating') continue;
      syncNamespace(
        ns,
        (user, req) => this.call(user, req),
        (t, n, name) => this.server.store.get(t, n, name),
      );
    }
    for (const d of this.list('deployments.apps')) this.syncDeployment(d);
    for (const rs of this.list('replicasets.apps')) this.syncReplicaSet(rs);
    for (const j of this.list('jobs.batch')) this.syncJob(j);
    for (const set of this.list('statefulsets.apps')) this.syncStatefulSet(set);
    for (const p of this.list('pods')) this.kubelet(p);
    this.slices.sync(
      (user, req) => this.call(user, req),
      (t) => this.server.store.list(t, undefined),
    );
    this.endpoints.sync(
      (user, req) => this.call(user, req),
      (t) => this.server.store.list(t, undefined),
    );
    for (const p of this.terminating()) this.kubeletTerminate(p);
    for (const rs of this.list('replicasets.apps')) this.replicaSetStatus(rs);
    for (const d of this.list('deployments.apps')) this.deploymentStatus(d);
    for (const set of this.list('statefulsets.apps')) this.statefulSetStatus(set);
  }

  private list(table: string): Obj[] {
    return this.server.store
      .list(table, undefined)
      .map((s) => JSON.parse(s.json) as Obj)
      .filter((o) => o.metadata.deletionTimestamp === undefined);
  }

  private call(user: UserInfo, req: ApiRequest): ApiResponse {
    const ctx: RequestContext = {
      user: { username: user.username, groups: [...user.groups, 'system:masters'] },
      clientPath: 'internal',
      userAgent: 'kube-controller-manager',
    };
    return this.server.handle(ctx, req);
  }

  private ownedBy(table: string, owner: Obj): Obj[] {
    const uid = str(owner.metadata.uid);
    return this.list(table).filter(
      (o) =>
        str(o.metadata.namespace) === str(owner.metadata.namespace) &&
        refs(o).some((r) => r.controller === true && str(r.uid) === uid),
    );
  }

  /** rfc3339 of the cluster's clock, as the API server stamps times (the clock is already epoch ms). */
  private now(): string {
    return rfc3339(this.clock.now());
  }

  // ---- Deployment ---------------------------------------------------------------------------------

  private syncDeployment(d: Obj): void {
    const spec = (d.spec ?? {}) as JsonObject;
    const template = (spec.template ?? {}) as JsonObject;
    const hash = templateHash(template);
    const name = `${str(d.metadata.name)}-${hash}`;
    const desired = typeof spec.replicas === 'number' ? spec.replicas : 1;
    const owned = this.ownedBy('replicasets.apps', d);
    const current = owned.find((rs) => str(rs.metadata.name) === name);
    const ns = str(d.metadata.namespace);
    const target = { group: 'apps', version: 'v1', resource: 'replicasets', namespace: ns };
    if (current === undefined) {
      const tmeta = (template.metadata ?? {}) as JsonObject;
      const labels = { ...((tmeta.labels ?? {}) as JsonObject), 'pod-template-hash': hash };
      const selector = (spec.selector ?? {}) as JsonObject;
      this.call(DEPLOYMENT, {
        verb: 'create',
        ...target,
        body: {
          apiVersion: 'apps/v1',
          kind: 'ReplicaSet',
          metadata: {
            name,
            namespace: ns,
            labels,
            annotations: { 'deployment.kubernetes.io/desired-replicas': String(desired) },
            ownerReferences: [controllerRef(d, 'apps/v1', 'Deployment')],
          },
          spec: {
            replicas: desired,
            selector: {
              ...selector,
              matchLabels: { ...((selector.matchLabels ?? {}) as JsonObject), 'pod-template-hash': hash },
            },
            template: { ...template, metadata: { ...tmeta, labels } },
          },
        },
      });
    } else if ((current.spec as JsonObject | undefined)?.replicas !== desired) {
      this.call(DEPLOYMENT, {
        verb: 'patch',
        ...target,
        name,
        patchType: 'merge',
        patch: { spec: { replicas: desired } },
      });
    }
    for (const old of owned)
      if (str(old.metadata.name) !== name && (old.spec as JsonObject | undefined)?.replicas !== 0)
        this.call(DEPLOYMENT, {
          verb: 'patch',
          ...target,
          name: str(old.metadata.name),
          patchType: 'merge',
          patch: { spec: { replicas: 0 } },
        });
  }

  private deploymentStatus(d: Obj): void {
    const spec = (d.spec ?? {}) as JsonObject;
    const desired = typeof spec.replicas === 'number' ? spec.replicas : 1;
    const name = `${str(d.metadata.name)}-${templateHash((spec.template ?? {}) as JsonObject)}`;
    const owned = this.ownedBy('replicasets.apps', d);
    const sum = (k: string) =>
      owned.reduce((n, rs) => n + Number(((rs.status ?? {}) as JsonObject)[k] ?? 0), 0);
    const newRs = owned.find((rs) => str(rs.metadata.name) === name);
    const newStatus = (newRs?.status ?? {}) as JsonObject;
    const replicas = sum('replicas');
    const available = sum('availableReplicas');
    const updated = Number(newStatus.replicas ?? 0);
    // maxUnavailable defaults to 25%, rounded down (deployment_util.go MaxUnavailable)
    const maxUnavailable = Math.floor(desired * 0.25);
    const old = (d.status ?? {}) as JsonObject;
    const conds = Array.isArray(old.conditions) ? (old.conditions as JsonObject[]) : [];
    const now = this.now();
    const cond = (type: string, status: string, reason: string, message: string): JsonObject => {
      const prev = conds.find((c) => c.type === type);
      const same = prev?.status === status;
      const unchanged = same && prev?.reason === reason && prev?.message === message;
      return {
        type,
        status,
        lastUpdateTime: unchanged ? prev.lastUpdateTime : now,
        lastTransitionTime: same ? prev.lastTransitionTime : now,
        reason,
        message,
      };
    };
    const complete =
      newRs !== undefined && updated === desired && available >= desired && replicas === desired;
    const progressing =
      newRs === undefined
        ? cond('Progressing', 'True', 'NewReplicaSetCreated', `Created new replica set "${name}"`)
        : complete
          ? cond(
              'Progressing',
              'True',
              'NewReplicaSetAvailable',
              `ReplicaSet "${name}" has successfully progressed.`,
            )
          : cond('Progressing', 'True', 'ReplicaSetUpdated', `ReplicaSet "${name}" is progressing.`);
    const availableCond =
      available >= desired - maxUnavailable
        ? cond('Available', 'True', 'MinimumReplicasAvailable', 'Deployment has minimum availability.')
        : cond(
            'Available',
            'False',
            'MinimumReplicasUnavailable',
            'Deployment does not have minimum availability.',
          );
    const status: JsonObject = {
      observedGeneration: d.metadata.generation ?? 1,
      ...(replicas > 0 ? { replicas } : {}),
      ...(updated > 0 ? { updatedReplicas: updated } : {}),
      ...(sum('readyReplicas') > 0 ? { readyReplicas: sum('readyReplicas') } : {}),
      ...(available > 0 ? { availableReplicas: available } : {}),
      ...(replicas - available > 0 ? { unavailableReplicas: replicas - available } : {}),
      conditions: [availableCond, progressing],
    };
    if (JSON.stringify(status) === JSON.stringify(old)) return;
    this.call(DEPLOYMENT, {
      verb: 'update',
      group: 'apps',
      version: 'v1',
      resource: 'deployments',
      namespace: str(d.metadata.namespace),
      name: str(d.metadata.name),
      subresource: 'status',
      body: { ...d, status },
    });
  }

  // ---- ReplicaSet ---------------------------------------------------------------------------------

  private syncReplicaSet(rs: Obj): void {
    const spec = (rs.spec ?? {}) as JsonObject;
    const want = typeof spec.replicas === 'number' ? spec.replicas : 1;
    const pods = this.ownedBy('pods', rs);
    for (let i = pods.length; i < want; i++) this.createPod(REPLICASET, rs, 'apps/v1', 'ReplicaSet', {});
    for (const p of pods.slice(want).reverse())
      this.call(REPLICASET, {
        verb: 'delete',
        group: '',
        version: 'v1',
        resource: 'pods',
        namespace: str(p.metadata.namespace),
        name: str(p.metadata.name),
      });
  }

  private replicaSetStatus(rs: Obj): void {
    const pods = this.ownedBy('pods', rs);
    const ready = pods.filter(isReady).length;
    const old = (rs.status ?? {}) as JsonObject;
    const status: JsonObject = {
      replicas: pods.length,
      ...(pods.length > 0 ? { fullyLabeledReplicas: pods.length } : {}),
      ...(ready > 0 ? { readyReplicas: ready, availableReplicas: ready } : {}),
      observedGeneration: rs.metadata.generation ?? 1,
    };
    if (JSON.stringify(status) === JSON.stringify(old)) return;
    this.call(REPLICASET, {
      verb: 'update',
      group: 'apps',
      version: 'v1',
      resource: 'replicasets',
      namespace: str(rs.metadata.namespace),
      name: str(rs.metadata.name),
      subresource: 'status',
      body: { ...rs, status },
    });
  }

  private createPod(
    user: UserInfo,
    owner: Obj,
    apiVersion: string,
    kind: string,
    extraLabels: JsonObject,
  ): void {
    const template = (((owner.spec ?? {}) as JsonObject).template ?? {}) as JsonObject;
    const tmeta = (template.metadata ?? {}) as JsonObject;
    const ns = str(owner.metadata.namespace);
    this.call(user, {
      verb: 'create',
      group: '',
      version: 'v1',
      resource: 'pods',
      namespace: ns,
      body: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
          generateName: `${str(owner.metadata.name)}-`,
          namespace: ns,
          labels: { ...((tmeta.labels ?? {}) as JsonObject), ...extraLabels },
          ...(isObject(tmeta.annotations) ? { annotations: tmeta.annotations } : {}),
          ownerReferences: [controllerRef(owner, apiVersion, kind)],
        },
        spec: { ...((template.spec ?? {}) as JsonObject), nodeName: NODE_NAME },
      },
    });
  }

  // ---- StatefulSet --------------------------------------------------------------------------------

  /**
   * The statefulset controller (kubernetes pkg/controller/statefulset stateful_set_control.go
   * updateStatefulSet, stateful_set_utils.go): the update revision as a ControllerRevision
   * `<set>-<hash>`; pods `<set>-<ordinal>` from spec.ordinals.start, each with its identity (hostname,
   * the Service's subdomain, the pod-name and pod-index labels, the revision's hash label) and one
   * PersistentVolumeClaim `<template>-<set>-<ordinal>` per volumeClaimTemplate, created before the
   * pod (no owner: the default Retain policies); with podManagementPolicy OrderedReady (the default)
   * a pod is created only once every pod before it is Running and Ready, and the surplus goes
   * highest ordinal first, one at a time; Parallel creates and deletes them all at once. Rolling
   * updates of existing pods are not simulated: a changed template gets a new revision for new pods.
   */
  private syncStatefulSet(set: Obj): void {
    const spec = (set.spec ?? {}) as JsonObject;
    const ns = str(set.metadata.namespace);
    const setName = str(set.metadata.name);
    const template = (spec.template ?? {}) as JsonObject;
    const tmeta = (template.metadata ?? {}) as JsonObject;
    const revision = `${setName}-${templateHash(template)}`;
    const revisions = this.ownedBy('controllerrevisions.apps', set);
    if (!revisions.some((r) => str(r.metadata.name) === revision))
      this.call(STATEFULSET, {
        verb: 'create',
        group: 'apps',
        version: 'v1',
        resource: 'controllerrevisions',
        namespace: ns,
        body: {
          apiVersion: 'apps/v1',
          kind: 'ControllerRevision',
          metadata: {
            name: revision,
            namespace: ns,
            labels: {
              ...((tmeta.labels ?? {}) as JsonObject),
              'controller.kubernetes.io/hash': revision.slice(setName.length + 1),
            },
            ownerReferences: [controllerRef(set, 'apps/v1', 'StatefulSet')],
          },
          // history.go NewControllerRevision: the template patch, `$patch: replace`
          data: { spec: { template: { ...template, $patch: 'replace' } } },
          revision: revisions.reduce((n, r) => Math.max(n, Number(r.revision ?? 0)), 0) + 1,
        },
      });
    const replicas = typeof spec.replicas === 'number' ? spec.replicas : 1;
    const start =
      typeof ((spec.ordinals ?? {}) as JsonObject).start === 'number'
        ? (((spec.ordinals ?? {}) as JsonObject).start as number)
        : 0;
    const parallel = str(spec.podManagementPolicy) === 'Parallel';
    const pods = this.ownedBy('pods', set);
    const byName = new Map(pods.map((p) => [str(p.metadata.name), p]));
    const runningAndReady = (p: Obj | undefined) =>
      p !== undefined && str(((p.status ?? {}) as JsonObject).phase) === 'Running' && isReady(p);
    for (let ordinal = start; ordinal < start + replicas; ordinal++) {
      const name = `${setName}-${ordinal}`;
      const pod = byName.get(name);
      if (pod !== undefined) {
        if (!parallel && !runningAndReady(pod)) return;
        continue;
      }
      this.createStatefulPod(set, ordinal, revision);
      // monotonic: wait for this one before the next
      if (!parallel) return;
    }
    // the condemned: ordinals outside [start, start+replicas), highest first
    const ordinalOf = (p: Obj) => Number(/-(\d+)$/.exec(str(p.metadata.name))?.[1] ?? -1);
    const condemned = pods
      .filter((p) => {
        const o = ordinalOf(p);
        return o < start || o >= start + replicas;
      })
      .sort((a, b) => ordinalOf(b) - ordinalOf(a));
    for (const p of parallel ? condemned : condemned.slice(0, 1))
      this.call(STATEFULSET, {
        verb: 'delete',
        group: '',
        version: 'v1',
        resource: 'pods',
        namespace: ns,
        name: str(p.metadata.name),
      });
  }

  private createStatefulPod(set: Obj, ordinal: number, revision: string): void {
    const spec = (set.spec ?? {}) as JsonObject;
    const ns = str(set.metadata.namespace);
    const setName = str(set.metadata.name);
    const name = `${setName}-${ordinal}`;
    const template = (spec.template ?? {}) as JsonObject;
    const tmeta = (template.metadata ?? {}) as JsonObject;
    const podSpec: JsonObject = { ...((template.spec ?? {}) as JsonObject) };
    const matchLabels = (((spec.selector ?? {}) as JsonObject).matchLabels ?? {}) as JsonObject;
    // updateStorage: each claim template's volume replaces a template volume of that name
    const claimTemplates = Array.isArray(spec.volumeClaimTemplates)
      ? spec.volumeClaimTemplates.filter(isObject)
      : [];
    const volumes = (Array.isArray(podSpec.volumes) ? podSpec.volumes.filter(isObject) : []).filter(
      (v) => !claimTemplates.some((c) => str(((c.metadata ?? {}) as JsonObject).name) === str(v.name)),
    );
    for (const c of claimTemplates) {
      const cmeta = (c.metadata ?? {}) as JsonObject;
      const claimName = `${str(cmeta.name)}-${setName}-${ordinal}`;
      volumes.push({ name: str(cmeta.name), persistentVolumeClaim: { claimName } });
      if (this.server.store.get('persistentvolumeclaims', ns, claimName) !== undefined) continue;
      this.call(STATEFULSET, {
        verb: 'create',
        group: '',
        version: 'v1',
        resource: 'persistentvolumeclaims',
        namespace: ns,
        body: {
          apiVersion: 'v1',
          kind: 'PersistentVolumeClaim',
          metadata: {
            ...cmeta,
            name: claimName,
            namespace: ns,
            labels: { ...((cmeta.labels ?? {}) as JsonObject), ...matchLabels },
          },
          spec: (c.spec ?? {}) as JsonObject,
        },
      });
    }
    if (volumes.length > 0) podSpec.volumes = volumes;
    podSpec.hostname = name;
    if (str(spec.serviceName) !== '') podSpec.subdomain = str(spec.serviceName);
    podSpec.nodeName = NODE_NAME;
    this.call(STATEFULSET, {
      verb: 'create',
      group: '',
      version: 'v1',
      resource: 'pods',
      namespace: ns,
      body: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
          name,
          namespace: ns,
          labels: {
            ...((tmeta.labels ?? {}) as JsonObject),
            'apps.kubernetes.io/pod-index': String(ordinal),
            'controller-revision-hash': revision,
            'statefulset.kubernetes.io/pod-name': name,
          },
          ...(isObject(tmeta.annotations) ? { annotations: tmeta.annotations } : {}),
          ownerReferences: [controllerRef(set, 'apps/v1', 'StatefulSet')],
        },
        spec: podSpec,
      },
    });
  }

  /** updateStatefulSetStatus: counts of the set's pods by readiness and revision. */
  private statefulSetStatus(set: Obj): void {
    const spec = (set.spec ?? {}) as JsonObject;
    const template = (spec.template ?? {}) as JsonObject;
    const revision = `${str(set.metadata.name)}-${templateHash(template)}`;
    const pods = this.ownedBy('pods', set);
    const ready = pods.filter(isReady).length;
    const updated = pods.filter(
      (p) => str(((p.metadata.labels ?? {}) as JsonObject)['controller-revision-hash']) === revision,
    ).length;
    const old = (set.status ?? {}) as JsonObject;
    const status: JsonObject = {
      observedGeneration: set.metadata.generation ?? 1,
      replicas: pods.length,
      ...(ready > 0 ? { readyReplicas: ready } : {}),
      ...(updated > 0 ? { currentReplicas: updated, updatedReplicas: updated } : {}),
      currentRevision: revision,
      updateRevision: revision,
      collisionCount: 0,
      availableReplicas: ready,
    };
    if (JSON.stringify(status) === JSON.stringify(old)) return;
    this.call(STATEFULSET, {
      verb: 'update',
      group: 'apps',
      version: 'v1',
      resource: 'statefulsets',
      namespace: str(set.metadata.namespace),
      name: str(set.metadata.name),
      subresource: 'status',
      body: { ...set, status },
    });
  }

  // ---- Job ----------------------------------------------------------------------------------------

  private syncJob(j: Obj): void {
    const spec = (j.spec ?? {}) as JsonObject;
    const old = (j.status ?? {}) as JsonObject;
    const conds = Array.isArray(old.conditions) ? (old.conditions as JsonObject[]) : [];
    if (conds.some((c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True')) return;
    if (spec.suspend === true) return;
    const completions = typeof spec.completions === 'number' ? spec.completions : 1;
    const parallelism = typeof spec.parallelism === 'number' ? spec.parallelism : 1;
    const pods = this.ownedBy('pods', j);
    const phase = (p: Obj) => str(((p.status ?? {}) as JsonObject).phase);
    const succeeded = pods.filter((p) => phase(p) === 'Succeeded').length;
    const failed = pods.filter((p) => phase(p) === 'Failed').length;
    const active = pods.filter((p) => phase(p) !== 'Succeeded' && phase(p) !== 'Failed');
    const uid = str(j.metadata.uid);
    const labels = {
      'batch.kubernetes.io/controller-uid': uid,
      'batch.kubernetes.io/job-name': str(j.metadata.name),
      'controller-uid': uid,
      'job-name': str(j.metadata.name),
    };
    const toStart = Math.min(parallelism, completions - succeeded) - active.length;
    for (let i = 0; i < toStart; i++) this.createPod(JOB, j, 'batch/v1', 'Job', labels);
    const now = this.now();
    const done = succeeded >= completions;
    const status: JsonObject = {
      startTime: old.startTime ?? now,
      ...(done ? { completionTime: old.completionTime ?? now } : {}),
      ...(!done && active.length + Math.max(0, toStart) > 0
        ? { active: active.length + Math.max(0, toStart) }
        : {}),
      ...(succeeded > 0 ? { succeeded } : {}),
      ...(failed > 0 ? { failed } : {}),
      terminating: 0,
      uncountedTerminatedPods: {},
      ready: done ? 0 : active.filter(isReady).length,
      ...(done
        ? {
            // job_controller.go: SuccessCriteriaMet (v1.31+) then Complete, reason CompletionsReached
            conditions: [jobCondition('SuccessCriteriaMet', now), jobCondition('Complete', now)],
          }
        : {}),
    };
    if (JSON.stringify(status) === JSON.stringify(old)) return;
    this.call(JOB, {
      verb: 'update',
      group: 'batch',
      version: 'v1',
      resource: 'jobs',
      namespace: str(j.metadata.namespace),
      name: str(j.metadata.name),
      subresource: 'status',
      body: { ...j, status },
    });
  }

  // ---- kubelet ------------------------------------------------------------------------------------

  /** The kubelet: a pod starts `podStartMs` after creation; a Job's pod succeeds `jobRunMs` later. */
  private kubelet(p: Obj): void {
    const key = `${str(p.metadata.namespace)}/${str(p.metadata.name)}/${str(p.metadata.uid)}`;
    if (this.pending.has(key)) return;
    const status = (p.status ?? {}) as JsonObject;
    const phase = str(status.phase);
    const spec = (p.spec ?? {}) as JsonObject;
    const runsToCompletion = str(spec.restartPolicy) === 'Never' || str(spec.restartPolicy) === 'OnFailure';
    let step: (() => JsonObject) | undefined;
    let delay = 0;
    if (phase === '' || (phase === 'Pending' && status.startTime === undefined)) {
      delay = this.podStartMs;
      step = () => this.podStatus(p, 'Running');
    } else if (phase === 'Running' && runsToCompletion) {
      delay = this.jobRunMs;
      step = () => this.podStatus(p, 'Succeeded');
    }
    if (step === undefined) return;
    this.pending.add(key);
    const make = step;
    this.clock.after(delay, () => {
      this.pending.delete(key);
      const cur = this.server.store.get(
        ObjectStore.tableKey('', 'pods'),
        str(p.metadata.namespace),
        str(p.metadata.name),
      );
      if (cur === undefined) return;
      const live = JSON.parse(cur.json) as Obj;
      if (str(live.metadata.uid) !== str(p.metadata.uid) || live.metadata.deletionTimestamp !== undefined)
        return;
      this.call(KUBELET, {
        verb: 'update',
        group: '',
        version: 'v1',
        resource: 'pods',
        namespace: str(p.metadata.namespace),
        name: str(p.metadata.name),
        subresource: 'status',
        body: { ...live, status: make() },
      });
    });
  }

  /** Pods deleted gracefully (a deletionTimestamp ahead, deletionGracePeriodSeconds > 0). */
  private terminating(): Obj[] {
    return this.server.store
      .list('pods', undefined)
      .map((s) => JSON.parse(s.json) as Obj)
      .filter(
        (o) =>
          o.metadata.deletionTimestamp !== undefined &&
          typeof o.metadata.deletionGracePeriodSeconds === 'number' &&
          o.metadata.deletionGracePeriodSeconds > 0,
      );
  }

  /**
   * The kubelet kills a gracefully deleted pod's containers and, once they have stopped, deletes the
   * pod with a grace period of 0. The containers here stop when the grace period ends (a container's
   * PID 1 without a SIGTERM handler ignores the signal).
   */
  private kubeletTerminate(p: Obj): void {
    const key = `terminate/${str(p.metadata.namespace)}/${str(p.metadata.name)}/${str(p.metadata.uid)}`;
    if (this.pending.has(key)) return;
    this.pending.add(key);
    // the server writes timestamps from the same clock (rfc3339 of clock.now())
    const now = this.clock.now();
    const delay = Date.parse(str(p.metadata.deletionTimestamp)) - Date.parse(rfc3339(now));
    this.clock.after(Math.max(0, delay), () => {
      this.pending.delete(key);
      this.call(KUBELET, {
        verb: 'delete',
        group: '',
        version: 'v1',
        resource: 'pods',
        namespace: str(p.metadata.namespace),
        name: str(p.metadata.name),
        gracePeriodSeconds: 0,
        preconditions: { uid: str(p.metadata.uid) },
      });
    });
  }

  private podStatus(p: Obj, phase: 'Running' | 'Succeeded'): JsonObject {
    const now = this.now();
    const old = (p.status ?? {}) as JsonObject;
    const started = str(old.startTime) || now;
    const running = phase === 'Running';
    const containers = Array.isArray(((p.spec ?? {}) as JsonObject).containers)
      ? (((p.spec ?? {}) as JsonObject).containers as JsonObject[])
      : [];
    const readyCond = running
      ? { type: 'Ready', status: 'True', lastProbeTime: null, lastTransitionTime: now }
      : {
          type: 'Ready',
          status: 'False',
          lastProbeTime: null,
          lastTransitionTime: now,
          reason: 'PodCompleted',
        };
    return {
      phase,
      conditions: [
        {
          type: 'PodReadyToStartContainers',
          status: running ? 'True' : 'False',
          lastProbeTime: null,
          lastTransitionTime: now,
        },
        {
          type: 'Initialized',
          status: 'True',
          lastProbeTime: null,
          lastTransitionTime: started,
          ...(running ? {} : { reason: 'PodCompleted' }),
        },
        readyCond,
        { ...readyCond, type: 'ContainersReady' },
        { type: 'PodScheduled', status: 'True', lastProbeTime: null, lastTransitionTime: started },
      ],
      // The kubelet sets the plural fields too; kubectl's printers read podIPs.
      hostIP: '172.18.0.2',
      hostIPs: [{ ip: '172.18.0.2' }],
      podIP: podIP(str(p.metadata.name)),
      podIPs: [{ ip: podIP(str(p.metadata.name)) }],
      startTime: started,
      containerStatuses: containers.map(
        (c): JsonObject => ({
          name: str(c.name),
          image: str(c.image),
          imageID: '',
          ready: running,
          restartCount: 0,
          started: running,
          state: (running
            ? { running: { startedAt: now } }
            : {
                terminated: { exitCode: 0, reason: 'Completed', startedAt: started, finishedAt: now },
              }) as JsonObject,
        }),
      ),
      // immutable once the pod strategy set it
      qosClass: str(old.qosClass) || podQOS((p.spec ?? {}) as JsonObject),
    };
  }
}

export function startKindControllers(
  server: ApiServer,
  clock: VirtualClock,
  opts?: KindOptions,
): KindControllers {
  return new KindControllers(server, clock, opts);
}

function refs(o: Obj): JsonObject[] {
  return Array.isArray(o.metadata.ownerReferences) ? o.metadata.ownerReferences.filter(isObject) : [];
}

function controllerRef(owner: Obj, apiVersion: string, kind: string): JsonObject {
  return {
    apiVersion,
    kind,
    name: str(owner.metadata.name),
    uid: str(owner.metadata.uid),
    controller: true,
    blockOwnerDeletion: true,
  };
}

function isReady(p: Obj): boolean {
  const conds = ((p.status ?? {}) as JsonObject).conditions;
  return Array.isArray(conds) && conds.some((c) => isObject(c) && c.type === 'Ready' && c.status === 'True');
}

function jobCondition(type: string, now: string): JsonObject {
  return {
    type,
    status: 'True',
    lastProbeTime: now,
    lastTransitionTime: now,
    reason: 'CompletionsReached',
    message: 'Reached expected number of succeeded pods',
  };
}

/** pod-template-hash: stable for a template, in the alphabet rand.SafeEncodeString uses. */
function templateHash(template: JsonObject): string {
  const text = JSON.stringify(template);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  const alphabet = 'bcdfghjklmnpqrstvwxz2456789';
  let out = '';
  for (let i = 0; i < 10; i++) {
    out += alphabet[h % alphabet.length];
    h = Math.imul(h ^ (h >>> 13), 2246822507) >>> 0;
  }
  return out;
}

function podIP(name: string): string {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return `10.244.0.${(h % 250) + 2}`;
}
