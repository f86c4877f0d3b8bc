// A TypeScript model of the kubebuilder v3.12 scaffold's manager (controller-runtime v0.16) run on the
// learner's laptop by `make run` → `go run ./cmd/main.go` (TOOLCHAIN.md B1–B2, B5):
// - webhooks are registered only when cmd/main.go calls SetupWebhookWithManager, behind the
//   scaffold's `os.Getenv("ENABLE_WEBHOOKS") != "false"` gate;
// - the webhook server loads tls.crt/tls.key from $TMPDIR/k8s-webhook-server/serving-certs
//   (os.TempDir(), /tmp when TMPDIR is unset) and fails with crypto/tls's error, which reaches main
//   unwrapped as `problem running manager`;
// - once serving, it listens on :9443 of the laptop, which the API server reaches as
//   host.minikube.internal, with the certificate it loaded; the API server decides trust from the
//   webhook configuration's caBundle;
// - a controller whose kind has no CRD never syncs: CacheSyncTimeout (2 min) ends the manager.
// The validators are models of the exercise projects' Go webhook methods (WEBHOOK_MODELS); the learner's
// own Go runs through src/kube/run once the Go bindings exist.
import type { IFileSystem } from 'just-bash';
import type { HttpReply, WebhookListener } from '../../kube/apiserver/index.ts';
import { isObject, type JsonObject, str } from '../../kube/apiserver/types.ts';
import type { VirtualClock } from '../clock.ts';
import { LAPTOP_IP, type ShellCluster } from './cluster.ts';
import { bundleTrusts, caBundleCerts, loadX509KeyPair, type SimCert } from './pki.ts';

export const WEBHOOK_PORT = 9443;

interface WebhookMarker {
  path: string;
  name: string;
  mutating: boolean;
  group: string;
  version: string;
  resource: string;
  kind: string;
}

/** What a validator of an exercise project does with an object: the Go method's error text and its log line. */
type Validator = (
  operation: string,
  obj: JsonObject,
  old: JsonObject | undefined,
) => { denied?: string; log?: { logger: string; msg: string; fields: Record<string, string> } };

/**
 * Models of the Go validators shipped with the terminal exercises, keyed by `group/version/Kind`.
 * exercises/webhook-local ships api/v1alpha1/memcached_webhook.go with exactly this rule and log.
 */
export const WEBHOOK_MODELS: Record<string, Validator> = {
  'cache.example.com/v1alpha1/Memcached': (op, obj) => {
    if (op === 'DELETE') return {};
    const spec = isObject(obj.spec) ? obj.spec : {};
    const size = typeof spec.size === 'number' ? spec.size : 0;
    const name = isObject(obj.metadata) ? str(obj.metadata.name) : '';
    return {
      denied: size > 5 ? `spec.size must be at most 5, got ${size}` : undefined,
      log: {
        logger: 'memcached-resource',
        msg: op === 'CREATE' ? 'validate create' : 'validate update',
        fields: { name },
      },
    };
  },
};

/** Parses `//+kubebuilder:webhook:path=...,mutating=false,...` markers (controller-gen's syntax). */
export function webhookMarkers(source: string): WebhookMarker[] {
  const kind = /func \(\w+ \*(\w+)\) Validate(?:Create|Update)/.exec(source)?.[1] ?? '';
  const out: WebhookMarker[] = [];
  for (const m of source.matchAll(/^\s*\/\/\s*\+kubebuilder:webhook:(.+)$/gm)) {
    const kv = new Map(
      m[1].split(',').map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as [string, string];
      }),
    );
    out.push({
      path: kv.get('path') ?? '',
      name: kv.get('name') ?? '',
      mutating: kv.get('mutating') === 'true',
      group: (kv.get('groups') ?? '').split(';')[0],
      version: (kv.get('versions') ?? '').split(';')[0],
      resource: (kv.get('resources') ?? '').split(';')[0],
      kind,
    });
  }
  return out;
}

async function walkGo(fs: IFileSystem, dir: string, out: Map<string, string>): Promise<void> {
  if (!(await fs.exists(dir))) return;
  for (const name of await fs.readdir(dir)) {
    const p = `${dir}/${name}`;
    const st = await fs.stat(p);
    if (st.isDirectory) await walkGo(fs, p, out);
    else if (name.endsWith('.go')) out.set(p, await fs.readFile(p));
  }
}

export interface ManagerProject {
  root: string;
  mainGo: string;
  /** Line of `setupLog.Error(err, "problem running manager")` in cmd/main.go, for the stack trace. */
  problemLine: number;
  webhooks: WebhookMarker[];
  /** `SetupWebhookWithManager` is called behind the ENABLE_WEBHOOKS gate (true) or unconditionally (false). */
  gated: boolean;
  callsWebhookSetup: boolean;
  controllers: Array<{ name: string; group: string; version: string; kind: string }>;
}

/** Recognises a scaffolded manager project (cmd/main.go calling ctrl.NewManager). */
export async function loadManagerProject(
  fs: IFileSystem,
  root: string,
  mainPath: string,
): Promise<ManagerProject | undefined> {
  if (!(await fs.exists(mainPath))) return undefined;
  const mainGo = await fs.readFile(mainPath);
  if (!/ctrl\.NewManager\(|manager\.New\(/.test(mainGo)) return undefined;
  const sources = new Map<string, string>();
  await walkGo(fs, `${root}/api`, sources);
  const webhooks = [...sources.values()].flatMap(webhookMarkers);
  const lines = mainGo.split('\n');
  const problemLine = lines.findIndex((l) => l.includes('"problem running manager"')) + 1;
  const callsWebhookSetup = /\.SetupWebhookWithManager\(mgr\)/.test(mainGo);
  const gated = /os\.Getenv\("ENABLE_WEBHOOKS"\)\s*!=\s*"false"/.test(mainGo);
  const controllers: ManagerProject['controllers'] = [];
  for (const m of mainGo.matchAll(/&controller\.(\w+)Reconciler\{/g)) {
    const kind = m[1];
    const types = [...sources.entries()].find(
      ([p, s]) => p.endsWith('_types.go') && s.includes(`type ${kind} struct`),
    );
    const gv = types
      ? [...sources.entries()].find(
          ([p]) =>
            p.startsWith(types[0].slice(0, types[0].lastIndexOf('/'))) && p.endsWith('groupversion_info.go'),
        )
      : undefined;
    const group = gv ? (/Group: "([^"]+)"/.exec(gv[1])?.[1] ?? '') : '';
    const version = gv ? (/Version: "([^"]+)"/.exec(gv[1])?.[1] ?? '') : '';
    controllers.push({ name: kind.toLowerCase(), group, version, kind });
  }
  return { root, mainGo, problemLine, webhooks, gated, callsWebhookSetup, controllers };
}

/** zap's development console encoder with RFC3339 times (controller-runtime v0.16 pkg/log/zap defaults). */
function logLine(
  now: number,
  level: 'INFO' | 'ERROR',
  logger: string,
  msg: string,
  fields?: Record<string, string | number | boolean>,
): string {
  const ts = new Date(Math.floor(now / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const kv = fields
    ? `\t{${Object.entries(fields)
        .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
        .join(', ')}}`
    : '';
  return `${ts}\t${level}\t${logger ? `${logger}\t` : ''}${msg}${kv}`;
}

export interface ManagerRun {
  /** What `go run` prints (the manager logs to stderr). */
  stderr: string;
  exitCode: number;
  /** Still running in the background (the webhook server keeps serving). */
  running: boolean;
}

function admissionResponse(uid: string, message: string | undefined): JsonObject {
  if (message === undefined) return { uid, allowed: true };
  // controller-runtime admission.Denied → ValidationResponse(false, msg): 403 Forbidden.
  return { uid, allowed: false, status: { metadata: {}, message, reason: 'Forbidden', code: 403 } };
}

export async function runLocalManager(opts: {
  fs: IFileSystem;
  project: ManagerProject;
  env: Record<string, string>;
  cluster: ShellCluster;
  clock: VirtualClock;
}): Promise<ManagerRun> {
  const { fs, project, env, cluster, clock } = opts;
  const previous = cluster.local.manager;
  if (previous) previous.stop();
  const lines: string[] = [];
  const log = (
    level: 'INFO' | 'ERROR',
    logger: string,
    msg: string,
    fields?: Record<string, string | number | boolean>,
  ) => lines.push(logLine(clock.now(), level, logger, msg, fields));
  const webhooksOn = project.callsWebhookSetup && (!project.gated || env.ENABLE_WEBHOOKS !== 'false');
  const hooks = webhooksOn ? project.webhooks : [];
  for (const h of hooks) {
    const gvk = `${h.group}/${h.version}, Kind=${h.kind}`;
    log(
      'INFO',
      'controller-runtime.builder',
      h.mutating ? 'Registering a mutating webhook' : 'Registering a validating webhook',
      { GVK: gvk, path: h.path },
    );
    log('INFO', 'controller-runtime.webhook', 'Registering webhook', { path: h.path });
  }
  log('INFO', 'setup', 'starting manager');
  log('INFO', 'controller-runtime.metrics', 'Starting metrics server');
  log('INFO', '', 'starting server', { kind: 'health probe', addr: '[::]:8081' });
  log('INFO', 'controller-runtime.metrics', 'Serving metrics server', {
    bindAddress: ':8080',
    secure: false,
  });
  const fatal = (error: string): ManagerRun => {
    log('ERROR', 'setup', 'problem running manager', { error });
    lines.push(
      `main.main\n\t${project.root}/cmd/main.go:${project.problemLine}\nruntime.main\n\t/usr/local/go/src/runtime/proc.go:267`,
    );
    return { stderr: `${lines.join('\n')}\nexit status 1\n`, exitCode: 1, running: false };
  };
  let serving: SimCert | undefined;
  if (hooks.length > 0) {
    log('INFO', 'controller-runtime.webhook', 'Starting webhook server');
    const dir = `${(env.TMPDIR || '/tmp').replace(/\/$/, '')}/k8s-webhook-server/serving-certs`;
    const certPath = `${dir}/tls.crt`;
    const keyPath = `${dir}/tls.key`;
    if (!(await fs.exists(certPath))) return fatal(`open ${certPath}: no such file or directory`);
    if (!(await fs.exists(keyPath))) return fatal(`open ${keyPath}: no such file or directory`);
    const pair = loadX509KeyPair(await fs.readFile(certPath), await fs.readFile(keyPath));
    if (!pair.ok) return fatal(pair.error);
    serving = pair.cert;
    log('INFO', 'controller-runtime.certwatcher', 'Updated current TLS certificate');
    log('INFO', 'controller-runtime.webhook', 'Serving webhook server', { host: '', port: WEBHOOK_PORT });
    log('INFO', 'controller-runtime.certwatcher', 'Starting certificate watcher');
  }
  const server = cluster.server;
  const missing = project.controllers.filter((c) => !server.resourceFor(c.group, c.version, c.kind));
  for (const c of project.controllers) {
    const fields = { controller: c.name, controllerGroup: c.group, controllerKind: c.kind };
    log('INFO', '', 'Starting EventSource', { ...fields, source: `kind source: *${c.version}.${c.kind}` });
    log('INFO', '', 'Starting Controller', fields);
    if (missing.includes(c))
      log(
        'ERROR',
        'controller-runtime.source',
        'if kind is a CRD, it should be installed before calling Start',
        {
          kind: `${c.kind}.${c.group}`,
          error: `no matches for kind "${c.kind}" in version "${c.group}/${c.version}"`,
        },
      );
  }
  if (missing.length > 0) {
    // CacheSyncTimeout defaults to 2 minutes (SEMANTICS.md §7).
    clock.advance(120_000, 'waiting for caches to sync');
    const c = missing[0];
    const src = `kind source: *${c.version}.${c.kind}`;
    const error = `failed to wait for ${c.name} caches to sync ${src}: timed out waiting for cache to be synced for ${src}`;
    log('ERROR', '', 'Could not wait for Cache to sync', {
      controller: c.name,
      controllerGroup: c.group,
      controllerKind: c.kind,
      error,
    });
    return fatal(error);
  }
  for (const c of project.controllers)
    log('INFO', '', 'Starting workers', {
      controller: c.name,
      controllerGroup: c.group,
      controllerKind: c.kind,
      'worker count': 1,
    });

  if (serving) {
    const cert = serving;
    const byPath = new Map(hooks.map((h) => [h.path, h]));
    const listener: WebhookListener = {
      // Trust is the API server's decision from the caBundle it sends; network.ts compares bundles, so
      // the certificate names the bundle of a stored webhook configuration that trusts it, if any.
      get certificate() {
        return {
          caBundle: trustingBundle(cluster, cert) ?? `untrusted:${cert.serial}`,
          dnsNames: cert.dnsNames,
          ipAddresses: cert.ipAddresses,
          notBefore: cert.notBefore,
          notAfter: cert.notAfter,
        };
      },
      handle(path: string, review: JsonObject): HttpReply {
        const hook = byPath.get(path);
        if (!hook) return { kind: 'http', code: 404, body: '404 page not found\n' };
        const request = isObject(review.request) ? review.request : {};
        const uid = str(request.uid);
        const model = WEBHOOK_MODELS[`${hook.group}/${hook.version}/${hook.kind}`];
        const obj = isObject(request.object) ? request.object : {};
        const old = isObject(request.oldObject) ? request.oldObject : undefined;
        const verdict: ReturnType<Validator> = model?.(str(request.operation), obj, old) ?? {};
        // The validator's own log line goes to the manager's log (`oplab-manager logs`).
        if (verdict.log) log('INFO', verdict.log.logger, verdict.log.msg, verdict.log.fields);
        return {
          kind: 'review',
          review: {
            apiVersion: 'admission.k8s.io/v1',
            kind: 'AdmissionReview',
            response: admissionResponse(uid, verdict.denied),
          },
        };
      },
    };
    server.network.listen(LAPTOP_IP, WEBHOOK_PORT, listener);
  }
  cluster.local.manager = {
    name: 'make run',
    log: lines,
    webhooks: serving !== undefined,
    stop: () => {
      if (serving) server.network.close(LAPTOP_IP, WEBHOOK_PORT);
      if (cluster.local.manager?.log === lines) cluster.local.manager = undefined;
    },
  };
  return { stderr: `${lines.join('\n')}\n`, exitCode: 0, running: true };
}

/** The caBundle of a stored webhook configuration that trusts the serving certificate. */
function trustingBundle(cluster: ShellCluster, cert: SimCert): string | undefined {
  for (const resource of ['validatingwebhookconfigurations', 'mutatingwebhookconfigurations']) {
    // Read the store directly: this runs inside an admission call, which must not issue API requests.
    const list = cluster.server.store.list(`${resource}.admissionregistration.k8s.io`, undefined);
    for (const { obj: cfg } of list) {
      for (const w of Array.isArray(cfg.webhooks) ? cfg.webhooks : []) {
        if (!isObject(w) || !isObject(w.clientConfig)) continue;
        const bundle = str(w.clientConfig.caBundle);
        if (bundle && bundleTrusts(caBundleCerts(bundle), cert)) return bundle;
      }
    }
  }
  return undefined;
}
