// Webhook configurations from `+kubebuilder:webhook` markers, as `controller-gen webhook` writes
// config/webhook/manifests.yaml (controller-tools pkg/webhook/parser.go): one
// MutatingWebhookConfiguration `mutating-webhook-configuration` and one
// ValidatingWebhookConfiguration `validating-webhook-configuration` (names overridable with
// `+kubebuilder:webhookconfiguration`), webhooks sorted by name, a `path=` becoming a reference to
// Service `webhook-service` in namespace `system` (kustomize renames both at deploy time), verbs
// and policies canonicalised case-insensitively, and the v1 checks on sideEffects, timeoutSeconds
// and admissionReviewVersions with controller-gen's error texts.

import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import type { MarkerComment } from './collect.ts';
import type { Universe } from './packages.ts';

interface WebhookMarker {
  mutating: boolean;
  failurePolicy: string;
  matchPolicy?: string;
  sideEffects?: string;
  timeoutSeconds?: number;
  groups: string[];
  resources: string[];
  verbs: string[];
  versions: string[];
  name: string;
  serviceName?: string;
  serviceNamespace?: string;
  path?: string;
  servicePort?: number;
  webhookVersions?: string[];
  admissionReviewVersions: string[];
  reinvocationPolicy?: string;
  url?: string;
  patch?: string;
}

function canonical(raw: string, values: readonly string[]): string {
  return values.find((v) => v.toLowerCase() === raw.toLowerCase()) ?? raw;
}

class WebhookError extends Error {}

function toWebhook(c: WebhookMarker): JsonObject {
  let matchPolicy: string | undefined;
  if (c.matchPolicy !== undefined && c.matchPolicy !== '') {
    const mp = ['Exact', 'Equivalent'].find((v) => v.toLowerCase() === c.matchPolicy!.toLowerCase());
    if (mp === undefined)
      throw new WebhookError(`unknown value ${JSON.stringify(c.matchPolicy)} for matchPolicy`);
    matchPolicy = mp;
  }
  const hasPath = (c.path ?? '') !== '';
  const hasUrl = (c.url ?? '') !== '';
  if (hasPath === hasUrl)
    throw new WebhookError('`url` or `path` markers are required and mutually exclusive');
  const clientConfig: JsonObject = hasPath
    ? {
        service: {
          name: c.serviceName || 'webhook-service',
          namespace: c.serviceNamespace || 'system',
          path: c.path!,
          ...(c.servicePort !== undefined ? { port: c.servicePort } : {}),
        },
      }
    : { url: c.url! };
  const operations = c.verbs.map((v) => canonical(v, ['CREATE', 'UPDATE', 'DELETE', 'CONNECT', '*']));
  const w: JsonObject = {
    admissionReviewVersions: c.admissionReviewVersions,
    clientConfig,
    failurePolicy: canonical(c.failurePolicy, ['Ignore', 'Fail']),
  };
  if (matchPolicy !== undefined) w.matchPolicy = matchPolicy;
  w.name = c.name;
  if (c.mutating) {
    const rp = ['Never', 'IfNeeded'].find(
      (v) => v.toLowerCase() === (c.reinvocationPolicy ?? '').toLowerCase(),
    );
    if (rp !== undefined) w.reinvocationPolicy = rp;
  }
  w.rules = [
    {
      apiGroups: c.groups.map((g) => (g === 'core' ? '' : g)),
      apiVersions: c.versions,
      operations,
      resources: c.resources,
    },
  ];
  const se = ['None', 'NoneOnDryRun', 'Some'].find(
    (v) => v.toLowerCase() === (c.sideEffects ?? '').toLowerCase(),
  );
  if (se === undefined)
    throw new WebhookError(
      'SideEffects is required for creating v1 {Mutating,Validating}WebhookConfiguration',
    );
  if (se === 'Some')
    throw new WebhookError(
      'SideEffects should not be set to `Some` or `Unknown` for v1 {Mutating,Validating}WebhookConfiguration',
    );
  w.sideEffects = se;
  if (c.timeoutSeconds !== undefined && c.timeoutSeconds !== 0) {
    if (c.timeoutSeconds < 1 || c.timeoutSeconds > 30)
      throw new WebhookError('TimeoutSeconds must be between 1 and 30 seconds');
    w.timeoutSeconds = c.timeoutSeconds;
  }
  if (c.admissionReviewVersions.length === 0)
    throw new WebhookError(
      'AdmissionReviewVersions is mandatory for v1 {Mutating,Validating}WebhookConfiguration',
    );
  if (c.webhookVersions !== undefined)
    for (const v of c.webhookVersions)
      if (v !== 'v1') throw new WebhookError(`unsupported webhook version: ${v}`);
  return w;
}

export function generateWebhooks(u: Universe): KubeObject[] {
  const mutating: { name: string; w: JsonObject }[] = [];
  const validating: { name: string; w: JsonObject }[] = [];
  let mutatingName = 'mutating-webhook-configuration';
  let validatingName = 'validating-webhook-configuration';
  for (const pkg of u.localPackages) {
    for (const { value, at } of pkg.markers.all('kubebuilder:webhookconfiguration')) {
      const c = value as { mutating: boolean; name?: string };
      if (c.name) {
        if (c.mutating) mutatingName = c.name;
        else validatingName = c.name;
      }
      void at;
    }
    const cfgs = pkg.markers
      .all('kubebuilder:webhook')
      .slice()
      .sort((a, b) => cmp((a.value as WebhookMarker).name, (b.value as WebhookMarker).name));
    for (const { value, at } of cfgs) {
      const c = value as WebhookMarker;
      try {
        const w = toWebhook(c);
        (c.mutating ? mutating : validating).push({ name: c.name, w });
      } catch (e) {
        if (!(e instanceof WebhookError)) throw e;
        report(u, at, e.message);
      }
    }
  }
  const out: KubeObject[] = [];
  if (mutating.length > 0)
    out.push({
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'MutatingWebhookConfiguration',
      metadata: { name: mutatingName },
      webhooks: mutating.sort((a, b) => cmp(a.name, b.name)).map((x) => x.w),
    });
  if (validating.length > 0)
    out.push({
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: { name: validatingName },
      webhooks: validating.sort((a, b) => cmp(a.name, b.name)).map((x) => x.w),
    });
  return out;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function report(u: Universe, at: MarkerComment, msg: string): void {
  u.error(at.file, at.pos, msg);
}
