// CustomResourceDefinitions from the API packages, as `controller-gen crd` writes them
// (controller-tools pkg/crd/gen.go, spec.go NeedCRDFor, markers/crd.go ApplyToCRD): a kind is a
// struct embedding metav1.TypeMeta and metav1.ObjectMeta in a package with `+groupName`; its
// version is the package name (or `+versionName`); one CRD per group/kind with a version per
// package, sorted by name, the only version being the storage version; resource markers set scope,
// names, subresources and printer columns; the top-level `metadata` schema is reset to
// `{type: object}`; the CRD carries controller-gen's version annotation.

import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import { isObject, sortKeys } from '../apiserver/types.ts';
import type { GoPackage, TypeInfo, Universe } from './packages.ts';
import { defaultPlural } from './plural.ts';
import type { SchemaGen } from './schema.ts';

/** The controller-tools release whose output is reproduced (kubebuilder's current scaffold pins it). */
export const CONTROLLER_GEN_VERSION = 'v0.21.0';

const METAV1 = 'k8s.io/apimachinery/pkg/apis/meta/v1';

interface Kind {
  group: string;
  version: string;
  info: TypeInfo;
}

function groupVersionOf(pkg: GoPackage): { group: string; version: string } | undefined {
  const g = pkg.markers.get('groupName');
  if (typeof g !== 'string') return undefined;
  if (pkg.markers.has('kubebuilder:skip')) return undefined;
  const v = pkg.markers.get('versionName');
  return { group: g, version: typeof v === 'string' && v !== '' ? v : pkg.name };
}

/** FindKubeKinds: struct types embedding metav1.TypeMeta and metav1.ObjectMeta. */
function isKind(info: TypeInfo): boolean {
  if (info.spec.type.kind !== 'StructType') return false;
  let typeMeta = false;
  let objectMeta = false;
  const imports = info.pkg.imports.get(info.file);
  for (const f of info.spec.type.fields.list) {
    if (f.names.length > 0) continue;
    let t = f.type;
    if (t.kind === 'StarExpr') t = t.x;
    if (t.kind !== 'SelectorExpr' || t.x.kind !== 'Ident') continue;
    if (imports?.get(t.x.name) !== METAV1) continue;
    if (t.sel.name === 'TypeMeta') typeMeta = true;
    if (t.sel.name === 'ObjectMeta') objectMeta = true;
  }
  return typeMeta && objectMeta;
}

export function generateCRDs(u: Universe, gen: SchemaGen): KubeObject[] {
  const byGroupKind = new Map<string, Kind[]>();
  for (const pkg of u.localPackages) {
    const gv = groupVersionOf(pkg);
    if (gv === undefined) continue;
    for (const info of pkg.types.values()) {
      if (!isKind(info)) continue;
      const key = `${info.name}.${gv.group}`;
      let l = byGroupKind.get(key);
      if (l === undefined) byGroupKind.set(key, (l = []));
      l.push({ group: gv.group, version: gv.version, info });
    }
  }
  const out: KubeObject[] = [];
  // GroupKind.String() order: Kind.group
  for (const key of [...byGroupKind.keys()].sort()) {
    const crd = buildCRD(u, gen, byGroupKind.get(key)!);
    if (crd !== undefined) out.push(crd);
  }
  return out;
}

function buildCRD(u: Universe, gen: SchemaGen, kinds: Kind[]): KubeObject | undefined {
  const { group } = kinds[0];
  const kind = kinds[0].info.name;
  const names: JsonObject = {
    kind,
    listKind: `${kind}List`,
    plural: defaultPlural(kind),
    singular: kind.toLowerCase(),
  };
  let scope = 'Namespaced';
  const versions: JsonObject[] = [];
  const skipped = new Set<string>();
  for (const k of kinds) {
    const schema = gen.named(k.info.pkg, k.info.name);
    if (isObject(schema.properties) && schema.properties.metadata !== undefined)
      schema.properties.metadata = { type: 'object' };
    versions.push({ name: k.version, served: true, schema: { openAPIV3Schema: sortKeys(schema) } });
  }
  for (const k of kinds) {
    const m = k.info.markers;
    const ver = versions.find((v) => v.name === k.version)!;
    const at = k.info.spec;
    const fail = (msg: string) => u.error(k.info.file.filename, at.pos, msg);
    if (m.has('kubebuilder:subresource:status')) {
      const sub = isObject(ver.subresources) ? ver.subresources : (ver.subresources = {});
      sub.status = {};
    }
    const scale = m.get('kubebuilder:subresource:scale') as
      | { specpath: string; statuspath: string; selectorpath?: string }
      | undefined;
    if (scale !== undefined) {
      const sub = isObject(ver.subresources) ? ver.subresources : (ver.subresources = {});
      const sc: JsonObject = { specReplicasPath: scale.specpath, statusReplicasPath: scale.statuspath };
      if (scale.selectorpath !== undefined) sc.labelSelectorPath = scale.selectorpath;
      sub.scale = sc;
    }
    for (const { value } of m.all('kubebuilder:printcolumn')) {
      const c = value as {
        name: string;
        type: string;
        JSONPath: string;
        description?: string;
        format?: string;
        priority?: number;
      };
      if (!isObject(ver.subresources)) ver.subresources = {};
      const col: JsonObject = { jsonPath: c.JSONPath, name: c.name, type: c.type };
      if (c.description) col.description = c.description;
      if (c.format) col.format = c.format;
      if (c.priority) col.priority = c.priority;
      const cols = Array.isArray(ver.additionalPrinterColumns) ? ver.additionalPrinterColumns : [];
      ver.additionalPrinterColumns = [...cols, col];
    }
    const res = m.get('kubebuilder:resource') as
      | { path?: string; shortName?: string[]; categories?: string[]; singular?: string; scope?: string }
      | undefined;
    if (res !== undefined) {
      if (res.path) names.plural = res.path;
      if (res.singular) names.singular = res.singular;
      if (res.shortName !== undefined && res.shortName.length > 0) names.shortNames = res.shortName;
      else delete names.shortNames;
      if (res.categories !== undefined && res.categories.length > 0) names.categories = res.categories;
      else delete names.categories;
      scope = res.scope ? res.scope : 'Namespaced';
    }
    if (m.has('kubebuilder:storageversion')) ver.storage = true;
    if (m.has('kubebuilder:unservedversion')) ver.served = false;
    if (m.has('kubebuilder:skipversion')) {
      if (kinds.length === 1) fail('cannot skip a version if there is only a single version');
      else skipped.add(k.version);
    }
    const dep = m.get('kubebuilder:deprecatedversion') as { warning?: string } | undefined;
    if (dep !== undefined) {
      ver.deprecated = true;
      if (dep.warning !== undefined) ver.deprecationWarning = dep.warning;
    }
    for (const { value } of m.all('kubebuilder:selectablefield')) {
      const sf = Array.isArray(ver.selectableFields) ? ver.selectableFields : [];
      ver.selectableFields = [...sf, { jsonPath: (value as { JSONPath: string }).JSONPath }];
    }
  }
  const kept = versions.filter((v) => !skipped.has(v.name as string));
  if (kept.length === 0) return undefined;
  kept.sort((a, b) =>
    (a.name as string) < (b.name as string) ? -1 : (a.name as string) > (b.name as string) ? 1 : 0,
  );
  if (kept.length === 1) kept[0].storage = true;
  const pkg0 = kinds[0].info;
  if (!kept.some((v) => v.storage === true))
    u.error(pkg0.file.filename, pkg0.spec.pos, `CRD for ${kind}.${group} has no storage version`);
  for (const v of kept) if (v.storage === undefined) v.storage = false;
  const annotations: JsonObject = { 'controller-gen.kubebuilder.io/version': CONTROLLER_GEN_VERSION };
  const crd: KubeObject = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { annotations, name: `${names.plural as string}.${group}` },
    spec: { group, names: sortKeys(names), scope, versions: kept.map(orderVersion) },
  };
  return crd;
}

/** CustomResourceDefinitionVersion's keys in controller-gen's (alphabetical) output order. */
function orderVersion(v: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort()) out[k] = v[k];
  return out;
}
