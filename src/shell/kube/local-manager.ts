// `make run` → `go run ./cmd/main.go` on the learner's laptop: the learner's own Go, built by src/go
// and run by src/kube/run as a resident manager against the terminal's cluster (TOOLCHAIN.md B1–B2, B5).
// Everything the manager does is the Go program's: which webhooks it registers (cmd/main.go's
// ENABLE_WEBHOOKS gate, SetupWebhookWithManager), what its validators answer, its log lines, a
// controller whose kind has no CRD (CacheSyncTimeout). This file only gives it the laptop:
// - the project's files and the webhook server's key pair, read from the terminal's file system
//   (`$TMPDIR/k8s-webhook-server/serving-certs`, os.TempDir() as Go computes it) when it starts —
//   crypto/tls's error texts when they are missing or do not match;
// - the laptop's address on the simulated network (the API server dials host.minikube.internal),
//   with the certificate it loaded; the API server decides trust from the configuration's caBundle;
// - turns: after each command line the manager runs until it is idle again (ShellSession.run).

import type { IFileSystem } from 'just-bash';
import type { Certificate } from '../../kube/apiserver/network.ts';
import { isObject, str } from '../../kube/apiserver/types.ts';
import type { ServingCertificate } from '../../kube/bind/webhook.ts';
import { DEFAULT_WEBHOOK_PORT } from '../../kube/bind/webhook.ts';
import { type ResidentManager, startResidentManager } from '../../kube/run/resident.ts';
import type { VirtualClock } from '../clock.ts';
import { embeddableFiles } from '../embed-files.ts';
import { goRunPositional } from '../go-run-args.ts';
import { LAPTOP_IP, type ShellCluster } from './cluster.ts';
import { bundleTrusts, caBundleCerts, loadX509KeyPair, type SimCert } from './pki.ts';

export const WEBHOOK_PORT = DEFAULT_WEBHOOK_PORT;

// The simulated Kubernetes packages and a cluster for go build/vet/test of a Kubernetes module
// (go-toolchain.ts kubeToolchain), taken from this module so that a bundle keeps them in the one
// chunk with the local manager, which needs them too (the site's terminal worker loads it on use).
export { newKubeEnv, withKubeEnv } from '../../kube/bind/env.ts';
// controller-gen's crd/rbac/webhook generators (commands/controller-gen.ts) load them from here: the
// runner already holds them, and a dynamic import of src/kube/markers of its own made the site build
// split a 2 MB chunk out of the terminal's.
export { CONTROLLER_GEN_VERSION, generateManifests } from '../../kube/markers/index.ts';
export { controllerRuntimeMinor, kubePhases } from '../../kube/run/run.ts';

/** Directories `go build ./...` skips (cmd/go: vendor, testdata, names starting with . or _). */
const SKIP_DIR = /^[._]|^vendor$|^testdata$|^bin$/;

async function walkModule(fs: IFileSystem, dir: string, rel: string, out: { name: string; src: string }[]) {
  for (const name of (await fs.readdir(dir)).sort()) {
    const p = `${dir}/${name}`;
    const st = await fs.stat(p);
    const r = rel ? `${rel}/${name}` : name;
    if (st.isDirectory) {
      if (!SKIP_DIR.test(name)) await walkModule(fs, p, r, out);
    } else if (name.endsWith('.go') ? !name.endsWith('_test.go') : name === 'go.mod' || name === 'go.sum')
      out.push({ name: r, src: await fs.readFile(p) });
  }
}

/** Files in a directory, by absolute path (the cert dir as it is when the manager starts). */
async function readDir(fs: IFileSystem, dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!(await fs.exists(dir))) return out;
  for (const name of await fs.readdir(dir)) {
    const p = `${dir}/${name}`;
    if (!(await fs.stat(p)).isDirectory) out.set(p, await fs.readFile(p));
  }
  return out;
}

/** The caBundle of a stored webhook configuration that trusts the serving certificate. */
function trustingBundle(cluster: ShellCluster, cert: SimCert): string | undefined {
  for (const resource of ['validatingwebhookconfigurations', 'mutatingwebhookconfigurations']) {
    // Read the store directly: this runs inside an admission call, which must not issue API requests.
    for (const { obj: cfg } of cluster.server.store.list(
      `${resource}.admissionregistration.k8s.io`,
      undefined,
    )) {
      for (const w of Array.isArray(cfg.webhooks) ? cfg.webhooks : []) {
        if (!isObject(w) || !isObject(w.clientConfig)) continue;
        const bundle = str(w.clientConfig.caBundle);
        if (bundle && bundleTrusts(caBundleCerts(bundle), cert)) return bundle;
      }
    }
  }
  return undefined;
}

/** tls.LoadX509KeyPair over the files read at start, with the certificate as the network presents it. */
function keyPairLoader(cluster: ShellCluster, files: Map<string, string>) {
  return (certPath: string, keyPath: string): ServingCertificate => {
    const crt = files.get(certPath);
    if (crt === undefined) return { ok: false, error: `open ${certPath}: no such file or directory` };
    const key = files.get(keyPath);
    if (key === undefined) return { ok: false, error: `open ${keyPath}: no such file or directory` };
    const pair = loadX509KeyPair(crt, key);
    if (!pair.ok) return pair;
    const cert = pair.cert;
    const certificate: Certificate = {
      // Trust is the API server's decision from the caBundle it sends; network.ts compares bundles, so
      // the certificate names the bundle of a stored webhook configuration that trusts it, if any.
      get caBundle() {
        return trustingBundle(cluster, cert) ?? `untrusted:${cert.serial}`;
      },
      dnsNames: cert.dnsNames,
      ipAddresses: cert.ipAddresses,
      notBefore: cert.notBefore,
      notAfter: cert.notAfter,
    };
    return { ok: true, certificate };
  };
}

/** `go run`'s arguments → what to build (relative to the module root) and the program's own arguments. */
function runTarget(
  cwd: string,
  root: string,
  args: readonly string[],
): { target: { kind: 'files'; files: string[] } | { kind: 'dir'; dir: string }; rest: string[] } {
  // go run's own flags come first; the program's arguments after the package keep their flags
  const positional = goRunPositional(args);
  const rel = (p: string) => {
    const abs = (p.startsWith('/') ? p : `${cwd}/${p}`).replace(/\/\.(?=\/|$)/g, '').replace(/\/+/g, '/');
    return abs === root ? '.' : abs.startsWith(`${root}/`) ? abs.slice(root.length + 1) : abs;
  };
  let n = 0;
  while (n < positional.length && positional[n].endsWith('.go')) n++;
  if (n > 0)
    return { target: { kind: 'files', files: positional.slice(0, n).map(rel) }, rest: positional.slice(n) };
  const [pkg = '.', ...rest] = positional;
  return { target: { kind: 'dir', dir: rel(pkg) }, rest };
}

export interface LocalManagerRun {
  /** What `go run` prints (the manager logs to stderr). */
  stderr: string;
  stdout: string;
  exitCode: number;
}

/**
 * Start the module's main as the laptop's manager (replacing one already running). `replaces`
 * false (a client-go program): one already running is stopped only if this one keeps running too
 * (the terminal models one background process).
 */
export async function runLocalManager(opts: {
  fs: IFileSystem;
  root: string;
  cwd: string;
  args: readonly string[];
  env: Record<string, string>;
  cluster: ShellCluster;
  clock: VirtualClock;
  replaces?: boolean;
  /**
   * An executable `go build` wrote (commands/go/binary.ts): the files it was built from, its package
   * and the arguments it got; it runs as the binary itself (no `exit status N`, its own status).
   */
  built?: {
    files: Record<string, string>;
    target: { kind: 'files'; files: string[] } | { kind: 'dir'; dir: string };
    args: string[];
    /** The file as run (`./bin/manager`): the background process's name. */
    name: string;
  };
}): Promise<LocalManagerRun> {
  const { fs, root, cluster, clock, env } = opts;
  if (opts.replaces !== false) cluster.local.manager?.stop();
  const files: { name: string; src: string }[] = [];
  const built = opts.built;
  if (built !== undefined) {
    for (const [name, src] of Object.entries(built.files))
      if (!name.endsWith('_test.go')) files.push({ name, src });
  } else {
    await walkModule(fs, root, '', files);
    for (const [name, src] of await embeddableFiles(
      fs,
      root,
      files.map((f) => [f.name, f.src]),
    ))
      files.push({ name, src });
  }
  const tmp = (env.TMPDIR || '/tmp').replace(/\/+$/, '') || '/';
  const certs = await readDir(fs, `${tmp === '/' ? '' : tmp}/k8s-webhook-server/serving-certs`);
  const { target, rest } = built
    ? { target: built.target, rest: built.args }
    : runTarget(opts.cwd, root, opts.args);
  const started = startResidentManager({
    files,
    target,
    args: rest,
    env,
    server: cluster.server,
    identity: cluster.user,
    nowMs: clock.now(),
    loadKeyPair: keyPairLoader(cluster, certs),
    ip: LAPTOP_IP,
    cwd: root,
    ...(built ? { argv0: built.name } : {}),
  });
  if (!started.ok) return { stdout: '', stderr: started.stderr, exitCode: started.exitCode };
  const m = started.manager;
  syncClock(clock, m.env.clock.now());
  const exit = m.exitCode;
  if (exit !== undefined) {
    // a program that ended in its first turn (a client-go program that lists and exits): go run's
    // streams are its own
    const { stdout, stderr } = m.streams();
    if (built) return { stdout, stderr, exitCode: exit };
    return {
      stdout,
      stderr: stderr + (exit === 0 ? '' : `exit status ${exit}\n`),
      exitCode: exit === 0 ? 0 : 1,
    };
  }
  cluster.local.manager?.stop();
  cluster.local.manager = localProcess(
    cluster,
    clock,
    m,
    built?.name ?? (opts.replaces === false ? 'go run' : 'make run'),
  );
  if (opts.replaces === false) {
    // a client-go program still waiting (a watch loop, an informer): what it printed so far, on
    // go run's own streams
    const { stdout, stderr } = m.streams();
    return { stdout, stderr, exitCode: 0 };
  }
  return { stdout: '', stderr: m.output(), exitCode: 0 };
}

function syncClock(clock: VirtualClock, kubeNow: number): void {
  if (kubeNow > clock.now()) clock.advance(kubeNow - clock.now(), 'the manager');
}

function localProcess(cluster: ShellCluster, clock: VirtualClock, m: ResidentManager, name: string) {
  const proc = {
    name,
    log: () => m.output(),
    get webhooks() {
      return m.serving(LAPTOP_IP, WEBHOOK_PORT);
    },
    get exitCode() {
      return m.exitCode;
    },
    turn: (budgetMs?: number) => {
      syncClock(clock, m.turn(clock.now(), budgetMs));
    },
    stop: () => {
      m.stop(clock.now());
      syncClock(clock, m.env.clock.now());
      if (cluster.local.manager === proc) cluster.local.manager = undefined;
    },
  };
  return proc;
}
