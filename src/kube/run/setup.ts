// The cluster before the program starts, as `make install deploy` + `kubectl apply` leave it: CRDs,
// the manager's namespace, ServiceAccount and role bindings, then the caller's objects — all as
// cluster-admin. A failed apply is reported with kubectl's wording and stops the run.

import type { ResourceInfo } from '../apiserver/index.ts';
import { ADMIN_USER, type ApiServer, type PatchedDecode, type RequestContext } from '../apiserver/server.ts';
import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import { metaOf, parseApiVersion, str } from '../apiserver/types.ts';
import { KUBECTL_USER_AGENT } from '../rest/version.ts';
import type { ProjectInfo } from './project.ts';

const admin: RequestContext = {
  user: ADMIN_USER,
  userAgent: KUBECTL_USER_AGENT,
  clientPath: 'direct',
};
const RBAC = 'rbac.authorization.k8s.io';

/** `Error from server (<Reason>): error when creating "<source>": <message>` (kubectl apply). */
function applyError(source: string, obj: KubeObject, r: ApiResponse): string {
  if (r.ok) return '';
  const reason = r.status.reason || 'InternalError';
  void obj;
  return `Error from server (${reason}): error when creating "${source}": ${r.status.message}\n`;
}

type ApiResponse = ReturnType<ApiServer['create']>;

/**
 * kubectl's warning writer ([CG] rest/warnings.go NewWarningWriter, as kubectl sets it up with
 * Deduplicate: true): `Warning: <text>` on stderr for each warning the server returned, each text
 * once per kubectl invocation.
 */
export class WarningWriter {
  private readonly seen = new Set<string>();
  write(warnings: readonly string[]): string {
    let out = '';
    for (const w of warnings) {
      if (this.seen.has(w)) continue;
      this.seen.add(w);
      out += `Warning: ${w}\n`;
    }
    return out;
  }
}

/**
 * Create one object as admin: '' or kubectl's error line; the server's warnings (admission
 * webhooks' `admission.Warnings`, pruning) go through `warn` as kubectl prints them.
 */
export function applyObject(
  server: ApiServer,
  obj: KubeObject,
  source: string,
  decode?: (info: ResourceInfo, obj: KubeObject) => PatchedDecode,
  warn?: (warnings: readonly string[]) => void,
): string {
  const apiVersion = str(obj.apiVersion);
  const kind = str(obj.kind);
  if (apiVersion === '' || kind === '')
    return `error: error validating "${source}": error validating data: [${apiVersion === '' ? 'apiVersion not set' : ''}${apiVersion === '' && kind === '' ? ', ' : ''}${kind === '' ? 'kind not set' : ''}]; if you choose to ignore these errors, turn validation off with --validate=false\n`;
  const { group, version } = parseApiVersion(apiVersion);
  const info = server.registry.lookupKind({ group, version, kind });
  if (info === undefined)
    return `error: resource mapping not found for name: "${str(metaOf(obj).name)}" namespace: "${str(metaOf(obj).namespace)}" from "${source}": no matches for kind "${kind}" in version "${apiVersion}"\nensure CRDs are installed first\n`;
  const body = structuredClone(obj) as KubeObject;
  const m = metaOf(body);
  let namespace: string | undefined;
  if (info.namespaced) {
    namespace = str(m.namespace) || 'default';
    m.namespace = namespace;
  }
  const target = { group, version, resource: info.resource, namespace };
  // kubectl's --validate=strict: the server decodes the body strictly before it admits and stores it
  const decoded = decode?.(info, body);
  const r = server.handle(admin, { ...target, verb: 'create', body, ...(decoded ? { decoded } : {}) });
  // `kubectl apply` of an object that exists (the default namespace, a shared fixture) updates it
  if (!r.ok && r.status.reason === 'AlreadyExists') {
    const p = server.patch(admin, target, str(m.name), 'merge', body);
    warn?.(p.warnings);
    return applyError(source, obj, p);
  }
  warn?.(r.warnings);
  return applyError(source, obj, r);
}

function clusterRoleBinding(name: string, role: string, p: ProjectInfo): KubeObject {
  return {
    apiVersion: `${RBAC}/v1`,
    kind: 'ClusterRoleBinding',
    metadata: { name },
    roleRef: { apiGroup: RBAC, kind: 'ClusterRole', name: role },
    subjects: [{ kind: 'ServiceAccount', name: p.serviceAccount, namespace: p.namespace }],
  };
}

/** kubebuilder's config/rbac/leader_election_role.yaml, namePrefixed. */
function leaderElection(p: ProjectInfo): KubeObject[] {
  const rules: JsonObject[] = [
    {
      apiGroups: [''],
      resources: ['configmaps'],
      verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'],
    },
    {
      apiGroups: ['coordination.k8s.io'],
      resources: ['leases'],
      verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'],
    },
    { apiGroups: [''], resources: ['events'], verbs: ['create', 'patch'] },
  ];
  return [
    {
      apiVersion: `${RBAC}/v1`,
      kind: 'Role',
      metadata: { name: `${p.name}-leader-election-role`, namespace: p.namespace },
      rules,
    },
    {
      apiVersion: `${RBAC}/v1`,
      kind: 'RoleBinding',
      metadata: { name: `${p.name}-leader-election-rolebinding`, namespace: p.namespace },
      roleRef: { apiGroup: RBAC, kind: 'Role', name: `${p.name}-leader-election-role` },
      subjects: [{ kind: 'ServiceAccount', name: p.serviceAccount, namespace: p.namespace }],
    },
  ];
}

/**
 * kubebuilder's config/rbac metrics_auth_role.yaml (+ binding: the manager may create the reviews
 * the metrics filter needs) and metrics_reader_role.yaml, namePrefixed, plus the binding the
 * scaffold's e2e test creates before it curls /metrics with the manager's token
 * (`kubectl create clusterrolebinding <name>-metrics-binding --clusterrole=<name>-metrics-reader`).
 */
function metricsRbac(p: ProjectInfo): KubeObject[] {
  return [
    {
      apiVersion: `${RBAC}/v1`,
      kind: 'ClusterRole',
      metadata: { name: `${p.name}-metrics-auth-role` },
      rules: [
        { apiGroups: ['authentication.k8s.io'], resources: ['tokenreviews'], verbs: ['create'] },
        { apiGroups: ['authorization.k8s.io'], resources: ['subjectaccessreviews'], verbs: ['create'] },
      ],
    },
    clusterRoleBinding(`${p.name}-metrics-auth-rolebinding`, `${p.name}-metrics-auth-role`, p),
    {
      apiVersion: `${RBAC}/v1`,
      kind: 'ClusterRole',
      metadata: { name: `${p.name}-metrics-reader` },
      rules: [{ nonResourceURLs: ['/metrics'], verbs: ['get'] }],
    },
    clusterRoleBinding(`${p.name}-metrics-binding`, `${p.name}-metrics-reader`, p),
  ];
}

/**
 * The deployed manager's objects: its namespace and ServiceAccount, and its roles bound to it —
 * the marker-generated ClusterRole/Roles (`rbac: 'markers'`), or cluster-admin.
 */
export function managerObjects(
  p: ProjectInfo,
  rbac: 'markers' | 'admin',
  roles: readonly KubeObject[],
): KubeObject[] {
  const out: KubeObject[] = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: p.namespace } },
    {
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { name: p.serviceAccount, namespace: p.namespace },
    },
    ...leaderElection(p),
    ...metricsRbac(p),
  ];
  if (rbac === 'admin') {
    out.push({
      apiVersion: `${RBAC}/v1`,
      kind: 'ClusterRole',
      metadata: { name: 'cluster-admin' },
      rules: [
        { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
        { nonResourceURLs: ['*'], verbs: ['*'] },
      ],
    });
    out.push(clusterRoleBinding(`${p.name}-manager-admin-rolebinding`, 'cluster-admin', p));
    return out;
  }
  for (const role of roles) {
    const name = str(metaOf(role).name);
    if (role.kind === 'ClusterRole') {
      out.push(role);
      out.push(clusterRoleBinding(`${p.name}-${name}binding`, name, p));
    } else if (role.kind === 'Role') {
      const ns = str(metaOf(role).namespace) || 'default';
      // a `namespace=` marker's Role lives in that namespace: created first (kustomize orders
      // Namespaces before everything else), so the Role applies instead of failing with NotFound
      if (!out.some((o) => o.kind === 'Namespace' && str(metaOf(o).name) === ns))
        out.splice(1, 0, { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } });
      out.push(role);
      out.push({
        apiVersion: `${RBAC}/v1`,
        kind: 'RoleBinding',
        metadata: { name: `${p.name}-${name}binding`, namespace: ns },
        roleRef: { apiGroup: RBAC, kind: 'Role', name },
        subjects: [{ kind: 'ServiceAccount', name: p.serviceAccount, namespace: p.namespace }],
      });
    }
  }
  return out;
}

/**
 * The webhook configurations as `make deploy` installs them: kustomize's namePrefix on the
 * configuration and on the `webhook-service` in `system`, which becomes the manager's namespace,
 * and cert-manager's CA injected into every caBundle.
 */
export function deployedWebhooks(
  p: ProjectInfo,
  webhooks: readonly KubeObject[],
  caBundle: string,
): KubeObject[] {
  return webhooks.map((w) => {
    const o = structuredClone(w) as KubeObject;
    const m = metaOf(o);
    m.name = `${p.name}-${str(m.name)}`;
    for (const hook of Array.isArray(o.webhooks) ? (o.webhooks as JsonObject[]) : []) {
      const cc = (hook.clientConfig ?? {}) as JsonObject;
      const svc = cc.service as JsonObject | undefined;
      if (svc !== undefined) {
        if (svc.namespace === 'system') svc.namespace = p.namespace;
        svc.name = `${p.name}-${str(svc.name)}`;
      }
      cc.caBundle = caBundle;
      hook.clientConfig = cc;
    }
    return o;
  });
}
