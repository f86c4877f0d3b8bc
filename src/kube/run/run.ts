// runProject's implementation (types and contract in index.ts).

import { DEFAULT_CWD } from '../../go/build/build.ts';
import type { SourceFile } from '../../go/build/load.ts';
import type { Phases } from '../../go/build/phases.ts';
import { DEFAULT_MEMORY_BUDGET, makePhases } from '../../go/index.ts';
import { stdPackage, stdPackagePaths } from '../../go/std/index.ts';
import { serviceAccountUser } from '../apiserver/rbac.ts';
import type { ApiServer } from '../apiserver/server.ts';
import { ObjectStore } from '../apiserver/store.ts';
import type { KubeObject, UserInfo } from '../apiserver/types.ts';
import { metaOf, str } from '../apiserver/types.ts';
import { newKubeEnv, withKubeEnv } from '../bind/env.ts';
import { DEFAULT_VIRTUAL_TIME_LIMIT_MS } from '../bind/manager.ts';
import { managersOf, runState } from '../bind/manager-state.ts';
import { metricsScrapes, setMetricsScraper } from '../bind/metrics.ts';
import { CERT_MANAGER_CA } from '../bind/webhook.ts';
import { moduleSite } from '../bind/zap-stack.ts';
import { startKindControllers } from '../cluster/kind.ts';
import { syncAllNamespaces } from '../cluster/namespaces.ts';
import { GENERATED_DEEPCOPY_FILE, generateDeepCopy } from '../gopkg/deepcopygen.ts';
import {
  CONTROLLER_RUNTIME_MINORS,
  DEFAULT_CONTROLLER_RUNTIME_MINOR,
  kubePackageFor,
  kubePackagePaths,
} from '../gopkg/index.ts';
import { simulatedModules } from '../gopkg/modules.ts';
import { olderApiNotes, unmodelledNotes } from '../gopkg/unmodelled.ts';
import { generateManifests } from '../markers/index.ts';
import { buildCached, runBuilt } from './build.ts';
import { deployedCRDs, hasConversionWebhook } from './crds.ts';
import { managerProcess } from './deployment.ts';
import type { ReconcileRecord, RunProjectRequest, RunProjectResult } from './index.ts';
import { projectInfo } from './project.ts';
import { applyObject, deployedWebhooks, managerObjects, WarningWriter } from './setup.ts';

const phasesByMinor = new Map<number, Phases>();

/**
 * The toolchain over the standard library and the Kubernetes packages of controller-runtime
 * v0.<minor> (default the newest; cached for the process, one per minor).
 */

/**
 * A project run's step budget unless the caller sets one (`oplab run --steps`). The examples run to
 * idle in under 2^20 steps (loop iterations and calls, each API call 2,000: run-limits.test.ts); 2^25
 * leaves a project 32 times that and stops an endless Reconcile in about a second of CPU, where the
 * interpreter's default for `go run` (2^28) takes ten, and a loop over r.Get sixty.
 */
export const RUN_STEP_BUDGET = 2 ** 25;
export function kubePhases(minor: number = DEFAULT_CONTROLLER_RUNTIME_MINOR): Phases {
  let phases = phasesByMinor.get(minor);
  if (phases === undefined) {
    const kube = kubePackageFor(minor);
    phases = makePhases(
      (p) => stdPackage(p) ?? kube(p),
      [...stdPackagePaths, ...kubePackagePaths],
      simulatedModules,
    );
    phasesByMinor.set(minor, phases);
  }
  return phases;
}

/**
 * The controller-runtime minor go.mod requires (`sigs.k8s.io/controller-runtime v0.21.0`), clamped to
 * the minors the simulator models (v0.19–v0.24); the newest when go.mod names none.
 */
export function controllerRuntimeMinor(files: readonly SourceFile[]): number {
  const gomod = files.find((f) => f.name === 'go.mod')?.src ?? '';
  const m = /^\s*(?:require\s+)?sigs\.k8s\.io\/controller-runtime\s+v0\.(\d+)\./m.exec(gomod);
  if (m === null) return DEFAULT_CONTROLLER_RUNTIME_MINOR;
  const minor = Number(m[1]);
  const lo = CONTROLLER_RUNTIME_MINORS[0];
  const hi = CONTROLLER_RUNTIME_MINORS[CONTROLLER_RUNTIME_MINORS.length - 1];
  return Math.min(hi, Math.max(lo, minor));
}

/** Every stored object, sorted by apiVersion, kind, namespace, name. */
export function allObjects(server: ApiServer): KubeObject[] {
  const tables = new Set<string>();
  const out: KubeObject[] = [];
  for (const info of server.registry.all()) {
    const table = ObjectStore.tableKey(info.group, info.resource);
    if (tables.has(table)) continue;
    tables.add(table);
    for (const o of server.store.list(table, undefined)) out.push(JSON.parse(o.json) as KubeObject);
  }
  const key = (o: KubeObject) =>
    `${str(o.apiVersion)}\u0000${str(o.kind)}\u0000${str(metaOf(o).namespace)}\u0000${str(metaOf(o).name)}`;
  return out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * `make generate`: the zz_generated.deepcopy.go controller-gen writes into each package marked
 * `+kubebuilder:object:generate=true`, added when the project does not have it.
 */
export function withGeneratedDeepCopy(files: readonly SourceFile[]): SourceFile[] {
  const byDir = new Map<string, SourceFile[]>();
  for (const f of files) {
    if (!f.name.endsWith('.go')) continue;
    const i = f.name.lastIndexOf('/');
    const dir = i < 0 ? '' : f.name.slice(0, i);
    let list = byDir.get(dir);
    if (list === undefined) byDir.set(dir, (list = []));
    list.push(f);
  }
  const out = [...files];
  const names = new Set(files.map((f) => f.name));
  for (const [dir, list] of [...byDir].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const name = dir === '' ? GENERATED_DEEPCOPY_FILE : `${dir}/${GENERATED_DEEPCOPY_FILE}`;
    if (names.has(name)) continue;
    const gen = generateDeepCopy(list);
    if (gen !== undefined) out.push(gen);
  }
  return out;
}

/** A user by name: a service account's groups for `system:serviceaccount:<ns>:<name>`. */
function userNamed(name: string): UserInfo {
  const sa = /^system:serviceaccount:([^:]+):([^:]+)$/.exec(name);
  return sa === null
    ? { username: name, groups: ['system:authenticated'] }
    : serviceAccountUser(sa[1], sa[2]);
}

/** What runProject builds: the main package's directory, the toolchain of go.mod's controller-runtime, the Go files. */
function buildInputs(files: readonly SourceFile[], mainDir: string) {
  return {
    target: { kind: 'dir' as const, dir: mainDir },
    ph: kubePhases(controllerRuntimeMinor(files)),
    goFiles: files.filter((f) => !(f.name.startsWith('config/') && /\.ya?ml$/.test(f.name))),
  };
}

/** runProject's build alone (index.ts prepareProject): the same inputs, so the same cache entry. */
export function prepareProjectImpl(req: { files: readonly SourceFile[]; main?: string }): { ok: boolean } {
  const p = projectInfo(req.files, req.main);
  if ('error' in p) return { ok: false };
  const { target, ph, goFiles } = buildInputs(req.files, p.mainDir);
  const ok = buildCached(withGeneratedDeepCopy(goFiles), target, ph).ok;
  // `make manifests` too: runProjectImpl then finds the project's manifests (markers/index.ts).
  generateManifests(req.files);
  return { ok };
}

export function runProjectImpl(req: RunProjectRequest): RunProjectResult {
  const p = projectInfo(req.files, req.main);
  const manifests =
    req.crds === 'none' && req.rbac === 'admin'
      ? { crds: [], rbac: [], webhooks: [], diagnostics: [] }
      : generateManifests(req.files);
  const crds = req.crds === 'none' ? [] : manifests.crds;
  const limit = req.virtualTimeLimitMs ?? DEFAULT_VIRTUAL_TIME_LIMIT_MS;
  const identity =
    'error' in p
      ? serviceAccountUser('default', 'default')
      : serviceAccountUser(p.namespace, p.serviceAccount);
  // a kind cluster runs kube-apiserver's default admission plugins, ServiceAccount included
  const env = newKubeEnv({
    seed: req.seed ?? 1,
    identity,
    hooks: req.hooks,
    serviceAccountAdmission: req.cluster === 'kind',
  });
  env.deadlineMs = env.clock.now() + limit;
  env.moduleSite = moduleSite(req.files, DEFAULT_CWD, req.modules?.env);
  const base = {
    manifests: { crds: manifests.crds, rbac: manifests.rbac, webhooks: manifests.webhooks },
    manifestDiagnostics: manifests.diagnostics,
    identity: identity.username,
    env,
  };
  const fail = (stderr: string): RunProjectResult => ({
    stage: 'load',
    diagnostics: [],
    exitCode: 1,
    stdout: '',
    stderr,
    logs: [],
    trace: [],
    reconciles: [],
    objects: allObjects(env.server),
    metrics: [],
    logEncoding: 'console',
    ...base,
  });
  if ('error' in p) return fail(p.error);

  // make install (CRDs with config/crd's patches); make deploy (RBAC, webhook configurations);
  // kubectl apply -f objects. With webhooks (admission or conversion) the objects wait until the
  // manager has started and serves them, as after `make deploy` and waiting for the rollout. The
  // objects' Namespaces come first: an operator installed for a namespace (Roles from `namespace=`
  // markers) is installed into one that exists, as kubectl refuses a Role in a missing namespace.
  const webhookObjects = deployedWebhooks(p, manifests.webhooks, CERT_MANAGER_CA);
  // Namespaces and CRDs among the objects (a dependency such as cert-manager's CRDs, installed
  // before `make deploy`) are never deferred: no webhook of the project serves them.
  const isCRD = (o: KubeObject) =>
    o.apiVersion === 'apiextensions.k8s.io/v1' && o.kind === 'CustomResourceDefinition';
  const isNamespace = ([o]: [KubeObject, string]) =>
    (o.apiVersion === 'v1' && o.kind === 'Namespace') || isCRD(o);
  const allSetupObjects = (req.objects ?? []).map((o, i): [KubeObject, string] => [
    o,
    req.objectSources?.[i] ?? req.objectsSource ?? 'objects',
  ]);
  // A CRD given among the objects is the one installed: a project that is not kubebuilder's
  // (k8s.io/sample-controller applies artifacts/examples/crd.yaml; nobody runs controller-gen over
  // its types) must not get the markers' version of it applied over its own.
  const givenCRDs = new Set((req.objects ?? []).filter(isCRD).map((o) => str(metaOf(o).name)));
  const crdObjects = (req.crds === 'none' ? [] : deployedCRDs(p, crds, req.files, CERT_MANAGER_CA)).filter(
    (o) => !givenCRDs.has(str(metaOf(o).name)),
  );
  const namespaces = allSetupObjects.filter(isNamespace);
  const objects = allSetupObjects.filter((x) => !isNamespace(x));
  const deferObjects =
    (req.objectsAfterManager === true && webhookObjects.length > 0) || crdObjects.some(hasConversionWebhook);
  const setup: [KubeObject, string][] = [
    ...namespaces,
    ...crdObjects.map((o): [KubeObject, string] => [o, 'config/crd']),
    ...managerObjects(p, req.rbac ?? 'markers', manifests.rbac).map((o): [KubeObject, string] => [
      o,
      'config/rbac',
    ]),
    ...(deferObjects ? [] : objects),
    // without a manager serving them the objects were created before the webhooks existed
    ...webhookObjects.map((o): [KubeObject, string] => [o, 'config/webhook']),
  ];
  const hooks = env.hooks;
  env.hooks = {};
  // the caller's objects are decoded as kubectl asks the server to (strictly); ours are known good
  const given = new Set<KubeObject>(allSetupObjects.map(([o]) => o));
  // one `kubectl apply` of the caller's objects: its warnings, each once, on stderr
  const warnings = new WarningWriter();
  let setupWarnings = '';
  for (const [o, source] of setup) {
    // on kind the setup's steps are seconds apart: the serviceaccounts controller has made each
    // namespace's `default` account before a later step's Pod meets the ServiceAccount plugin
    if (req.cluster === 'kind' && o.kind === 'Pod') syncAllNamespaces(env.server);
    const err = applyObject(env.server, o, source, given.has(o) ? req.decodeApplied : undefined, (w) => {
      if (given.has(o)) setupWarnings += warnings.write(w);
    });
    if (err !== '') return fail(setupWarnings + err);
  }
  env.hooks = hooks;
  env.trace.clear();
  if (req.traceBound !== undefined) env.trace.bound(req.traceBound.head, req.traceBound.tail);
  if (req.cluster === 'kind') {
    // the cluster has been up for a while: every namespace has its `default` account before the
    // program's first Pod meets the ServiceAccount plugin
    syncAllNamespaces(env.server);
    startKindControllers(env.server, env.clock);
  }
  if (req.metricsScraper !== undefined) setMetricsScraper(env, userNamed(req.metricsScraper));
  req.observe?.(env);
  let applyErrors = '';
  let applied = !deferObjects;
  const applyObjects = () => {
    if (applied) return;
    applied = true;
    for (const [o, source] of objects) {
      const e = applyObject(env.server, o, source, req.decodeApplied, (w) => {
        const text = warnings.write(w);
        applyErrors += text;
        streamText(text);
      });
      applyErrors += e;
      streamText(e);
    }
  };
  env.onManagerStarted = applyObjects;
  const stream = req.stream ?? {};
  const encoder = new TextEncoder();
  const streamText = (t: string) => {
    if (t !== '') stream.stderr?.(encoder.encode(t));
  };
  streamText(setupWarnings);
  const logLine = stream.log;
  if (logLine !== undefined) env.logs.onEntry = (e) => logLine(e, env.logs);

  const deployed = managerProcess(req.files);
  // the kubelet does not start a container whose env names a ConfigMap/Secret (or key) that is not there
  if (deployed?.startError !== undefined)
    return fail(`the manager container did not start (CreateContainerConfigError): ${deployed.startError}\n`);
  const { target, ph, goFiles } = buildInputs(req.files, p.mainDir);
  const built = buildCached(withGeneratedDeepCopy(goFiles), target, ph, req.modules);
  if (!built.ok)
    return {
      ...fail(
        built.stderr +
          (built.stage === 'compile'
            ? unmodelledNotes(built.stderr, goFiles) +
              olderApiNotes(built.stderr, req.files.find((f) => f.name === 'go.mod')?.src ?? '')
            : ''),
      ),
      stage: built.stage,
      exitCode: built.exitCode,
      diagnostics: built.diagnostics ?? [],
    };
  streamText(built.notes.map((n) => `${n}\n`).join(''));
  const run = withKubeEnv(env, () =>
    runBuilt(
      built,
      ph,
      {
        clock: env.goClock,
        stepBudget: req.stepBudget ?? RUN_STEP_BUDGET,
        memoryBudget: req.memoryBudget ?? DEFAULT_MEMORY_BUDGET,
        cpuTime: req.cpuTime,
        cpuLimitMs: req.cpuLimitMs,
        // The run's virtual-time limit is hard: a goroutine sleeping past it ends the run there.
        virtualDeadline: () =>
          env.deadlineMs === undefined ? undefined : BigInt(env.deadlineMs) * 1_000_000n,
      },
      {
        // as make deploy runs it: the manager container's args (ARGS replace them) and env (+ --env)
        args: req.args ?? deployed?.args,
        // HOME as a login shell sets it (the simulated user gopher's, os.UserHomeDir): client-go's
        // homedir.HomeDir reads it to find ~/.kube/config
        env: { HOME: '/home/gopher', ...(deployed?.env ?? {}), ...(req.env ?? {}) },
      },
      stream,
    ),
  );
  env.logs.onEntry = undefined;
  // a program that never started a manager: kubectl apply ran against webhooks nobody serves
  env.onManagerStarted = undefined;
  applyObjects();
  env.server.settleGarbageCollection();
  const reconciles: ReconcileRecord[] = [];
  for (const c of runState(env).controllers)
    for (const r of c.ctrl.history) reconciles.push({ ...r, controller: c.name });
  reconciles.sort((a, b) => a.time - b.time);
  void managersOf;
  return {
    stage: 'run',
    diagnostics: [],
    exitCode: run.exitCode,
    stdout: run.stdout,
    stderr: setupWarnings + built.notes.map((n) => `${n}\n`).join('') + run.stderr + applyErrors,
    logs: [...env.logs.entries],
    trace: [...env.trace.events()],
    traceDropped: env.trace.dropped,
    reconciles,
    objects: allObjects(env.server),
    metrics: [...metricsScrapes(env)],
    logEncoding: env.logs.encoding,
    ...base,
  };
}
