// What `kubectl delete` does around its DELETE requests ([K8S] kubectl v0.34 pkg/cmd/delete/delete.go,
// delete_flags.go; pkg/cmd/wait/delete.go): the grace-period flags (--now, --force, --grace-period),
// the printed line (`configmap "x" deleted from default namespace`, `force deleted` for a zero grace
// period), and the wait that follows (--wait, default true): kubectl returns only when every deleted
// object is gone, or fails after --timeout with `error: timed out waiting for the condition on
// configmaps/x`. In this terminal the cluster moves on during the wait as it does between lines: the
// namespace controller and the garbage collector run, and the manager `make run` left in the
// background takes its turns on the virtual clock.
import type { ResourceInfo, Status } from '../../../kube/apiserver/index.ts';
import { isObject, type KubeObject, str } from '../../../kube/apiserver/types.ts';
import type { RestClient } from '../../../kube/rest/client.ts';
import type { VirtualClock } from '../../clock.ts';
import type { ShellCluster } from '../../kube/cluster.ts';
import { kindGroup } from './resources.ts';

/** The options DeleteFlags.ToOptions and DeleteOptions.Complete/Validate make of the flags. */
export interface DeleteWaitOptions {
  /** DeleteOptions.gracePeriodSeconds; -1 leaves the server's default. */
  gracePeriod: number;
  wait: boolean;
  /** --timeout in milliseconds; 0 is kubectl's "a week". */
  timeoutMs: number;
  /** What WarningPrinter printed during Validate. */
  warning: string;
}

/** The flag values as given (undefined when absent), in the order kubectl reads them. */
export interface DeleteFlagValues {
  now: boolean;
  force: boolean;
  gracePeriod: string | undefined;
  timeout: string | undefined;
  wait: string | undefined;
}

/** strconv.ParseBool's accepted words. */
const TRUE = ['1', 't', 'T', 'true', 'TRUE', 'True'];
const FALSE = ['0', 'f', 'F', 'false', 'FALSE', 'False'];

/**
 * pflag parses --grace-period (IntVar: strconv.ParseInt base 0), --timeout (DurationVar) and --wait
 * (BoolVar) before anything runs; `parseDuration` is time.ParseDuration (nanoseconds or Go's error).
 */
export function parseDeleteFlagValues(
  v: DeleteFlagValues,
  parseDuration: (s: string) => bigint | { err: string },
): { gracePeriod: number; timeoutMs: number; wait: boolean } | { error: string } {
  const usage = "\nSee 'kubectl delete --help' for usage.\n";
  let gracePeriod = -1;
  if (v.gracePeriod !== undefined) {
    if (!/^[+-]?\d+$/.test(v.gracePeriod))
      return {
        error: `error: invalid argument "${v.gracePeriod}" for "--grace-period" flag: strconv.ParseInt: parsing "${v.gracePeriod}": invalid syntax${usage}`,
      };
    gracePeriod = Number(v.gracePeriod);
  }
  let timeoutMs = 0;
  if (v.timeout !== undefined) {
    const d = parseDuration(v.timeout);
    if (typeof d !== 'bigint')
      return { error: `error: invalid argument "${v.timeout}" for "--timeout" flag: ${d.err}${usage}` };
    timeoutMs = Number(d / 1_000_000n);
  }
  let wait = true;
  if (v.wait !== undefined) {
    if (TRUE.includes(v.wait)) wait = true;
    else if (FALSE.includes(v.wait)) wait = false;
    else
      return {
        error: `error: invalid argument "${v.wait}" for "--wait" flag: strconv.ParseBool: parsing "${v.wait}": invalid syntax${usage}`,
      };
  }
  return { gracePeriod, timeoutMs, wait };
}

/**
 * DeleteOptions.Complete's grace-period rules: --now is --grace-period=1 (and refused with an
 * explicit one), a zero grace period without --force becomes 1, --force alone becomes 0.
 */
export function completeGracePeriod(
  v: { now: boolean; force: boolean },
  gracePeriod: number,
): number | { error: string } {
  let g = gracePeriod;
  if (v.now) {
    if (g !== -1) return { error: 'error: --now and --grace-period cannot be specified together\n' };
    g = 1;
  }
  if (g === 0 && !v.force) g = 1;
  if (v.force && g < 0) g = 0;
  return g;
}

/** DeleteOptions.Validate's force checks: a warning for an immediate deletion, an error with a grace period. */
export function validateForce(force: boolean, gracePeriod: number): { warning: string } | { error: string } {
  if (force && gracePeriod === 0)
    return {
      warning:
        'Warning: Immediate deletion does not wait for confirmation that the running resource has been terminated. The resource may continue to run on the cluster indefinitely.\n',
    };
  if (force && gracePeriod > 0)
    return { error: 'error: --force and --grace-period greater than 0 cannot be specified together\n' };
  return { warning: '' };
}

/**
 * DeleteOptions.PrintObj: `kind[.group] "name" deleted`, `force deleted` for a zero grace period,
 * ` from NS namespace` for a namespaced object (kubectl ≥ 1.34, kubernetes/kubernetes#126619), the dry
 * run's suffix; -o name prints `kind[.group]/name`.
 */
export function deletedLine(
  info: ResourceInfo,
  name: string,
  namespace: string | undefined,
  gracePeriod: number,
  dryRun: 'none' | 'client' | 'server',
  nameOnly: boolean,
): string {
  if (nameOnly) return `${kindGroup(info)}/${name}\n`;
  let operation = gracePeriod === 0 ? 'force deleted' : 'deleted';
  if (info.namespaced) operation += ` from ${namespace ?? ''} namespace`;
  if (dryRun === 'client') operation += ' (dry run)';
  else if (dryRun === 'server') operation += ' (server dry run)';
  return `${kindGroup(info)} "${name}" ${operation}\n`;
}

/** An object the DELETE was accepted for: where it is and the UID the response named. */
export interface DeletedObject {
  info: ResourceInfo;
  namespace: string | undefined;
  name: string;
  uid: string;
}

/** The UID of a DELETE's answer (an object, or a Status whose details name it). */
export function responseUid(object: KubeObject): string {
  if (object.kind === 'Status') return isObject(object.details) ? str(object.details.uid) : '';
  return isObject(object.metadata) ? str(object.metadata.uid) : '';
}

/** kubectl delete's timeout when --timeout is 0 or absent: "if we requested to wait forever, set it to a week". */
const WEEK_MS = 168 * 3600 * 1000;
/**
 * How much virtual time the background manager may run while kubectl waits without an explicit
 * --timeout: reconciles, requeues and their backoff within it; past it, nothing that runs here is
 * going to remove the finalizers, and a learner would have pressed Ctrl-C long before.
 */
const MANAGER_SPAN_MS = 10 * 60 * 1000;

/**
 * Lets the in-process controllers run: they queue their passes as microtasks (kube/cluster
 * namespaces.ts), and a pass's writes may queue the next. The shell's code has no timers (it runs in
 * the page's worker, deterministically: test/shell/engine-purity.test.ts), so this yields a bounded
 * number of microtask turns, far more than the few passes a deletion's cascade takes.
 */
const SETTLE_TURNS = 64;
const settle = async (): Promise<void> => {
  for (let i = 0; i < SETTLE_TURNS; i++) await null;
};

/**
 * RunWait with IsDeleted over the deleted objects, in order, against one deadline (`--timeout`, else
 * a week): an object is done when a GET finds it gone or with another UID; a GET that fails otherwise
 * ends the wait with its error, except Forbidden and MethodNotSupported, which delete ignores. The
 * first object still there at the deadline is the error (the visitor stops at it).
 */
export async function waitForDeletion(
  cluster: ShellCluster,
  clock: VirtualClock,
  client: RestClient,
  deleted: readonly DeletedObject[],
  timeoutMs: number,
  formatError: (status: Status) => string,
): Promise<{ stderr: string; exitCode: number }> {
  const start = clock.now();
  const deadline = start + (timeoutMs > 0 ? timeoutMs : WEEK_MS);
  // the manager runs until the deadline when one was given, else for MANAGER_SPAN_MS at most
  const managerUntil = timeoutMs > 0 ? deadline : Math.min(deadline, start + MANAGER_SPAN_MS);
  for (const d of deleted) {
    const at = { info: d.info, namespace: d.info.namespaced ? d.namespace : undefined };
    const state = (): { gone: true } | { stop: true } | { object: KubeObject } | { error: string } => {
      const r = client.get(at, d.name);
      if (r.ok) {
        const uid = responseUid(r.object);
        return d.uid !== '' && uid !== d.uid ? { gone: true } : { object: r.object };
      }
      if (r.code === 404) return { gone: true };
      // delete does not fail when it may not wait (IsForbidden, IsMethodNotSupported)
      if (r.status.reason === 'Forbidden' || r.status.reason === 'MethodNotAllowed') return { stop: true };
      return { error: formatError(r.status) };
    };
    await settle();
    let s = state();
    for (;;) {
      if (!('object' in s)) break;
      const m = cluster.local.manager;
      const now = clock.now();
      if (m === undefined || m.exitCode !== undefined || now >= managerUntil) break;
      m.turn(managerUntil - now);
      await settle();
      s = state();
      // idle with no timer due before the deadline: nothing else is going to happen
      if (clock.now() === now) break;
    }
    if ('gone' in s) continue;
    if ('stop' in s) return { stderr: '', exitCode: 0 };
    if ('error' in s) return { stderr: s.error, exitCode: 1 };
    if (timeoutMs > 0) {
      if (clock.now() < deadline) clock.advance(deadline - clock.now(), 'kubectl delete --timeout');
      return {
        stderr: `error: timed out waiting for the condition on ${d.info.resource}/${d.name}\n`,
        exitCode: 1,
      };
    }
    const m = cluster.local.manager;
    return { stderr: stillWaiting(d, s.object, m !== undefined && m.exitCode === undefined), exitCode: 130 };
  }
  return { stderr: '', exitCode: 0 };
}

/** Where a real kubectl would sit until Ctrl-C (a week's wait): what holds the object, and what to do. */
function stillWaiting(d: DeletedObject, object: KubeObject, manager: boolean): string {
  const meta = isObject(object.metadata) ? object.metadata : {};
  const finalizers = Array.isArray(meta.finalizers) ? meta.finalizers.map(String) : [];
  const spec = isObject(object.spec) ? object.spec : {};
  const nsFinalizers = Array.isArray(spec.finalizers) ? spec.finalizers.map(String) : [];
  const none = manager
    ? 'and the manager running in the background did not within 10 minutes'
    : 'and no controller running here does';
  const plural = isObject(spec.names) ? str(spec.names.plural) : '';
  const holds =
    finalizers.includes('customresourcecleanup.apiextensions.k8s.io') && plural !== ''
      ? `its finalizer customresourcecleanup.apiextensions.k8s.io keeps it until every ${plural} object is gone, and finalizers of their own keep some (kubectl get ${plural} -A)`
      : finalizers.length > 0
        ? `its finalizers (${finalizers.join(', ')}) keep it until a controller removes them, ${none}`
        : nsFinalizers.length > 0
          ? `its spec.finalizers (${nsFinalizers.join(', ')}) keep it until the namespace is empty`
          : 'its graceful deletion has not ended';
  return (
    `[oplab] kubectl waits until ${d.info.resource}/${d.name} is gone (--wait is true by default). It is marked for deletion (metadata.deletionTimestamp), but ${holds}. ` +
    'A real kubectl waits up to --timeout (a week by default) or until Ctrl-C; this terminal stopped it as Ctrl-C would. ' +
    '`kubectl delete --wait=false` does not wait.\n'
  );
}
