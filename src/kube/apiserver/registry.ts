/**
 * The kinds the API server serves: built-ins with their scope and strategy facts, plus CRDs registered at
 * run time from CustomResourceDefinition objects.
 */
import type { GroupResource, GroupVersionKind, GroupVersionResource, JsonObject } from './types.ts';
import { groupVersionString, isObject, str } from './types.ts';

/**
 * How `metadata.generation` moves on update:
 * - `none`: never set (ConfigMap, Secret, RBAC, ...);
 * - `spec`: bumped when `.spec` changes (built-in strategies compare Spec);
 * - `specOrAnnotations`: Deployments, whose strategy also bumps on annotation changes;
 * - `content`: bumped when anything but metadata (and status, with the subresource) changes (CRDs, [AX] strategy.go).
 */
export type GenerationPolicy = 'none' | 'spec' | 'specOrAnnotations' | 'content';

/** Which name validation `metadata.name` gets ([AM] validation: DNS-1123 subdomain / label, DNS-1035 label). */
export type NameRule = 'subdomain' | 'label' | 'dns1035' | 'pathSegment';

export type ResourceInfo = {
  group: string;
  version: string;
  kind: string;
  listKind: string;
  resource: string;
  singular: string;
  namespaced: boolean;
  /** the /status subresource is installed */
  statusSubresource: boolean;
  generation: GenerationPolicy;
  /** strategy AllowUnconditionalUpdate: an Update with empty resourceVersion is last-write-wins */
  unconditionalUpdate: boolean;
  builtin: boolean;
  nameRule: NameRule;
  /** OpenAPI v3 schema (CRD versions[].schema.openAPIV3Schema), JSON as in the CRD */
  schema?: JsonObject;
  /** extra field selector labels besides metadata.name / metadata.namespace */
  selectableFields?: readonly string[];
  /** the CRD that registered it */
  crdName?: string;
  /** CRDs: the version objects are written to storage in (spec.versions[].storage) */
  storageVersion?: string;
  /** CRDs: spec.conversion.webhook when spec.conversion.strategy is Webhook (else strategy None) */
  conversionWebhook?: JsonObject;
  /** the /scale subresource (an autoscaling/v1 Scale over these fields; scale.ts) */
  scale?: ScaleSubresource;
  /** stored in the table of this group's same-named resource, converted on the way (events.k8s.io) */
  storageGroup?: string;
};

/**
 * Where a kind keeps what its /scale subresource shows: dotted paths as a CRD's
 * subresources.scale gives them (`.spec.replicas`), and for the in-tree kinds `specSelector`: their
 * label selector is a field of the spec ([K8S] pkg/registry/apps/deployment/storage/storage.go
 * scaleFromDeployment and its ReplicaSet, StatefulSet and ReplicationController twins).
 */
export type ScaleSubresource = {
  specReplicasPath: string;
  statusReplicasPath: string;
  /** CRDs: a string field holding the selector in its serialized form */
  labelSelectorPath?: string;
  /** in-tree kinds: spec.selector, a LabelSelector (apps) or a map (ReplicationController) */
  specSelector?: 'labelSelector' | 'map';
};

/** The in-tree kinds with a /scale subresource ([K8S] pkg/registry/{apps,core}/.../storage.go ScaleREST). */
const inTreeScale = (specSelector: 'labelSelector' | 'map'): ScaleSubresource => ({
  specReplicasPath: '.spec.replicas',
  statusReplicasPath: '.status.replicas',
  specSelector,
});
const BUILTIN_SCALE: Record<string, ScaleSubresource> = {
  'apps/Deployment': inTreeScale('labelSelector'),
  'apps/ReplicaSet': inTreeScale('labelSelector'),
  'apps/StatefulSet': inTreeScale('labelSelector'),
  '/ReplicationController': inTreeScale('map'),
};

export function gvrOf(info: ResourceInfo): GroupVersionResource {
  return { group: info.group, version: info.version, resource: info.resource };
}
export function grOf(info: ResourceInfo): GroupResource {
  return { group: info.group, resource: info.resource };
}
export function apiVersionOf(info: ResourceInfo): string {
  return groupVersionString(info.group, info.version);
}

type BuiltinSpec = [
  group: string,
  version: string,
  kind: string,
  resource: string,
  namespaced: boolean,
  status: boolean,
  generation: GenerationPolicy,
  nameRule?: NameRule,
  selectableFields?: readonly string[],
];

// Scope, status subresource and generation tracking as the in-tree strategies define them
// (kubernetes/kubernetes pkg/registry/<group>/<kind>/strategy.go: NamespaceScoped, PrepareForUpdate).
const BUILTINS: readonly BuiltinSpec[] = [
  ['', 'v1', 'Namespace', 'namespaces', false, true, 'none', 'label', ['status.phase']],
  ['', 'v1', 'Node', 'nodes', false, true, 'none', 'subdomain', ['spec.unschedulable']],
  [
    '',
    'v1',
    'Pod',
    'pods',
    true,
    true,
    'spec',
    'subdomain',
    [
      'spec.nodeName',
      'spec.restartPolicy',
      'spec.schedulerName',
      'spec.serviceAccountName',
      'spec.hostNetwork',
      'status.phase',
      'status.podIP',
      'status.podIPs',
      'status.nominatedNodeName',
    ],
  ],
  ['', 'v1', 'Secret', 'secrets', true, false, 'none', 'subdomain', ['type']],
  ['', 'v1', 'ConfigMap', 'configmaps', true, false, 'none', 'subdomain'],
  ['', 'v1', 'Service', 'services', true, true, 'none', 'dns1035', ['spec.clusterIP', 'spec.type']],
  ['', 'v1', 'ServiceAccount', 'serviceaccounts', true, false, 'none', 'subdomain'],
  [
    '',
    'v1',
    'Event',
    'events',
    true,
    false,
    'none',
    'subdomain',
    [
      'involvedObject.kind',
      'involvedObject.namespace',
      'involvedObject.name',
      'involvedObject.uid',
      'involvedObject.apiVersion',
      'involvedObject.resourceVersion',
      'involvedObject.fieldPath',
      'reason',
      'reportingComponent',
      'source',
      'type',
    ],
  ],
  ['', 'v1', 'Endpoints', 'endpoints', true, false, 'none', 'subdomain'],
  ['', 'v1', 'PersistentVolumeClaim', 'persistentvolumeclaims', true, true, 'none', 'subdomain'],
  ['', 'v1', 'PersistentVolume', 'persistentvolumes', false, true, 'none', 'subdomain'],
  ['', 'v1', 'ResourceQuota', 'resourcequotas', true, true, 'none', 'subdomain'],
  ['', 'v1', 'LimitRange', 'limitranges', true, false, 'none', 'subdomain'],
  [
    '',
    'v1',
    'ReplicationController',
    'replicationcontrollers',
    true,
    true,
    'spec',
    'subdomain',
    ['status.replicas'],
  ],
  ['apps', 'v1', 'Deployment', 'deployments', true, true, 'specOrAnnotations', 'subdomain'],
  ['apps', 'v1', 'ReplicaSet', 'replicasets', true, true, 'spec', 'subdomain'],
  ['apps', 'v1', 'StatefulSet', 'statefulsets', true, true, 'spec', 'label'],
  ['apps', 'v1', 'DaemonSet', 'daemonsets', true, true, 'spec', 'subdomain'],
  ['apps', 'v1', 'ControllerRevision', 'controllerrevisions', true, false, 'none', 'subdomain'],
  ['networking.k8s.io', 'v1', 'Ingress', 'ingresses', true, true, 'spec', 'subdomain'],
  ['networking.k8s.io', 'v1', 'IngressClass', 'ingressclasses', false, false, 'spec', 'subdomain'],
  ['networking.k8s.io', 'v1', 'NetworkPolicy', 'networkpolicies', true, false, 'spec', 'subdomain'],
  ['policy', 'v1', 'PodDisruptionBudget', 'poddisruptionbudgets', true, true, 'spec', 'subdomain'],
  [
    'autoscaling',
    'v2',
    'HorizontalPodAutoscaler',
    'horizontalpodautoscalers',
    true,
    true,
    'none',
    'subdomain',
  ],
  ['batch', 'v1', 'Job', 'jobs', true, true, 'spec', 'subdomain', ['status.successful']],
  ['batch', 'v1', 'CronJob', 'cronjobs', true, true, 'spec', 'subdomain'],
  ['rbac.authorization.k8s.io', 'v1', 'Role', 'roles', true, false, 'none', 'pathSegment'],
  // create-only reviews, answered and never stored (see reviews.ts)
  ['authentication.k8s.io', 'v1', 'TokenReview', 'tokenreviews', false, false, 'none', 'subdomain'],
  [
    'authorization.k8s.io',
    'v1',
    'SubjectAccessReview',
    'subjectaccessreviews',
    false,
    false,
    'none',
    'subdomain',
  ],
  ['rbac.authorization.k8s.io', 'v1', 'ClusterRole', 'clusterroles', false, false, 'none', 'pathSegment'],
  ['rbac.authorization.k8s.io', 'v1', 'RoleBinding', 'rolebindings', true, false, 'none', 'pathSegment'],
  [
    'rbac.authorization.k8s.io',
    'v1',
    'ClusterRoleBinding',
    'clusterrolebindings',
    false,
    false,
    'none',
    'pathSegment',
  ],
  [
    'apiextensions.k8s.io',
    'v1',
    'CustomResourceDefinition',
    'customresourcedefinitions',
    false,
    true,
    'spec',
    'subdomain',
  ],
  [
    'admissionregistration.k8s.io',
    'v1',
    'ValidatingWebhookConfiguration',
    'validatingwebhookconfigurations',
    false,
    false,
    'none',
    'subdomain',
  ],
  [
    'admissionregistration.k8s.io',
    'v1',
    'MutatingWebhookConfiguration',
    'mutatingwebhookconfigurations',
    false,
    false,
    'none',
    'subdomain',
  ],
  ['coordination.k8s.io', 'v1', 'Lease', 'leases', true, false, 'none', 'subdomain'],
  // [K8S] pkg/registry/storage/storageclass/strategy.go: cluster-scoped, no spec, no status
  ['storage.k8s.io', 'v1', 'StorageClass', 'storageclasses', false, false, 'none', 'subdomain'],
  // [K8S] pkg/registry/discovery/endpointslice/strategy.go: generation 1 on create, +1 when anything
  // but metadata changes
  ['discovery.k8s.io', 'v1', 'EndpointSlice', 'endpointslices', true, false, 'content', 'subdomain'],
];

export class Registry {
  private readonly byResource = new Map<string, ResourceInfo>();
  private readonly byKind = new Map<string, ResourceInfo>();

  constructor() {
    for (const [
      group,
      version,
      kind,
      resource,
      namespaced,
      status,
      generation,
      nameRule,
      fields,
    ] of BUILTINS) {
      this.add({
        group,
        version,
        kind,
        listKind: kind + 'List',
        resource,
        singular: kind.toLowerCase(),
        namespaced,
        statusSubresource: status,
        generation,
        // Every in-tree strategy allows unconditional update; CRDs never do ([AX] strategy.go:269).
        unconditionalUpdate: true,
        builtin: true,
        nameRule: nameRule ?? 'subdomain',
        selectableFields: fields,
        ...(BUILTIN_SCALE[`${group}/${kind}`] && version === 'v1'
          ? { scale: BUILTIN_SCALE[`${group}/${kind}`] }
          : {}),
      });
    }
    // events.k8s.io/v1 serves the core Event storage ([K8S] pkg/registry/events/rest/storage_events.go),
    // converting each object on the way (conversion.ts convertEvent); its field labels are those of
    // [K8S] pkg/apis/events/v1/conversion.go AddFieldLabelConversionsForEvent.
    const core = this.lookup({ group: '', version: 'v1', resource: 'events' })!;
    const regarding = ['kind', 'namespace', 'name', 'uid', 'apiVersion', 'resourceVersion', 'fieldPath'];
    this.add({
      ...core,
      group: 'events.k8s.io',
      storageGroup: '',
      selectableFields: [
        'reason',
        ...regarding.map((f) => `regarding.${f}`),
        'reportingController',
        'source',
        'type',
      ],
    });
  }

  add(info: ResourceInfo): void {
    this.byResource.set(resourceKey(info.group, info.version, info.resource), info);
    this.byKind.set(kindKey(info.group, info.version, info.kind), info);
  }

  remove(info: ResourceInfo): void {
    this.byResource.delete(resourceKey(info.group, info.version, info.resource));
    this.byKind.delete(kindKey(info.group, info.version, info.kind));
  }

  lookup(gvr: GroupVersionResource): ResourceInfo | undefined {
    return this.byResource.get(resourceKey(gvr.group, gvr.version, gvr.resource));
  }

  lookupKind(gvk: GroupVersionKind): ResourceInfo | undefined {
    return this.byKind.get(kindKey(gvk.group, gvk.version, gvk.kind));
  }

  /** Every resource served under group (any version). */
  resourcesOfGroup(group: string): ResourceInfo[] {
    return [...this.byResource.values()].filter((r) => r.group === group);
  }

  all(): ResourceInfo[] {
    return [...this.byResource.values()];
  }

  /** Versions a CRD serves, as ResourceInfos ([AX] reads spec.versions[].served / subresources / schema). */
  static fromCRD(crd: JsonObject): ResourceInfo[] {
    const spec = isObject(crd.spec) ? crd.spec : {};
    const names = isObject(spec.names) ? spec.names : {};
    const group = str(spec.group);
    const kind = str(names.kind);
    const plural = str(names.plural);
    const out: ResourceInfo[] = [];
    const versions = Array.isArray(spec.versions) ? spec.versions : [];
    const storage = versions.find((v) => isObject(v) && v.storage === true);
    const conversion = isObject(spec.conversion) ? spec.conversion : {};
    const conversionWebhook =
      str(conversion.strategy) === 'Webhook' && isObject(conversion.webhook) ? conversion.webhook : undefined;
    for (const v of versions) {
      if (!isObject(v) || v.served === false) continue;
      const sub = isObject(v.subresources) ? v.subresources : undefined;
      const schemaHolder = isObject(v.schema) ? v.schema : undefined;
      const schema =
        schemaHolder && isObject(schemaHolder.openAPIV3Schema) ? schemaHolder.openAPIV3Schema : undefined;
      const selectable = Array.isArray(v.selectableFields)
        ? v.selectableFields.flatMap((f) =>
            isObject(f) && typeof f.jsonPath === 'string' ? [f.jsonPath.replace(/^\./, '')] : [],
          )
        : [];
      out.push({
        group,
        version: str(v.name),
        kind,
        listKind: str(names.listKind) || kind + 'List',
        resource: plural,
        singular: str(names.singular) || kind.toLowerCase(),
        namespaced: str(spec.scope) !== 'Cluster',
        statusSubresource: !!sub && isObject(sub.status),
        generation: 'content',
        unconditionalUpdate: false,
        builtin: false,
        nameRule: 'subdomain',
        schema,
        selectableFields: selectable,
        crdName: isObject(crd.metadata) ? str(crd.metadata.name) : '',
        ...(isObject(storage) ? { storageVersion: str(storage.name) } : {}),
        ...(conversionWebhook ? { conversionWebhook } : {}),
        ...(sub && isObject(sub.scale) ? { scale: crdScale(sub.scale) } : {}),
      });
    }
    return out;
  }
}

function resourceKey(group: string, version: string, resource: string): string {
  return `${group}/${version}/${resource}`;
}
function kindKey(group: string, version: string, kind: string): string {
  return `${group}/${version}/${kind}`;
}

function crdScale(sc: JsonObject): ScaleSubresource {
  return {
    specReplicasPath: str(sc.specReplicasPath),
    statusReplicasPath: str(sc.statusReplicasPath),
    ...(typeof sc.labelSelectorPath === 'string' ? { labelSelectorPath: sc.labelSelectorPath } : {}),
  };
}
