// `oplab run`: run a Go operator project against a fresh simulated cluster (src/kube/run), the way
// `make install run` runs it against a real one, and show what happened.
//
//   oplab run DIR [--objects FILE.yaml]... [--rbac markers|admin] [--time DURATION]
//             [--env K=V]... [--json] [--at N] [-- ARGS...]
//
// DIR is the project root (go.mod, api/, internal/, cmd/main.go). Objects are applied as
// cluster-admin after the CRDs and the manager's RBAC, before main starts. The manager runs until the
// cluster is idle or DURATION of virtual time passes (default 10m). main gets ARGS and the --env
// variables as the manager container would. For people: the program's own stdout on stdout (so it
// can be piped), and the report on stderr: the controller's log lines (zap writes them to stderr),
// every API call and cache read (the trace), what /metrics served. --json prints the whole result
// for machines on stdout, with the timeline time travel needs (src/kube/timeline.ts: each call's
// writes, the watch events before it, where the cache lagged, the reconcile it belongs to). --at N
// prints the cluster after call N instead (with --json: that step and the objects as JSON).
// The exit status is the program's.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import { DEFAULT_CWD } from '../go/build/build.ts';
import type { SourceFile } from '../go/index.ts';
import type { KubeObject } from '../kube/apiserver/types.ts';
// client-go's REST client reaches the simulated API server through the REST layer, bound here.
import '../kube/rest/bind-transport.ts';
import { type RunProjectResult, runProject } from '../kube/run/index.ts';
import { formatLog } from '../kube/runtime/log.ts';
import { clusterAt, recordTimeline, type Timeline } from '../kube/timeline.ts';
import { formatTraceEvent } from '../kube/trace.ts';
import { parseObjectsYaml } from '../sandbox/objects-yaml.ts';
import type { CommandIO, CommandModule } from './commands.ts';
import { withEmbeddable } from './embed-files.ts';
import { memoryFlag, parseDuration, parseMemorySize, processCpuMs } from './limits.ts';
import { diskModuleFS } from './modfs.ts';
import { readSource } from './source-file.ts';

const USAGE = `usage: oplab run DIR [--objects FILE.yaml]... [--rbac markers|admin] [--time DURATION]
                 [--env K=V]... [--memory=SIZE] [--steps=N] [--cluster envtest|kind] [--json] [--at N]
                 [-- ARGS...]

Runs the Go operator project in DIR (go.mod, api/, internal/, cmd/main.go) against a fresh simulated
cluster: CRDs and RBAC from its +kubebuilder markers, then the objects, then main with ARGS and the
--env variables. The manager stops when the cluster is idle or DURATION of virtual time (default 10m)
has passed. The program's stdout goes to stdout, the report (logs, API calls, /metrics) to stderr.
--json prints the result with its timeline; --at N prints the cluster after API call N (0: before
main started), numbered as in the trace. --memory=SIZE bounds the program's live values (default
1GiB; 512MiB, 2GiB as GOMEMLIMIT writes sizes): beyond it, Go's "fatal error: runtime: out of memory".
--steps=N bounds the loop iterations and calls (an API call counts 2000) before the run stops as an
endless loop (default 33554432, 2^25).
--cluster kind also runs what a kind cluster runs beside the API server: Deployments get ReplicaSets
and Pods that become Ready (3s) and the Available condition; Jobs' pods run (5s) and the Jobs complete.
The default, envtest, runs the API server alone.
`;

const SKIP_DIRS = new Set(['node_modules', 'testdata', 'vendor', 'bin']);

/** go.mod, every .go file and config/**.yaml under root, '/'-separated relative names, sorted. */
function readProject(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || entry.name.startsWith('_') || SKIP_DIRS.has(entry.name)) continue;
        walk(full);
      } else {
        const name = relative(root, full).split(sep).join('/');
        // config/**.yaml: how make deploy runs the manager (args, env)
        const config = name.startsWith('config/') && /\.ya?ml$/.test(name);
        if (entry.name.endsWith('.go') || (dir === root && entry.name === 'go.mod') || config)
          out.push({ name, src: readSource(full) });
      }
    }
  };
  walk(root);
  return out;
}

/** Objects of a multi-document YAML file, or an error naming the file and the problem. */
export function readObjects(path: string, text: string): KubeObject[] | { error: string } {
  const r = parseObjectsYaml(path, text);
  return r.ok ? r.objects : { error: r.error };
}

/** Trace lines the report prints at most: the first and the last calls. */
const TRACE_HEAD = 2000;
const TRACE_TAIL = 200;

/**
 * The report after the run. The program's output and log lines were shown as they came (`stream`);
 * a project that did not build or start shows why here.
 */
function human(r: RunProjectResult, io: CommandIO): void {
  const report = io.stderr;
  if (r.stage !== 'run') {
    if (r.stderr !== '') report.write(r.stderr);
    return;
  }
  // The run kept only the trace's head and tail (traceBound): `dropped` calls were between them.
  const dropped = r.traceDropped ?? 0;
  const total = r.trace.length + dropped;
  report.write(`\n--- trace: ${total} API calls and cache reads ---\n`);
  // numbered as --at counts them; a runaway loop's millions of calls show as their beginning and end
  const n = r.trace.length;
  const cut = total > TRACE_HEAD + TRACE_TAIL;
  const line = (i: number) =>
    report.write(`#${(i < TRACE_HEAD ? i : i + dropped) + 1} ${formatTraceEvent(r.trace[i])}\n`);
  for (let i = 0; i < (cut ? TRACE_HEAD : n); i++) line(i);
  if (cut) {
    report.write(`... ${total - TRACE_HEAD - TRACE_TAIL} more (oplab run --json, or --at N for one)\n`);
    for (let i = n - TRACE_TAIL; i < n; i++) line(i);
  }
  for (const m of r.metrics) {
    report.write(`\n--- GET ${m.path} as ${m.scraper}: ${m.code} ---\n`);
    report.write(m.body.endsWith('\n') || m.body === '' ? m.body : `${m.body}\n`);
  }
  const failed = r.reconciles.filter((x) => x.error !== undefined).length;
  report.write(
    `\n--- ${r.reconciles.length} reconciles (${failed} returned an error); ${r.objects.length} objects in the cluster ---\n`,
  );
}

/** The cluster after call n: the call, what it wrote, then every object (YAML documents, or JSON). */
function printAt(t: Timeline, n: number, json: boolean, io: CommandIO): void {
  const step = n === 0 ? undefined : t.steps[n - 1];
  const objects = [...clusterAt(t, n).values()];
  if (json) {
    io.stdout.write(`${JSON.stringify({ at: n, step, objects }, null, 2)}\n`);
    return;
  }
  const clock = (ms: number) => `+${((ms - t.start) / 1000).toFixed(3)}s`;
  if (step === undefined) io.stdout.write(`# before main started (${clock(t.start)})\n`);
  else {
    const r = step.reconcile === undefined ? undefined : t.reconciles[step.reconcile];
    const where = r
      ? ` in reconcile ${r.index + 1} of ${r.controller} ${r.namespace ? `${r.namespace}/` : ''}${r.name}`
      : '';
    io.stdout.write(`# after call ${n} of ${t.steps.length} (${clock(step.event.time)}${where})\n`);
    io.stdout.write(`# ${formatTraceEvent(step.event)}\n`);
    for (const c of step.changes) io.stdout.write(`# ${c.type} ${c.key} rv ${c.rv}\n`);
    for (const l of step.cacheLag)
      io.stdout.write(
        `# cache lags: ${l.key} cache rv ${l.cacheRv ?? '(absent)'}, server rv ${l.serverRv ?? '(absent)'}\n`,
      );
  }
  for (const o of objects) io.stdout.write(`---\n${stringify(o, { lineWidth: 0 })}`);
}

const runCommand: CommandModule = {
  async run(args, io) {
    let dir: string | undefined;
    const objectFiles: string[] = [];
    let json = false;
    let rbac: 'markers' | 'admin' = 'markers';
    let cluster: 'envtest' | 'kind' = 'envtest';
    let limit: number | undefined;
    let memoryBudget: number | undefined;
    let stepBudget: number | undefined;
    let at: number | undefined;
    const env: Record<string, string> = {};
    let programArgs: string[] | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      if (a === '--') {
        programArgs = args.slice(i + 1);
        break;
      }
      const value = (flag: string): string | undefined => {
        if (a.startsWith(`${flag}=`)) return a.slice(flag.length + 1);
        const v = args[i + 1];
        if (v === undefined) return undefined;
        i++;
        return v;
      };
      if (a === '--json') json = true;
      else if (a === '-h' || a === '--help') {
        io.stdout.write(USAGE);
        return 0;
      } else if (a === '--objects' || a.startsWith('--objects=')) {
        const v = value('--objects');
        if (v === undefined) {
          io.stderr.write(`oplab run: --objects needs a file\n${USAGE}`);
          return 2;
        }
        objectFiles.push(v);
      } else if (a === '--rbac' || a.startsWith('--rbac=')) {
        const v = value('--rbac');
        if (v !== 'markers' && v !== 'admin') {
          io.stderr.write(`oplab run: --rbac must be markers or admin\n${USAGE}`);
          return 2;
        }
        rbac = v;
      } else if (a === '--cluster' || a.startsWith('--cluster=')) {
        const v = value('--cluster');
        if (v !== 'envtest' && v !== 'kind') {
          io.stderr.write(`oplab run: --cluster must be envtest or kind\n${USAGE}`);
          return 2;
        }
        cluster = v;
      } else if (a === '--env' || a.startsWith('--env=')) {
        const v = value('--env');
        const eq = v === undefined ? -1 : v.indexOf('=');
        if (v === undefined || eq <= 0) {
          io.stderr.write(`oplab run: --env needs NAME=VALUE (got ${JSON.stringify(v ?? '')})\n`);
          return 2;
        }
        env[v.slice(0, eq)] = v.slice(eq + 1);
      } else if (a === '--time' || a.startsWith('--time=')) {
        const v = value('--time');
        limit = v === undefined ? undefined : parseDuration(v);
        if (limit === undefined) {
          io.stderr.write(
            `oplab run: invalid duration for --time: ${JSON.stringify(v ?? '')} (examples: 90s, 10m, 1h)\n`,
          );
          return 2;
        }
      } else if (a === '--at' || a.startsWith('--at=')) {
        const v = value('--at');
        at = v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
        if (at === undefined) {
          io.stderr.write(
            `oplab run: --at needs a call number (0, 1, 2, ...), got ${JSON.stringify(v ?? '')}\n`,
          );
          return 2;
        }
      } else if (a === '--steps' || a.startsWith('--steps=') || a.startsWith('-steps=')) {
        const v = a.startsWith('-steps=') ? a.slice('-steps='.length) : value('--steps');
        if (v === undefined || !/^[1-9]\d*$/.test(v) || !Number.isSafeInteger(Number(v))) {
          io.stderr.write(
            `oplab run: --steps needs a positive whole number, got ${JSON.stringify(v ?? '')}\n`,
          );
          return 2;
        }
        stepBudget = Number(v);
      } else if (memoryFlag(a) !== undefined) {
        const size = parseMemorySize(memoryFlag(a)!);
        if (typeof size !== 'number') {
          io.stderr.write(`oplab run: ${size.error}\n`);
          return 2;
        }
        memoryBudget = size;
      } else if (a.startsWith('-')) {
        io.stderr.write(`oplab run: unknown flag ${a}\n${USAGE}`);
        return 2;
      } else if (dir === undefined) dir = a;
      else {
        io.stderr.write(`oplab run: one project directory only (got ${dir} and ${a})\n`);
        return 2;
      }
    }
    if (dir === undefined) {
      io.stderr.write(USAGE);
      return 2;
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      io.stderr.write(`oplab run: ${dir}: no such directory\n`);
      return 1;
    }
    const objects: KubeObject[] = [];
    const objectSources: string[] = [];
    for (const f of objectFiles) {
      if (!existsSync(f) || !statSync(f).isFile()) {
        io.stderr.write(`oplab run: ${f}: no such file\n`);
        return 1;
      }
      const r = readObjects(f, readFileSync(f, 'utf8'));
      if ('error' in r) {
        io.stderr.write(`oplab run: ${r.error}\n`);
        return 1;
      }
      objects.push(...r);
      for (const _ of r) objectSources.push(f);
    }
    const recorder = json || at !== undefined ? recordTimeline() : undefined;
    // The go command's environment (GOFLAGS, GOMODCACHE, GOPATH, HOME): this process's, plus --env.
    const goEnv = {
      ...Object.fromEntries(
        Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
      ),
      ...env,
    };
    // kubectl apply's strict decoding, loaded only when there are objects to apply
    const decodeApplied =
      objects.length > 0 ? (await import('../kube/rest/handler.ts')).decodeApplied : undefined;
    const result = runProject({
      files: withEmbeddable(dir, readProject(dir)),
      objects,
      objectSources,
      decodeApplied,
      // as after `make deploy`: the samples meet the manager's webhooks
      objectsAfterManager: true,
      rbac,
      cluster,
      virtualTimeLimitMs: limit,
      memoryBudget,
      stepBudget,
      cpuTime: processCpuMs,
      args: programArgs,
      env,
      observe: recorder?.observe,
      // The report prints only the trace's beginning and end: keep no more (--json and --at need all).
      traceBound: recorder === undefined ? { head: TRACE_HEAD, tail: TRACE_TAIL } : undefined,
      // vendor/, the module cache and `replace` directories, read from the disk by src/go/build.
      modules: { env: goEnv, fs: diskModuleFS({ virtual: DEFAULT_CWD, real: resolve(dir) }) },
      // For people, output and log lines as they happen, in the order the program made them.
      stream:
        json || at !== undefined
          ? undefined
          : {
              stdout: (b) => io.stdout.write(b),
              stderr: (b) => io.stderr.write(b),
              log: (e, sink) => io.stderr.write(`${formatLog(sink, e)}\n`),
            },
    });
    const timeline = recorder && result.stage === 'run' ? recorder.finish(result.reconciles) : undefined;
    if (at !== undefined) {
      if (timeline === undefined) {
        if (result.stderr !== '') io.stderr.write(result.stderr);
        return result.exitCode === 0 ? 1 : result.exitCode;
      }
      if (at > timeline.steps.length) {
        io.stderr.write(`oplab run: --at ${at}: the run made ${timeline.steps.length} calls\n`);
        return 2;
      }
      printAt(timeline, at, json, io);
      return result.exitCode;
    }
    if (json) {
      // watch deliveries are in the timeline's steps; the trace stays the calls and cache reads
      const { env: _env, trace, ...rest } = result;
      const calls = trace.filter((e) => e.kind !== 'watchEvent');
      io.stdout.write(`${JSON.stringify({ ...rest, trace: calls, timeline }, null, 2)}\n`);
    } else human(result, io);
    return result.exitCode;
  },
};

export default runCommand;
