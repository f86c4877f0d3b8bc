/**
 * Admission webhooks: matching (rules, scope, namespaceSelector, objectSelector), calling through the
 * simulated network, failurePolicy, and the API server's error strings ([AS] pkg/admission/plugin/webhook/*,
 * pkg/util/webhook/error.go; TOOLCHAIN.md Part B4).
 */
import type { HttpReply, SimNetwork } from './network.ts';
import { verifyCertificate } from './network.ts';
import type { JsonPatchOp } from './patch.ts';
import { jsonPatch, PatchError } from './patch.ts';
import { structuredSelectorMatches } from './selectors.ts';
import type { StatusError, StatusReason } from './status.ts';
import { badRequest, goQuote, internalError, StatusError as StatusErrorClass } from './status.ts';
import type { Json, JsonObject, UserInfo } from './types.ts';
import { deepCopy, isObject, str } from './types.ts';

export type Operation = 'CREATE' | 'UPDATE' | 'DELETE' | 'CONNECT';

export type AdmissionAttributes = {
  operation: Operation;
  group: string;
  version: string;
  kind: string;
  resource: string;
  subresource: string;
  namespaced: boolean;
  namespace: string;
  name: string;
  object: JsonObject | undefined;
  oldObject: JsonObject | undefined;
  user: UserInfo;
  dryRun: boolean;
  /**
   * The version the client asked for when the webhook is called at an equivalent version
   * (matchPolicy Equivalent): the review's requestKind / requestResource.
   */
  requestVersion?: string;
  /**
   * The objects' kind when it is not the resource's: an autoscaling/v1 Scale through `/scale`
   * (the subresource's scope.Kind, [K8S] deployment/storage/storage.go ScaleREST GroupVersionKind).
   */
  objectKind?: { group: string; version: string; kind: string };
};

/** Outcome of one webhook call, for the trace. */
export type WebhookCall = {
  webhook: string;
  configuration: string;
  mutating: boolean;
  url: string;
  outcome: 'allowed' | 'patched' | 'denied' | 'failedOpen' | 'failedClosed';
  message: string;
};

export type AdmissionContext = {
  network: SimNetwork;
  now: number;
  /** webhook configurations currently stored */
  configurations(mutating: boolean): JsonObject[];
  namespaceLabels(namespace: string): Record<string, Json> | undefined;
  service(namespace: string, name: string): JsonObject | undefined;
  nextUid(): string;
  /** Other served versions of the same group and resource (a CRD's), for matchPolicy Equivalent. */
  equivalentVersions?(a: AdmissionAttributes): string[];
  /** obj in `version` of the request's group (a CRD's conversion); throws the server's error. */
  convert?(obj: JsonObject, version: string): JsonObject;
};

export type AdmissionResult =
  | { kind: 'ok'; object: JsonObject | undefined; warnings: string[]; calls: WebhookCall[] }
  | { kind: 'error'; error: StatusError; warnings: string[]; calls: WebhookCall[] };

type Hook = { config: string; webhook: JsonObject };

export function runWebhooks(
  mutating: boolean,
  a: AdmissionAttributes,
  ctx: AdmissionContext,
): AdmissionResult {
  const warnings: string[] = [];
  const calls: WebhookCall[] = [];
  const hooks: Hook[] = [];
  const configs = ctx.configurations(mutating).sort((x, y) => name(x).localeCompare(name(y)));
  for (const c of configs) {
    for (const w of Array.isArray(c.webhooks) ? c.webhooks : [])
      if (isObject(w)) hooks.push({ config: name(c), webhook: w });
  }
  let object = a.object ? deepCopy(a.object) : undefined;
  for (const h of hooks) {
    const target = matchingAttributes(h.webhook, a, ctx);
    if (target === undefined) continue;
    // at an equivalent version the webhook sees the objects converted, and its patch applies there
    const converted = target.version !== a.version;
    const at = (o: JsonObject | undefined) =>
      o !== undefined && converted && ctx.convert ? ctx.convert(o, target.version) : o;
    const sent = at(object);
    const hookName = str(h.webhook.name);
    const sideEffects = str(h.webhook.sideEffects);
    if (a.dryRun && (sideEffects === 'Unknown' || sideEffects === 'Some' || sideEffects === ''))
      return {
        kind: 'error',
        error: badRequest(`admission webhook ${goQuote(hookName)} does not support dry run`),
        warnings,
        calls,
      };
    const failClosed = str(h.webhook.failurePolicy) !== 'Ignore';
    const res = callWebhook(h, { ...target, object: sent, oldObject: at(a.oldObject) }, ctx);
    if (res.kind === 'callError') {
      // [AS] util/webhook/error.go ErrCallingWebhook.Error()
      const text = `failed calling webhook ${goQuote(hookName)}: failed to call webhook: ${res.message}`;
      calls.push({
        webhook: hookName,
        configuration: h.config,
        mutating,
        url: res.url,
        outcome: failClosed ? 'failedClosed' : 'failedOpen',
        message: text,
      });
      if (failClosed) return { kind: 'error', error: internalError(text), warnings, calls };
      continue;
    }
    const response = res.response;
    if (Array.isArray(response.warnings))
      for (const w of response.warnings) if (typeof w === 'string') warnings.push(w);
    if (response.allowed !== true) {
      const err = toStatusErr(hookName, isObject(response.status) ? response.status : undefined);
      calls.push({
        webhook: hookName,
        configuration: h.config,
        mutating,
        url: res.url,
        outcome: 'denied',
        message: err.message,
      });
      return { kind: 'error', error: err, warnings, calls };
    }
    if (mutating && typeof response.patch === 'string' && sent) {
      let patched: JsonObject;
      try {
        const ops = JSON.parse(decodeBase64(response.patch)) as JsonPatchOp[];
        patched = jsonPatch(sent, ops) as JsonObject;
      } catch (e) {
        const msg = e instanceof PatchError ? e.message : String(e);
        const text = `failed calling webhook ${goQuote(hookName)}: ${msg}`;
        calls.push({
          webhook: hookName,
          configuration: h.config,
          mutating,
          url: res.url,
          outcome: 'failedClosed',
          message: text,
        });
        return { kind: 'error', error: internalError(text), warnings, calls };
      }
      calls.push({
        webhook: hookName,
        configuration: h.config,
        mutating,
        url: res.url,
        outcome: 'patched',
        message: '',
      });
      // The patched object back in the request's version: a conversion webhook's failure is the
      // request's error, as the dispatcher returns the object convertor's ([K] apiserver
      // webhook/mutating/dispatcher.go Dispatch: GetObjectConvertor().Convert).
      try {
        object = converted && ctx.convert ? ctx.convert(patched, a.version) : patched;
      } catch (e) {
        if (e instanceof StatusErrorClass) return { kind: 'error', error: e, warnings, calls };
        throw e;
      }
    } else {
      calls.push({
        webhook: hookName,
        configuration: h.config,
        mutating,
        url: res.url,
        outcome: 'allowed',
        message: '',
      });
    }
  }
  return { kind: 'ok', object, warnings, calls };
}

/** [AS] pkg/admission/plugin/webhook/errors/statuserror.go ToStatusErr. */
function toStatusErr(webhookName: string, result: JsonObject | undefined): StatusError {
  const deniedBy = `admission webhook ${goQuote(webhookName)} denied the request`;
  let code = result && typeof result.code === 'number' ? result.code : 0;
  // only codes under 400 are raised: a webhook's own 500 (controller-runtime's Errored after a
  // panic) reaches the client as 500
  if (code < 400) code = 400;
  const message = result ? str(result.message) : '';
  const reason = result ? str(result.reason) : '';
  let text: string;
  if (message !== '') text = `${deniedBy}: ${message}`;
  else if (reason !== '') text = `${deniedBy}: ${reason}`;
  else text = `${deniedBy} without explanation`;
  const details = result && isObject(result.details) ? (result.details as JsonObject) : undefined;
  return new StatusErrorClass({
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message: text,
    reason: reason as StatusReason,
    ...(details ? { details: details as never } : {}),
    code,
  });
}

type CallResult =
  | { kind: 'response'; response: JsonObject; url: string }
  | { kind: 'callError'; message: string; url: string };

/** What posting a review to a webhook's clientConfig gives: the server's reply, or the client's error. */
export type PostResult =
  | { kind: 'reply'; reply: HttpReply; url: string }
  | { kind: 'callError'; message: string; url: string };

/** The part of the server a webhook call needs (admission and CRD conversion alike). */
export type WebhookDialContext = Pick<AdmissionContext, 'network' | 'now' | 'service'>;

/**
 * POST a review to the webhook a clientConfig names (a Service or a URL), as the API server's webhook
 * client does ([AS] pkg/util/webhook): resolve, dial, verify TLS against caBundle, honour the timeout.
 * Errors are the rest client's `Post "<url>": <cause>`.
 */
export function postReview(
  cc: JsonObject,
  timeoutSeconds: number,
  review: () => JsonObject,
  ctx: WebhookDialContext,
): PostResult {
  const caBundle = typeof cc.caBundle === 'string' && cc.caBundle !== '' ? cc.caBundle : undefined;
  if (isObject(cc.service)) {
    const svcNs = str(cc.service.namespace);
    const svcName = str(cc.service.name);
    const port = typeof cc.service.port === 'number' ? cc.service.port : 443;
    const path = str(cc.service.path);
    const host = `${svcName}.${svcNs}.svc`;
    const url = `https://${host}:${port}${path}?timeout=${timeoutSeconds}s`;
    const fail = (message: string): PostResult => ({
      kind: 'callError',
      message: `Post ${goQuote(url)}: ${message}`,
      url,
    });
    const svc = ctx.service(svcNs, svcName);
    if (!svc) return fail(`service ${goQuote(svcName)} not found`);
    const spec = isObject(svc.spec) ? svc.spec : {};
    const ports = Array.isArray(spec.ports) ? spec.ports.filter(isObject) : [];
    if (!ports.some((p) => p.port === port))
      return fail(`no service port ${port} found for service ${goQuote(svcName)}`);
    const eps = ctx.network.serviceEndpoints(svcNs, svcName);
    if (eps.length === 0) return fail(`no endpoints available for service ${goQuote(svcName)}`);
    // kube-proxy forwards the ClusterIP to an endpoint; errors name the address the apiserver dialled
    const dialed = ctx.network.dial(eps[0].ip, eps[0].port);
    const ip = str(spec.clusterIP);
    return finishPost(dialed, { url, host, ip, port, path, caBundle, timeoutSeconds }, review, ctx);
  }
  const rawUrl = str(cc.url);
  const url = `${rawUrl}?timeout=${timeoutSeconds}s`;
  const m = /^https:\/\/([^/:]+)(?::(\d+))?(\/.*)?$/.exec(rawUrl);
  if (!m) return { kind: 'callError', message: `Post ${goQuote(url)}: unsupported protocol scheme`, url };
  const host = m[1];
  const port = m[2] ? Number(m[2]) : 443;
  const path = m[3] ?? '/';
  const ip = ctx.network.resolve(host);
  if (!ip)
    return {
      kind: 'callError',
      message: `Post ${goQuote(url)}: dial tcp: lookup ${host} on ${ctx.network.dnsServer}: no such host`,
      url,
    };
  return finishPost(
    ctx.network.dial(ip, port),
    { url, host, ip, port, path, caBundle, timeoutSeconds },
    review,
    ctx,
  );
}

function finishPost(
  dialed: ReturnType<SimNetwork['dial']>,
  t: {
    url: string;
    host: string;
    ip: string;
    port: number;
    path: string;
    caBundle: string | undefined;
    timeoutSeconds: number;
  },
  review: () => JsonObject,
  ctx: WebhookDialContext,
): PostResult {
  const fail = (message: string): PostResult => ({
    kind: 'callError',
    message: `Post ${goQuote(t.url)}: ${message}`,
    url: t.url,
  });
  if (dialed.kind === 'refused') return fail(`dial tcp ${t.ip}:${t.port}: connect: connection refused`);
  if (dialed.kind === 'blackhole') return fail('context deadline exceeded');
  if (dialed.kind === 'noSuchHost')
    return fail(`dial tcp: lookup ${t.host} on ${ctx.network.dnsServer}: no such host`);
  const l = dialed.listener;
  const tlsErr = verifyCertificate(l.certificate, t.caBundle, t.host, ctx.now);
  if (tlsErr) return fail(tlsErr);
  if ((l.latencyMs ?? 0) > t.timeoutSeconds * 1000) return fail('context deadline exceeded');
  return { kind: 'reply', reply: l.handle(t.path, review()), url: t.url };
}

/** client-go's error for a non-Status body ([AM] NewGenericServerResponse). */
export function genericServerResponse(code: number, body: string): string {
  return code === 404
    ? 'the server could not find the requested resource'
    : `an error on the server (${goQuote(body)}) has prevented the request from succeeding`;
}

function callWebhook(h: Hook, a: AdmissionAttributes, ctx: AdmissionContext): CallResult {
  const w = h.webhook;
  const cc = isObject(w.clientConfig) ? w.clientConfig : {};
  const timeoutSeconds = typeof w.timeoutSeconds === 'number' ? w.timeoutSeconds : 10;
  let uid = '';
  const posted = postReview(
    cc,
    timeoutSeconds,
    () => {
      uid = ctx.nextUid();
      return { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', request: reviewRequest(uid, a) };
    },
    ctx,
  );
  if (posted.kind === 'callError') return posted;
  const reply = posted.reply;
  if (reply.kind === 'http')
    return { kind: 'callError', message: genericServerResponse(reply.code, reply.body), url: posted.url };
  const resp = isObject(reply.review.response) ? reply.review.response : undefined;
  if (!resp) return { kind: 'callError', message: 'received empty response', url: posted.url };
  if (str(resp.uid) !== uid)
    return {
      kind: 'callError',
      message: `expected response.uid=${goQuote(uid)}, got ${goQuote(str(resp.uid))}`,
      url: posted.url,
    };
  return { kind: 'response', response: resp, url: posted.url };
}

function reviewRequest(uid: string, a: AdmissionAttributes): JsonObject {
  const r: JsonObject = {
    uid,
    kind: a.objectKind ?? { group: a.group, version: a.version, kind: a.kind },
    resource: { group: a.group, version: a.version, resource: a.resource },
    requestKind: a.objectKind ?? { group: a.group, version: a.requestVersion ?? a.version, kind: a.kind },
    requestResource: { group: a.group, version: a.requestVersion ?? a.version, resource: a.resource },
    name: a.name,
    operation: a.operation,
    userInfo: { username: a.user.username, groups: [...a.user.groups] },
    object: a.object ?? null,
    oldObject: a.oldObject ?? null,
    dryRun: a.dryRun,
  };
  if (a.subresource) r.subResource = a.subresource;
  if (a.namespaced) r.namespace = a.namespace;
  return r;
}

function name(o: JsonObject): string {
  return isObject(o.metadata) ? str(o.metadata.name) : '';
}

/**
 * The attributes a webhook is called with, or undefined when it does not apply: the request's own
 * when a rule matches it; otherwise, unless matchPolicy is Exact, the first equivalent version a rule
 * matches ([AS] pkg/admission/plugin/webhook/generic/webhook.go ShouldCallHook: the default policy
 * of admissionregistration.k8s.io/v1 is Equivalent).
 */
function matchingAttributes(
  w: JsonObject,
  a: AdmissionAttributes,
  ctx: AdmissionContext,
): AdmissionAttributes | undefined {
  if (matches(w, a, ctx)) return a;
  if (str(w.matchPolicy) === 'Exact' || ctx.equivalentVersions === undefined) return undefined;
  for (const version of ctx.equivalentVersions(a)) {
    const eq = { ...a, version, requestVersion: a.version };
    if (matches(w, eq, ctx)) return eq;
  }
  return undefined;
}

/** Rule matching ([AS] pkg/admission/plugin/webhook/predicates/rules/rules.go): '*' is all resources but not subresources. */
function matches(w: JsonObject, a: AdmissionAttributes, ctx: AdmissionContext): boolean {
  const rules = Array.isArray(w.rules) ? w.rules.filter(isObject) : [];
  const ruleOk = rules.some((r) => {
    const ops = Array.isArray(r.operations) ? r.operations : [];
    if (!ops.includes('*') && !ops.includes(a.operation)) return false;
    const groups = Array.isArray(r.apiGroups) ? r.apiGroups : [];
    if (!groups.includes('*') && !groups.includes(a.group)) return false;
    const versions = Array.isArray(r.apiVersions) ? r.apiVersions : [];
    if (!versions.includes('*') && !versions.includes(a.version)) return false;
    const scope = str(r.scope) || '*';
    if (scope === 'Cluster' && a.namespaced) return false;
    if (scope === 'Namespaced' && !a.namespaced) return false;
    const resources = Array.isArray(r.resources) ? r.resources.map(String) : [];
    return resources.some((res) => {
      const [rr, sr = ''] = res.split('/');
      const resOk = rr === '*' || rr === a.resource;
      const subOk = sr === '*' || sr === a.subresource;
      return resOk && subOk;
    });
  });
  if (!ruleOk) return false;
  // namespaceSelector: for namespaced objects the namespace's labels; for a Namespace its own labels
  if (isObject(w.namespaceSelector)) {
    let labels: Record<string, Json> | undefined;
    if (a.namespaced) labels = ctx.namespaceLabels(a.namespace);
    else if (a.resource === 'namespaces' && a.group === '') labels = objectLabels(a.object ?? a.oldObject);
    if (a.namespaced || a.resource === 'namespaces') {
      if (!structuredSelectorMatches(w.namespaceSelector, labels)) return false;
    }
  }
  if (isObject(w.objectSelector)) {
    const ok =
      structuredSelectorMatches(w.objectSelector, objectLabels(a.object)) ||
      (a.oldObject !== undefined && structuredSelectorMatches(w.objectSelector, objectLabels(a.oldObject)));
    if (!ok) return false;
  }
  return true;
}

function objectLabels(o: JsonObject | undefined): Record<string, Json> | undefined {
  if (!o || !isObject(o.metadata) || !isObject(o.metadata.labels)) return undefined;
  return o.metadata.labels;
}

function decodeBase64(s: string): string {
  const bin = atob(s);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

export function encodeBase64(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export type { StatusError };
