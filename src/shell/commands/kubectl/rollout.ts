// `kubectl rollout status` ([K8S] kubectl v0.34 pkg/cmd/rollout/rollout_status.go Run,
// pkg/polymorphichelpers/rollout_status.go): the status viewer of a Deployment, DaemonSet or
// StatefulSet prints one line for the object as listed and one for every change the watch sees, until
// the rollout is done, --timeout passes (`error: timed out waiting for the condition`), or, with no
// timeout (the default: never), Ctrl-C. In this terminal the cluster is an API server alone, as envtest
// runs it: no deployment controller observes a spec, so a rollout waits at `Waiting for deployment spec
// update to be observed...` unless a program in the background writes the status.
import type { ResourceInfo } from '../../../kube/apiserver/index.ts';
import type { StoreEvent } from '../../../kube/apiserver/store.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../../../kube/apiserver/types.ts';
import type { RestClient } from '../../../kube/rest/client.ts';
import type { VirtualClock } from '../../clock.ts';
import type { ShellCluster } from '../../kube/cluster.ts';
import type { CommandError } from './manifests.ts';

type Viewer = (obj: KubeObject, revision: number) => { status: string; done: boolean } | { error: string };

const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const int = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : 0);
/** A *int32 field: undefined when absent. */
const ptr = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** deploymentutil.Revision: the deployment.kubernetes.io/revision annotation, 0 without one. */
function revisionOf(o: KubeObject): number | { error: string } {
  const v = obj(obj(o.metadata).annotations)['deployment.kubernetes.io/revision'];
  if (typeof v !== 'string') return 0;
  if (!/^[+-]?\d+$/.test(v))
    return { error: `strconv.ParseInt: parsing ${JSON.stringify(v)}: invalid syntax` };
  return Number(v);
}

function deploymentStatus(o: KubeObject, revision: number): ReturnType<Viewer> {
  const name = str(obj(o.metadata).name);
  if (revision > 0) {
    const rev = revisionOf(o);
    if (typeof rev !== 'number')
      return { error: `cannot get the revision of deployment ${JSON.stringify(name)}: ${rev.error}` };
    if (rev !== revision)
      return { error: `desired revision (${revision}) is different from the running revision (${rev})` };
  }
  const spec = obj(o.spec);
  const status = obj(o.status);
  if (int(obj(o.metadata).generation) <= int(status.observedGeneration)) {
    const progressing = (Array.isArray(status.conditions) ? status.conditions : [])
      .filter(isObject)
      .find((c) => c.type === 'Progressing');
    if (progressing && progressing.reason === 'ProgressDeadlineExceeded')
      return { error: `deployment ${JSON.stringify(name)} exceeded its progress deadline` };
    const replicas = ptr(spec.replicas);
    const updated = int(status.updatedReplicas);
    const q = JSON.stringify(name);
    if (replicas !== undefined && updated < replicas)
      return {
        status: `Waiting for deployment ${q} rollout to finish: ${updated} out of ${replicas} new replicas have been updated...\n`,
        done: false,
      };
    if (int(status.replicas) > updated)
      return {
        status: `Waiting for deployment ${q} rollout to finish: ${int(status.replicas) - updated} old replicas are pending termination...\n`,
        done: false,
      };
    if (int(status.availableReplicas) < updated)
      return {
        status: `Waiting for deployment ${q} rollout to finish: ${int(status.availableReplicas)} of ${updated} updated replicas are available...\n`,
        done: false,
      };
    return { status: `deployment ${q} successfully rolled out\n`, done: true };
  }
  return { status: 'Waiting for deployment spec update to be observed...\n', done: false };
}

function daemonSetStatus(o: KubeObject): ReturnType<Viewer> {
  const name = JSON.stringify(str(obj(o.metadata).name));
  const status = obj(o.status);
  if (obj(obj(o.spec).updateStrategy).type !== 'RollingUpdate')
    return { error: 'rollout status is only available for RollingUpdate strategy type' };
  if (int(obj(o.metadata).generation) <= int(status.observedGeneration)) {
    const desired = int(status.desiredNumberScheduled);
    if (int(status.updatedNumberScheduled) < desired)
      return {
        status: `Waiting for daemon set ${name} rollout to finish: ${int(status.updatedNumberScheduled)} out of ${desired} new pods have been updated...\n`,
        done: false,
      };
    if (int(status.numberAvailable) < desired)
      return {
        status: `Waiting for daemon set ${name} rollout to finish: ${int(status.numberAvailable)} of ${desired} updated pods are available...\n`,
        done: false,
      };
    return { status: `daemon set ${name} successfully rolled out\n`, done: true };
  }
  return { status: 'Waiting for daemon set spec update to be observed...\n', done: false };
}

function statefulSetStatus(o: KubeObject): ReturnType<Viewer> {
  const spec = obj(o.spec);
  const status = obj(o.status);
  const strategy = obj(spec.updateStrategy);
  if (strategy.type !== 'RollingUpdate')
    return { error: 'rollout status is only available for RollingUpdate strategy type' };
  const observed = int(status.observedGeneration);
  if (observed === 0 || int(obj(o.metadata).generation) > observed)
    return { status: 'Waiting for statefulset spec update to be observed...\n', done: false };
  const replicas = ptr(spec.replicas);
  if (replicas !== undefined && int(status.readyReplicas) < replicas)
    return {
      status: `Waiting for ${replicas - int(status.readyReplicas)} pods to be ready...\n`,
      done: false,
    };
  if (isObject(strategy.rollingUpdate)) {
    const partition = ptr(strategy.rollingUpdate.partition);
    if (
      replicas !== undefined &&
      partition !== undefined &&
      int(status.updatedReplicas) < replicas - partition
    )
      return {
        status: `Waiting for partitioned roll out to finish: ${int(status.updatedReplicas)} out of ${replicas - partition} new pods have been updated...\n`,
        done: false,
      };
    return {
      status: `partitioned roll out complete: ${int(status.updatedReplicas)} new pods have been updated...\n`,
      done: true,
    };
  }
  if (str(status.updateRevision) !== str(status.currentRevision))
    return {
      status: `waiting for statefulset rolling update to complete ${int(status.updatedReplicas)} pods at revision ${str(status.updateRevision)}...\n`,
      done: false,
    };
  return {
    status: `statefulset rolling update complete ${int(status.currentReplicas)} pods at revision ${str(status.currentRevision)}...\n`,
    done: true,
  };
}

/** StatusViewerFor: the kinds with a status viewer, or its error naming the GroupKind. */
export function statusViewerFor(info: ResourceInfo): Viewer | { error: string } {
  const gk = info.group === '' ? info.kind : `${info.kind}.${info.group}`;
  if (gk === 'Deployment.apps' || gk === 'Deployment.extensions') return deploymentStatus;
  if (gk === 'DaemonSet.apps' || gk === 'DaemonSet.extensions') return daemonSetStatus;
  if (gk === 'StatefulSet.apps') return statefulSetStatus;
  return { error: `no status viewer has been implemented for ${gk}` };
}

/** How long the background manager may run while a rollout status without --timeout watches. */
const MANAGER_SPAN_MS = 10 * 60 * 1000;
const STEP_MS = 500;

const settle = async (): Promise<void> => {
  for (let i = 0; i < 64; i++) await null;
};

export interface RolloutTarget {
  info: ResourceInfo;
  namespace: string | undefined;
  name: string;
}

/**
 * Run's visitor over the objects, each with its own watch and its own --timeout (0: never). The
 * object is watched through the store's events while the background manager runs, each ADDED or
 * MODIFIED event printing the viewer's line.
 */
export async function rolloutStatus(
  cluster: ShellCluster,
  clock: VirtualClock,
  client: RestClient,
  targets: readonly RolloutTarget[],
  opts: { watch: boolean; revision: number; timeoutMs: number },
): Promise<{ stdout: string; errors: CommandError[]; found: boolean; interrupted?: string }> {
  let stdout = '';
  const errors: CommandError[] = [];
  let found = false;
  for (const t of targets) {
    const at = { info: t.info, namespace: t.info.namespaced ? t.namespace : undefined };
    // the builder's Latest
    const latest = client.get(at, t.name);
    if (!latest.ok) {
      errors.push({ status: latest.status });
      continue;
    }
    found = true;
    const viewer = statusViewerFor(t.info);
    if ('error' in viewer) {
      errors.push({ plain: viewer.error });
      continue;
    }
    let end: { done: true } | { error: string } | undefined;
    const see = (o: KubeObject) => {
      const s = viewer(o, opts.revision);
      if ('error' in s) {
        end = { error: s.error };
        return;
      }
      stdout += s.status;
      if (s.done || !opts.watch) end = { done: true };
    };
    see(latest.object);
    if (end === undefined) {
      const table = t.info.group === '' ? t.info.resource : `${t.info.resource}.${t.info.group}`;
      const ns = at.namespace ?? '';
      const unsubscribe = cluster.server.store.subscribe((e: StoreEvent) => {
        if (end !== undefined || e.table !== table || e.namespace !== ns || e.name !== t.name) return;
        // a watch event: Deleted aborts, as the object might be recreated
        if (e.type === 'DELETED') end = { error: 'object has been deleted' };
        else see(JSON.parse(e.json) as KubeObject);
      });
      const start = clock.now();
      const until = start + (opts.timeoutMs > 0 ? opts.timeoutMs : MANAGER_SPAN_MS);
      try {
        await settle();
        for (;;) {
          const m = cluster.local.manager;
          const now = clock.now();
          if (end !== undefined || m === undefined || m.exitCode !== undefined || now >= until) break;
          const step = Math.min(STEP_MS, until - now);
          m.turn(step);
          await settle();
          if (clock.now() < now + step) clock.advance(now + step - clock.now(), 'kubectl rollout status');
        }
      } finally {
        unsubscribe();
      }
      if (end === undefined) {
        if (opts.timeoutMs <= 0)
          return {
            stdout,
            errors,
            found,
            interrupted: stillWatching(t, cluster.local.manager !== undefined),
          };
        if (clock.now() < until) clock.advance(until - clock.now(), 'kubectl rollout status --timeout');
        errors.push({ plain: 'timed out waiting for the condition' });
        continue;
      }
    }
    if ('error' in end) errors.push({ plain: end.error });
  }
  return { stdout, errors, found };
}

/** Where a real kubectl rollout status without --timeout would sit until Ctrl-C. */
function stillWatching(t: RolloutTarget, manager: boolean): string {
  return (
    `[oplab] kubectl rollout status watches ${t.info.resource}/${t.name} until its rollout is done (--timeout is 0, never, by default). ` +
    "This terminal's cluster is an API server alone, as envtest runs it: no controller observes the spec or writes the status" +
    (manager ? ', and the program in the background did not within 10 minutes' : '') +
    '. A real kubectl would wait until Ctrl-C; this terminal stopped it as Ctrl-C would.\n'
  );
}
