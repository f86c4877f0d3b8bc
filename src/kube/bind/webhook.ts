// The manager's webhook server on the simulated network (controller-runtime pkg/webhook/server.go
// DefaultServer): handlers registered by path, served over TLS on Options.Port (9443), reached by
// the API server through the address the webhook configuration's clientConfig resolves to.
//
// Where the manager runs decides what the API server can reach (TOOLCHAIN.md Part B):
// - `cluster` (default; `make deploy` with cert-manager): the manager is the Pod behind the webhook
//   Service. For every Service a stored webhook configuration refers to, the Service exists (created
//   as `make deploy` would), its endpoints are this server, the serving certificate is issued for
//   `<svc>.<ns>.svc` and cert-manager's CA injector fills the configurations' empty caBundle.
// - `local` (`make run` on a laptop): the serving certificate is not in the cert dir, so Start fails
//   with `open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory`; with
//   `certs: 'mounted'` (the learner made certs) it listens on the laptop, which no Service routes to.
//
// `startWebhookServer(env, registrations, opts)` is what the manager calls at Start (contract:
// /work/notes/kube-bind-contract.md). A registration is a path plus a function from the
// AdmissionReview's `request` to its `response` (JSON); Go handlers are wrapped by
// src/kube/gopkg/webhook/webhook.ts (`goWebhookRegistrations`).

import type { Certificate, HttpReply, WebhookListener } from '../apiserver/network.ts';
import type { RequestContext } from '../apiserver/server.ts';
import { ADMIN_USER } from '../apiserver/server.ts';
import { ObjectStore } from '../apiserver/store.ts';
import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';
import { type KubeEnv, maybeKubeEnv } from './env.ts';

export interface WebhookRegistration {
  path: string;
  /** AdmissionReview.request → AdmissionReview.response (uid is filled in by the server). */
  handle(request: JsonObject): JsonObject;
  /** A conversion webhook: ConversionReview.request → ConversionReview.response (uid filled in). */
  convert?(request: JsonObject): JsonObject;
}

export type WebhookDeployment = 'cluster' | 'local';

export interface WebhookServerOptions {
  /** webhook.Options.Host ('' = all interfaces) */
  host?: string;
  /** webhook.Options.Port (default webhook.DefaultPort, 9443) */
  port?: number;
  certDir?: string;
  certName?: string;
  keyName?: string;
  /** where the manager runs (default: the environment's, see setWebhookEnvironment; else 'cluster') */
  deployment?: WebhookDeployment;
  /** whether the serving certificate is in the cert dir (default: 'mounted' in cluster, 'missing' locally) */
  certs?: 'mounted' | 'missing';
}

/** webhook.DefaultPort */
export const DEFAULT_WEBHOOK_PORT = 9443;
/** filepath.Join(os.TempDir(), "k8s-webhook-server", "serving-certs") on Linux */
export const DEFAULT_CERT_DIR = '/tmp/k8s-webhook-server/serving-certs';
/** the manager Pod's IP in cluster mode, and the laptop's address as the cluster sees it locally */
export const MANAGER_POD_IP = '10.244.0.15';
export const LAPTOP_IP = '192.168.49.1';
/** the CA cert-manager's self-signed Issuer signs the serving certificate with */
export const CERT_MANAGER_CA = 'cert-manager:selfsigned-issuer/serving-cert';

/** The serving certificate a host loads from its own files (the terminal's `$TMPDIR/k8s-webhook-server/serving-certs`). */
export type ServingCertificate = { ok: true; certificate: Certificate } | { ok: false; error: string };

interface WebhookEnvironment {
  deployment: WebhookDeployment;
  certs?: 'mounted' | 'missing';
  /**
   * Local mode: tls.LoadX509KeyPair(certPath, keyPath) on the host's file system (its error text as
   * crypto/tls gives it), instead of the `certs` switch.
   */
  loadKeyPair?: (certPath: string, keyPath: string) => ServingCertificate;
  /** Local mode: the address the laptop has on the simulated network (default LAPTOP_IP). */
  ip?: string;
}

const environments = new WeakMap<KubeEnv, WebhookEnvironment>();

/** How the scenario runs the manager (the runner/grader sets it; default cluster). */
export function setWebhookEnvironment(env: KubeEnv, w: WebhookEnvironment): void {
  environments.set(env, w);
}

export function webhookEnvironment(env: KubeEnv): WebhookEnvironment {
  return environments.get(env) ?? { deployment: 'cluster' };
}

export type StartWebhookServerResult =
  | { ok: true; server: RunningWebhookServer }
  | { ok: false; error: string };

/** One served request, for tests and the trace. */
export interface WebhookServed {
  path: string;
  uid: string;
  allowed: boolean;
  code: number;
}

export class RunningWebhookServer {
  readonly env: KubeEnv;
  readonly ip: string;
  readonly port: number;
  readonly served: WebhookServed[] = [];
  private readonly byPath: Map<string, WebhookRegistration>;
  private readonly listener: WebhookListener;
  private stopped = false;
  /** Services whose endpoints are this server (cluster mode): emptied when it stops, as the Pod goes */
  readonly exposed: { namespace: string; name: string }[] = [];

  constructor(
    env: KubeEnv,
    ip: string,
    port: number,
    regs: readonly WebhookRegistration[],
    cert: Certificate,
  ) {
    this.env = env;
    this.ip = ip;
    this.port = port;
    this.byPath = new Map(regs.map((r) => [r.path, r]));
    this.listener = { certificate: cert, handle: (path, review) => this.handle(path, review) };
    env.server.network.listen(ip, port, this.listener);
  }

  /** Registered paths, sorted. */
  paths(): string[] {
    return [...this.byPath.keys()].sort();
  }

  /** Registering after Start (the real mux serves new handlers at once). */
  register(reg: WebhookRegistration): void {
    this.byPath.set(reg.path, reg);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.env.server.network.close(this.ip, this.port);
    for (const svc of this.exposed) this.env.server.network.setServiceEndpoints(svc.namespace, svc.name, []);
  }

  /** http.ServeMux + admission http.go ServeHTTP: 404 for unknown paths, the handler's response otherwise. */
  private handle(path: string, review: JsonObject): HttpReply {
    const reg = this.byPath.get(path);
    if (reg === undefined) return { kind: 'http', code: 404, body: '404 page not found\n' };
    const request = isObject(review.request) ? review.request : undefined;
    if (review.kind === 'ConversionReview' && reg.convert !== undefined) {
      // conversion.go ServeHTTP: 400 without a request; the response carries the request's uid
      if (request === undefined) return { kind: 'http', code: 400, body: '' };
      const response: JsonObject = { uid: str(request.uid), ...reg.convert(request) };
      const result = isObject(response.result) ? response.result : {};
      this.served.push({ path, uid: str(request.uid), allowed: result.status === 'Success', code: 200 });
      return {
        kind: 'review',
        review: { apiVersion: str(review.apiVersion), kind: 'ConversionReview', response },
      };
    }
    if (request === undefined) return { kind: 'http', code: 400, body: 'got an empty AdmissionRequest' };
    // a resident manager is entered from the host (the terminal's kubectl) while it is paused
    const enter = this.env.enter ?? ((fn: () => JsonObject) => fn());
    const response = { ...enter(() => reg.handle(request)) };
    response.uid = str(request.uid);
    const result = isObject(response.status) ? response.status : undefined;
    this.served.push({
      path,
      uid: str(request.uid),
      allowed: response.allowed === true,
      code: result && typeof result.code === 'number' ? result.code : 200,
    });
    return {
      kind: 'review',
      review: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response },
    };
  }
}

// `make deploy` (kubectl) and cert-manager's CA injector talk to the API server directly.
const ADMIN: RequestContext = { user: ADMIN_USER, userAgent: 'kubectl', clientPath: 'direct' };
const CAINJECTOR: RequestContext = { user: ADMIN_USER, userAgent: 'cainjector', clientPath: 'direct' };
const WEBHOOK_GROUP = 'admissionregistration.k8s.io';

/** The stored webhook configurations (read from storage: a lookup, not an API call in the trace). */
function configurations(env: KubeEnv): { resource: string; obj: KubeObject }[] {
  const out: { resource: string; obj: KubeObject }[] = [];
  for (const resource of ['mutatingwebhookconfigurations', 'validatingwebhookconfigurations'])
    for (const o of env.server.store.list(ObjectStore.tableKey(WEBHOOK_GROUP, resource), undefined))
      out.push({ resource, obj: JSON.parse(o.json) as KubeObject });
  return out;
}

/** Services the stored webhook configurations call, `ns/name` → port. */
function referencedServices(env: KubeEnv): Map<string, { namespace: string; name: string; port: number }> {
  const out = new Map<string, { namespace: string; name: string; port: number }>();
  for (const { obj } of configurations(env)) {
    for (const w of Array.isArray(obj.webhooks) ? obj.webhooks : []) {
      if (!isObject(w) || !isObject(w.clientConfig) || !isObject(w.clientConfig.service)) continue;
      const s = w.clientConfig.service;
      const namespace = str(s.namespace);
      const name = str(s.name);
      out.set(`${namespace}/${name}`, { namespace, name, port: typeof s.port === 'number' ? s.port : 443 });
    }
  }
  // CRD conversion webhooks (spec.conversion.webhook.clientConfig.service)
  for (const c of env.server.store.list(
    ObjectStore.tableKey('apiextensions.k8s.io', 'customresourcedefinitions'),
    undefined,
  )) {
    const spec = isObject(c.obj.spec) ? c.obj.spec : {};
    const conv = isObject(spec.conversion) ? spec.conversion : {};
    const hook = isObject(conv.webhook) ? conv.webhook : {};
    const cc = isObject(hook.clientConfig) ? hook.clientConfig : {};
    if (conv.strategy !== 'Webhook' || !isObject(cc.service)) continue;
    const namespace = str(cc.service.namespace);
    const name = str(cc.service.name);
    const port = typeof cc.service.port === 'number' ? cc.service.port : 443;
    if (!out.has(`${namespace}/${name}`)) out.set(`${namespace}/${name}`, { namespace, name, port });
  }
  return out;
}

/**
 * What `make deploy` (with cert-manager) leaves in the cluster for the webhooks the stored
 * configurations call: the Service in front of the manager Pod (and its namespace) and the
 * caBundle cert-manager's CA injector writes. The runner calls this while it sets the cluster up
 * (so these writes are not the program's); startWebhookServer does it too when it was not done.
 */
export function deployWebhookService(env: KubeEnv, port = DEFAULT_WEBHOOK_PORT): void {
  for (const svc of referencedServices(env).values()) {
    if (env.server.store.get('services', svc.namespace, svc.name) !== undefined) continue;
    if (env.server.store.get('namespaces', '', svc.namespace) === undefined)
      env.server.create(
        ADMIN,
        { group: '', version: 'v1', resource: 'namespaces' },
        {
          apiVersion: 'v1',
          kind: 'Namespace',
          metadata: { name: svc.namespace },
        },
      );
    env.server.create(
      ADMIN,
      { group: '', version: 'v1', resource: 'services', namespace: svc.namespace },
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: svc.name, namespace: svc.namespace },
        spec: {
          ports: [{ port: svc.port, protocol: 'TCP', targetPort: port }],
          selector: { 'control-plane': 'controller-manager' },
        },
      },
    );
  }
  for (const { resource, obj } of configurations(env)) {
    let changed = false;
    const webhooks = Array.isArray(obj.webhooks) ? obj.webhooks : [];
    for (const w of webhooks) {
      if (!isObject(w) || !isObject(w.clientConfig) || !isObject(w.clientConfig.service)) continue;
      if (str(w.clientConfig.caBundle) !== '') continue;
      w.clientConfig.caBundle = CERT_MANAGER_CA;
      changed = true;
    }
    if (changed) env.server.update(CAINJECTOR, { group: WEBHOOK_GROUP, version: 'v1', resource }, obj);
  }
}

/** The manager Pod becomes the endpoints of every referenced Service (deployed if it was not). */
function exposeInCluster(
  env: KubeEnv,
  port: number,
): { dnsNames: string[]; exposed: { namespace: string; name: string }[] } {
  deployWebhookService(env, port);
  const dnsNames: string[] = [];
  const exposed: { namespace: string; name: string }[] = [];
  for (const svc of referencedServices(env).values()) {
    exposed.push({ namespace: svc.namespace, name: svc.name });
    dnsNames.push(`${svc.name}.${svc.namespace}.svc`, `${svc.name}.${svc.namespace}.svc.cluster.local`);
    env.server.network.setServiceEndpoints(svc.namespace, svc.name, [{ ip: MANAGER_POD_IP, port }]);
  }
  return { dnsNames, exposed };
}

function joinPath(dir: string, name: string): string {
  return dir.endsWith('/') ? dir + name : `${dir}/${name}`;
}

/**
 * tls.LoadX509KeyPair(certPath, keyPath) on the manager's file system: '' when the key pair is there
 * (the manager runs in the cluster with cert-manager's Secret mounted, or the scenario mounted
 * certificates), else os.ReadFile's error for the certificate file.
 */
export function certificateFileError(certPath: string, keyPath: string): string {
  const env = maybeKubeEnv();
  const we: WebhookEnvironment = env === undefined ? { deployment: 'local' } : webhookEnvironment(env);
  if (we.deployment === 'local' && we.loadKeyPair !== undefined) {
    const pair = we.loadKeyPair(certPath, keyPath);
    return pair.ok ? '' : pair.error;
  }
  const certs = we.certs ?? (we.deployment === 'cluster' ? 'mounted' : 'missing');
  return certs === 'mounted' ? '' : `open ${certPath}: no such file or directory`;
}

/** DefaultServer.Start: load the serving certificate, listen, serve the registered paths. */
export function startWebhookServer(
  env: KubeEnv,
  registrations: readonly WebhookRegistration[],
  opts: WebhookServerOptions = {},
): StartWebhookServerResult {
  const we = webhookEnvironment(env);
  const deployment = opts.deployment ?? we.deployment;
  const certs = opts.certs ?? we.certs ?? (deployment === 'cluster' ? 'mounted' : 'missing');
  const port = opts.port !== undefined && opts.port > 0 ? opts.port : DEFAULT_WEBHOOK_PORT;
  const certDir = opts.certDir !== undefined && opts.certDir !== '' ? opts.certDir : DEFAULT_CERT_DIR;
  const certName = opts.certName || 'tls.crt';
  if (deployment === 'local' && we.loadKeyPair !== undefined) {
    const pair = we.loadKeyPair(joinPath(certDir, certName), joinPath(certDir, opts.keyName || 'tls.key'));
    if (!pair.ok) return { ok: false, error: pair.error };
    const ip = we.ip ?? LAPTOP_IP;
    return { ok: true, server: new RunningWebhookServer(env, ip, port, registrations, pair.certificate) };
  }
  if (certs === 'missing') {
    // certwatcher.New → tls.LoadX509KeyPair → os.ReadFile
    return { ok: false, error: `open ${joinPath(certDir, certName)}: no such file or directory` };
  }
  if (deployment === 'cluster') {
    const { dnsNames, exposed } = exposeInCluster(env, port);
    const cert: Certificate = { caBundle: CERT_MANAGER_CA, dnsNames };
    const server = new RunningWebhookServer(env, MANAGER_POD_IP, port, registrations, cert);
    server.exposed.push(...exposed);
    return { ok: true, server };
  }
  // on the laptop: a self-made certificate for localhost; nothing in the cluster routes here
  const cert: Certificate = { caBundle: 'local-ca', dnsNames: ['localhost'], ipAddresses: ['127.0.0.1'] };
  return { ok: true, server: new RunningWebhookServer(env, LAPTOP_IP, port, registrations, cert) };
}

/** controller-runtime's generateValidatePath / generateMutatePath (pkg/builder/webhook.go). */
export function generateValidatePath(gvk: { group: string; version: string; kind: string }): string {
  return `/validate-${gvk.group.replaceAll('.', '-')}-${gvk.version}-${gvk.kind.toLowerCase()}`;
}
export function generateMutatePath(gvk: { group: string; version: string; kind: string }): string {
  return `/mutate-${gvk.group.replaceAll('.', '-')}-${gvk.version}-${gvk.kind.toLowerCase()}`;
}
