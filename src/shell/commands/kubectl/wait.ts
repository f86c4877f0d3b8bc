// `kubectl wait` ([K8S] kubectl v0.34 pkg/cmd/wait/wait.go, condition.go, json.go, delete.go,
// create.go): --for=condition=NAME[=VALUE], --for=jsonpath='{EXPR}'[=VALUE], --for=delete and
// --for=create over the objects the builder finds, one deadline for all of them (--timeout, 30s by
// default; 0 checks once; negative is a week). Each object met prints `kind.group/name condition met`
// (the name printer with its operation), or the object with -o json|yaml. While kubectl waits the
// cluster moves as between lines: the in-process controllers run, and the manager `make run`/`go run`
// left in the background takes its turns on the virtual clock; with nothing running that could change
// the objects, the virtual clock goes to the deadline and kubectl says it timed out.
import type { ResourceInfo, Status } from '../../../kube/apiserver/index.ts';
import { isObject, type Json, type KubeObject, str } from '../../../kube/apiserver/types.ts';
import type { RestClient } from '../../../kube/rest/client.ts';
import type { VirtualClock } from '../../clock.ts';
import type { ShellCluster } from '../../kube/cluster.ts';
import { compileJsonPath, goSprint, relaxedJSONPathExpression } from './jsonpath.ts';
import type { CommandError } from './manifests.ts';
import { toJson, toYaml } from './print.ts';
import { kindGroup } from './resources.ts';

/** What conditionFuncFor made of --for. */
export type WaitCondition =
  | { kind: 'delete' }
  | { kind: 'create' }
  | { kind: 'condition'; name: string; status: string }
  | {
      kind: 'jsonpath';
      find: (data: Json) => Json[][] | { error: string };
      /** empty: any value matches */
      value: string;
    };

/** splitJSONPathInput: split on single `=`; `==` stays in the element. */
function splitJSONPathInput(input: string): string[] {
  const out: string[] = [];
  let element = '';
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=') {
      if (i < input.length - 1 && input[i + 1] === '=') {
        element += '==';
        i++;
        continue;
      }
      out.push(element);
      element = '';
      continue;
    }
    element += input[i];
  }
  out.push(element);
  return out;
}

/** wait.go conditionFuncFor: the condition, or its error (without `error: `). */
export function conditionFor(condition: string): WaitCondition | { error: string } {
  const lower = condition.toLowerCase();
  if (lower === 'delete') return { kind: 'delete' };
  if (lower === 'create') return { kind: 'create' };
  if (condition.startsWith('condition=')) {
    let name = condition.slice('condition='.length);
    let status = 'true';
    const eq = name.indexOf('=');
    if (eq !== -1) {
      status = name.slice(eq + 1);
      name = name.slice(0, eq);
    }
    return { kind: 'condition', name, status };
  }
  if (condition.startsWith('jsonpath=')) {
    // processJSONPathInput
    const parts = splitJSONPathInput(condition.slice('jsonpath='.length));
    if (parts.length < 1 || parts.length > 2)
      return {
        error:
          "jsonpath wait format must be --for=jsonpath='{.status.readyReplicas}'=3 or --for=jsonpath='{.status.readyReplicas}'",
      };
    const expr = relaxedJSONPathExpression(parts[0]);
    if (typeof expr !== 'string') return expr;
    let value = '';
    if (parts.length === 2) {
      value = parts[1].replace(/^['"]+|['"]+$/g, '');
      if (value === '')
        return {
          error:
            "jsonpath wait has to have a value after equal sign, like --for=jsonpath='{.status.readyReplicas}'=3",
        };
    }
    // newJSONPathParser
    if (expr === '') return { error: 'jsonpath expression cannot be empty' };
    const compiled = compileJsonPath(expr);
    if ('error' in compiled) return compiled;
    return { kind: 'jsonpath', find: compiled.find, value };
  }
  return { error: `unrecognized condition: ${JSON.stringify(condition)}` };
}

/** strings.EqualFold, for the ASCII condition names and statuses this meets. */
const equalFold = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * ConditionalWait.checkCondition and JSONPathWait.checkCondition: whether the object meets the
 * condition, or the error that ends the wait.
 */
export function checkCondition(c: WaitCondition, obj: KubeObject): boolean | { error: string } {
  if (c.kind === 'condition') {
    const status = isObject(obj.status) ? obj.status : undefined;
    const conditions = status?.conditions;
    if (conditions === undefined) return false;
    if (!Array.isArray(conditions))
      return {
        error: `.status.conditions accessor error: ${goSprint(conditions)} is of the type ${goType(conditions)}, expected []interface{}`,
      };
    for (const cond of conditions) {
      if (!isObject(cond)) continue;
      if (typeof cond.type !== 'string' || !equalFold(cond.type, c.name)) continue;
      if (typeof cond.status !== 'string') continue;
      const meta = isObject(obj.metadata) ? obj.metadata : {};
      if (Number.isInteger(meta.generation)) {
        // getObservedGeneration: the condition's, else the status's
        const observed = Number.isInteger(cond.observedGeneration)
          ? (cond.observedGeneration as number)
          : Number.isInteger(status?.observedGeneration)
            ? (status?.observedGeneration as number)
            : undefined;
        if (observed !== undefined && observed < (meta.generation as number)) return false;
      }
      return equalFold(cond.status, c.status);
    }
    return false;
  }
  if (c.kind === 'jsonpath') {
    const results = c.find(obj as Json);
    if ('error' in results) return results;
    if (results.length === 0 || results[0].length === 0) return false;
    // verifyParsedJSONPath
    if (results.length > 1) return { error: 'given jsonpath expression matches more than one list' };
    if (results[0].length > 1) return { error: 'given jsonpath expression matches more than one value' };
    if (c.value === '') return true;
    const r = results[0][0];
    if (Array.isArray(r) || isObject(r))
      return { error: 'jsonpath leads to a nested object or list which is not supported' };
    return goSprint(r).trim() === c.value.trim();
  }
  return true;
}

/** The Go type unstructured's accessors name in their error. */
function goType(v: Json): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int64' : 'float64';
  if (isObject(v)) return 'map[string]interface {}';
  return '<nil>';
}

/** One object the builder names: where it is (its Latest GET happens when the visitor reaches it). */
export interface WaitTarget {
  info: ResourceInfo;
  namespace: string | undefined;
  name: string;
}

/** What the builder's visitor hands over, in order: an object to wait for, or an error of its own. */
export type WaitItem = WaitTarget | { error: CommandError };

/** The wait's output settings: -o (name, json or yaml) and --show-managed-fields. */
export interface WaitPrinter {
  output: '' | 'name' | 'json' | 'yaml';
  showManagedFields: boolean;
}

/** PrintFlags("condition met"): the name printer with its operation, or the object. */
function printMet(t: WaitTarget & { object: KubeObject }, object: KubeObject, printer: WaitPrinter): string {
  if (printer.output === '' || printer.output === 'name') {
    const op = printer.output === '' ? ' condition met' : '';
    return `${kindGroup(t.info)}/${t.name}${op}\n`;
  }
  const o = structuredClone(object);
  if (!o.apiVersion) o.apiVersion = t.info.group ? `${t.info.group}/${t.info.version}` : t.info.version;
  if (!o.kind) o.kind = t.info.kind;
  if (isObject(o.metadata) && !printer.showManagedFields) delete o.metadata.managedFields;
  return printer.output === 'json' ? toJson(o as Json) : toYaml(o as Json);
}

/** kubectl wait's --timeout when negative: "wait for a week". */
const WEEK_MS = 168 * 3600 * 1000;
/** How long the background manager may run while kubectl waits (a real one would be Ctrl-C'd by then). */
const MANAGER_SPAN_MS = 10 * 60 * 1000;
/** The manager runs in steps of this much virtual time, the condition checked after each. */
const STEP_MS = 500;

/** Lets the in-process controllers' microtask passes run (as delete.ts's settle). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 64; i++) await null;
};

/**
 * Runs the cluster until `check` gives an answer or `until` (virtual time) is reached: the
 * in-process controllers, and the background manager in steps of STEP_MS. Without a manager nothing
 * else can change the objects, and the clock is left where it is.
 */
async function runUntil<T>(
  cluster: ShellCluster,
  clock: VirtualClock,
  until: number,
  check: () => T | undefined,
): Promise<T | undefined> {
  await settle();
  let r = check();
  while (r === undefined) {
    const m = cluster.local.manager;
    const now = clock.now();
    if (m === undefined || m.exitCode !== undefined || now >= until) break;
    const step = Math.min(STEP_MS, until - now);
    m.turn(step);
    await settle();
    if (clock.now() < now + step) clock.advance(now + step - clock.now(), 'kubectl wait');
    r = check();
  }
  return r;
}

type Outcome = { met: KubeObject } | { error: CommandError } | { pending: KubeObject };

/**
 * RunWait over the targets, in order, with one deadline: each met object printed, each failure
 * collected (the builder's visitor goes on after an error, EagerVisitorList). `timeoutMs` is --timeout
 * (0: check once; negative: a week).
 */
export async function runWait(
  cluster: ShellCluster,
  clock: VirtualClock,
  client: RestClient,
  items: readonly WaitItem[],
  condition: WaitCondition,
  timeoutMs: number,
  printer: WaitPrinter,
): Promise<{ stdout: string; errors: CommandError[]; visited: number; interrupted?: string }> {
  const start = clock.now();
  const effective = timeoutMs < 0 ? WEEK_MS : timeoutMs;
  const deadline = start + effective;
  const managerUntil = Math.min(deadline, start + MANAGER_SPAN_MS);
  let stdout = '';
  const errors: CommandError[] = [];
  const timedOut = (t: WaitTarget): CommandError => ({
    plain: `timed out waiting for the condition on ${t.info.resource}/${t.name}`,
  });
  let visited = 0;
  for (const item of items) {
    if ('error' in item) {
      errors.push(item.error);
      continue;
    }
    const at = { info: item.info, namespace: item.info.namespaced ? item.namespace : undefined };
    const get = (): { object: KubeObject } | { notFound: Status } | { status: Status } => {
      const r = client.get(at, item.name);
      if (r.ok) return { object: r.object };
      return r.code === 404 ? { notFound: r.status } : { status: r.status };
    };
    // the builder's RetrieveLatest; --for=delete ignores NotFound (the result's IgnoreErrors)
    const latest = get();
    if ('notFound' in latest) {
      if (condition.kind !== 'delete') errors.push({ status: latest.notFound });
      continue;
    }
    if ('status' in latest) {
      errors.push({ status: latest.status });
      continue;
    }
    visited++;
    const t = { ...item, object: latest.object };
    if (condition.kind === 'create') {
      // IsCreated: found by the builder is created
      stdout += printMet(t, t.object, printer);
      continue;
    }
    if (effective > 0 && clock.now() >= deadline) {
      // the deadline is shared: past it, the next object's watch cannot even sync
      errors.push(timedOut(t));
      continue;
    }
    let outcome: Outcome;
    if (condition.kind === 'delete') {
      // IsDeleted: gone (or another UID) is met; the object printed is the one the builder found
      const uid = str(isObject(t.object.metadata) ? t.object.metadata.uid : undefined);
      const state = (): Outcome => {
        const g = get();
        if ('notFound' in g) return { met: t.object };
        if ('status' in g) return { error: { status: g.status } };
        const now = isObject(g.object.metadata) ? str(g.object.metadata.uid) : '';
        return uid !== '' && now !== uid ? { met: g.object } : { pending: g.object };
      };
      outcome = state();
      if ('pending' in outcome && effective === 0)
        outcome = { error: { plain: `condition not met for ${t.info.resource}/${t.name}` } };
    } else {
      const state = (): Outcome => {
        const g = get();
        // the watch's precondition: the object gone is NotFound
        if ('notFound' in g) return { error: { status: g.notFound } };
        if ('status' in g) return { error: { status: g.status } };
        const met = checkCondition(condition, g.object);
        if (typeof met !== 'boolean') return { error: { plain: met.error } };
        return met ? { met: g.object } : { pending: g.object };
      };
      outcome = state();
      if ('pending' in outcome && effective === 0)
        outcome = { error: { plain: `condition not met for ${t.info.resource}/${t.name}` } };
    }
    if ('pending' in outcome && clock.now() < deadline) {
      const first = outcome;
      const check =
        condition.kind === 'delete'
          ? () => {
              const g = get();
              if ('notFound' in g) return { met: t.object } as Outcome;
              if ('status' in g) return { error: { status: g.status } } as Outcome;
              return undefined;
            }
          : () => {
              const g = get();
              if ('notFound' in g) return { error: { status: g.notFound } } as Outcome;
              if ('status' in g) return { error: { status: g.status } } as Outcome;
              const met = checkCondition(condition, g.object);
              if (typeof met !== 'boolean') return { error: { plain: met.error } } as Outcome;
              return met ? ({ met: g.object } as Outcome) : undefined;
            };
      outcome = (await runUntil(cluster, clock, managerUntil, check)) ?? first;
    }
    if ('met' in outcome) {
      stdout += printMet(t, outcome.met, printer);
      continue;
    }
    if ('error' in outcome) {
      errors.push(outcome.error);
      continue;
    }
    if (managerUntil < deadline) {
      // a week's wait: a real kubectl would still be waiting; the terminal stops it as Ctrl-C would
      return { stdout, errors, visited, interrupted: stillWaiting(t, condition) };
    }
    if (clock.now() < deadline) clock.advance(deadline - clock.now(), 'kubectl wait --timeout');
    errors.push(timedOut(t));
  }
  return { stdout, errors, visited };
}

/** What a real kubectl waiting a week would sit on, for the note that replaces the wait. */
function stillWaiting(t: WaitTarget, c: WaitCondition): string {
  const what =
    c.kind === 'delete'
      ? 'to be gone'
      : c.kind === 'condition'
        ? `to have the condition ${c.name}=${c.status}`
        : 'to match the jsonpath';
  return (
    `[oplab] kubectl waits for ${t.info.resource}/${t.name} ${what}, and nothing running here changed it within 10 minutes. ` +
    'A real kubectl with a negative --timeout waits a week or until Ctrl-C; this terminal stopped it as Ctrl-C would.\n'
  );
}

/**
 * The kinds whose status kube-controller-manager or the kubelet writes: in this terminal's cluster,
 * an API server as envtest runs it, nothing does.
 */
const CONTROLLER_MANAGED = new Set([
  'pods',
  'deployments.apps',
  'replicasets.apps',
  'statefulsets.apps',
  'daemonsets.apps',
  'jobs.batch',
  'cronjobs.batch',
  'replicationcontrollers',
  'persistentvolumeclaims',
  'nodes',
]);

/** The note after a timeout on such a kind (undefined for others). */
export function noControllerNote(info: ResourceInfo): string | undefined {
  const key = info.group === '' ? info.resource : `${info.resource}.${info.group}`;
  if (!CONTROLLER_MANAGED.has(key)) return undefined;
  return `[oplab] This terminal's cluster is an API server alone, as envtest runs it: no kube-controller-manager, scheduler or kubelet writes the status of ${info.resource}, so it does not change here (a kind cluster's would).\n`;
}
