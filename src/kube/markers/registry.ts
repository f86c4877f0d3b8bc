// The marker definitions controller-gen registers for `rbac`, `crd`, `webhook` and `object`
// (controller-tools pkg/rbac/parser.go, pkg/webhook/parser.go, pkg/crd/markers/{crd,validation,
// topology,package}.go, pkg/deepcopy). Argument names are the lower-camel-cased field names unless a
// `marker:"..."` tag renames them. Markers with names not registered here are ignored, as
// controller-gen ignores unknown markers.

import type { ArgSpec, ArgType, Definition } from './args.ts';

const S: ArgSpec = { type: 'string' };
const So: ArgSpec = { type: 'string', optional: true };
const L: ArgSpec = { type: { slice: 'string' } };
const Lo: ArgSpec = { type: { slice: 'string' }, optional: true };
const Io: ArgSpec = { type: 'int', optional: true };
const B: ArgSpec = { type: 'bool' };

function anon(name: string, type: ArgType): Definition {
  return { name, kind: 'anon', type };
}
function empty(name: string): Definition {
  return { name, kind: 'empty' };
}
function struct(name: string, args: Record<string, ArgSpec>): Definition {
  return { name, kind: 'struct', args };
}

function table(defs: Definition[]): ReadonlyMap<string, Definition> {
  return new Map(defs.map((d) => [d.name, d]));
}

export const RBAC_RULE = struct('kubebuilder:rbac', {
  groups: Lo,
  resources: Lo,
  resourceNames: Lo,
  verbs: L,
  urls: Lo,
  namespace: So,
  roleName: So,
});

export const WEBHOOK = struct('kubebuilder:webhook', {
  mutating: B,
  failurePolicy: S,
  matchPolicy: So,
  sideEffects: So,
  timeoutSeconds: Io,
  groups: L,
  resources: L,
  verbs: L,
  versions: L,
  name: S,
  serviceName: So,
  serviceNamespace: So,
  path: So,
  servicePort: Io,
  webhookVersions: Lo,
  admissionReviewVersions: L,
  reinvocationPolicy: So,
  url: So,
  patch: So,
});

export const WEBHOOK_CONFIGURATION = struct('kubebuilder:webhookconfiguration', {
  mutating: B,
  name: So,
});

export const packageDefs = table([
  RBAC_RULE,
  WEBHOOK,
  WEBHOOK_CONFIGURATION,
  anon('groupName', 'string'),
  anon('versionName', 'string'),
  anon('kubebuilder:object:generate', 'bool'),
  empty('kubebuilder:skip'),
  empty('kubebuilder:validation:Optional'),
  empty('kubebuilder:validation:Required'),
]);

const VALIDATION: [string, ArgType][] = [
  ['Maximum', 'number'],
  ['Minimum', 'number'],
  ['ExclusiveMaximum', 'bool'],
  ['ExclusiveMinimum', 'bool'],
  ['MultipleOf', 'number'],
  ['MinProperties', 'int'],
  ['MaxProperties', 'int'],
  ['MaxLength', 'int'],
  ['MinLength', 'int'],
  ['Pattern', 'string'],
  ['MaxItems', 'int'],
  ['MinItems', 'int'],
  ['UniqueItems', 'bool'],
  ['Enum', { slice: 'any' }],
  ['Format', 'string'],
  ['Type', 'string'],
];

function validationDefs(): Definition[] {
  const out: Definition[] = [];
  for (const prefix of ['kubebuilder:validation:', 'kubebuilder:validation:items:']) {
    for (const [n, t] of VALIDATION) out.push(anon(prefix + n, t));
    out.push(
      empty(`${prefix}XPreserveUnknownFields`),
      empty(`${prefix}XEmbeddedResource`),
      empty(`${prefix}XIntOrString`),
    );
    out.push(
      struct(`${prefix}XValidation`, {
        rule: S,
        message: So,
        messageExpression: So,
        reason: So,
        fieldPath: So,
        optionalOldSelf: { type: 'bool', optional: true },
      }),
    );
  }
  return out;
}

const schemaCommon = (): Definition[] => [
  ...validationDefs(),
  empty('kubebuilder:pruning:PreserveUnknownFields'),
  anon('kubebuilder:title', 'any'),
  anon('listType', 'string'),
  anon('listMapKey', 'string'),
  anon('mapType', 'string'),
  anon('structType', 'string'),
];

export const typeDefs = table([
  ...schemaCommon(),
  anon('kubebuilder:object:root', 'bool'),
  anon('kubebuilder:object:generate', 'bool'),
  empty('kubebuilder:subresource:status'),
  struct('kubebuilder:subresource:scale', {
    specpath: S,
    statuspath: S,
    selectorpath: So,
  }),
  struct('kubebuilder:printcolumn', {
    name: S,
    type: S,
    JSONPath: S,
    description: So,
    format: So,
    priority: Io,
  }),
  struct('kubebuilder:resource', {
    path: So,
    shortName: Lo,
    categories: Lo,
    singular: So,
    scope: So,
  }),
  empty('kubebuilder:storageversion'),
  empty('kubebuilder:skipversion'),
  empty('kubebuilder:unservedversion'),
  struct('kubebuilder:deprecatedversion', { warning: So }),
  struct('kubebuilder:metadata', { annotations: Lo, labels: Lo }),
  struct('kubebuilder:selectablefield', { JSONPath: S }),
]);

export const fieldDefs = table([
  ...schemaCommon(),
  empty('kubebuilder:validation:Required'),
  empty('kubebuilder:validation:Optional'),
  empty('required'),
  empty('optional'),
  empty('k8s:required'),
  empty('k8s:optional'),
  empty('nullable'),
  anon('kubebuilder:default', 'any'),
  anon('default', 'raw'),
  anon('kubebuilder:example', 'any'),
  empty('kubebuilder:validation:EmbeddedResource'),
  empty('kubebuilder:validation:Schemaless'),
]);
