// Roles from `+kubebuilder:rbac` markers, as `controller-gen rbac:roleName=manager-role` writes
// config/rbac/role.yaml (controller-tools pkg/rbac/parser.go GenerateRoles): one rule per resource,
// grouped by (namespace, roleName); rules with the same groups/resources/names/URLs merge their
// verbs; then rules that differ only in resources, only in groups, only in URLs are merged in turn;
// `core` means the "" group; every list is de-duplicated and sorted; rules are ordered by their key
// `groups + resources + resourceNames + urls`; a `*` verb swallows the others; a ClusterRole for
// the default namespace "", a Role per namespace, roles ordered by namespace then name.

import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import type { Universe } from './packages.ts';

export interface RbacRule {
  groups?: string[];
  resources?: string[];
  resourceNames?: string[];
  verbs: string[];
  urls?: string[];
  namespace?: string;
  roleName?: string;
}

interface Rule {
  groups: string[];
  resources: string[];
  resourceNames: string[];
  verbs: string[];
  urls: string[];
}

function dedupSort(l: readonly string[]): string[] {
  return [...new Set(l)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function normalize(r: Rule): void {
  r.groups = dedupSort(r.groups);
  r.resources = dedupSort(r.resources);
  r.resourceNames = dedupSort(r.resourceNames);
  r.verbs = dedupSort(r.verbs);
  r.urls = dedupSort(r.urls);
}

function key(r: Rule): string {
  normalize(r);
  return `${r.groups.join('&')} + ${r.resources.join('&')} + ${r.resourceNames.join('&')} + ${r.urls.join('&')}`;
}

/** Merges rules whose `partial` key agrees by concatenating the `field` lists (NormalizeRules' passes). */
function mergePass(
  rules: Map<string, Rule>,
  partial: (r: Rule) => string,
  field: 'resources' | 'groups' | 'urls',
): Map<string, Rule> {
  const byPartial = new Map<string, Rule[]>();
  for (const r of rules.values()) {
    normalize(r);
    const k = partial(r);
    let l = byPartial.get(k);
    if (l === undefined) byPartial.set(k, (l = []));
    l.push(r);
  }
  const out = new Map<string, Rule>();
  for (const l of byPartial.values()) {
    const r = l[0];
    for (const m of l.slice(1)) r[field] = [...r[field], ...m[field]];
    out.set(key(r), r);
  }
  return out;
}

export function normalizeRules(input: readonly Rule[]): JsonObject[] {
  let ruleMap = new Map<string, Rule>();
  for (const r0 of input) {
    const r: Rule = { ...r0, groups: r0.groups.map((g) => (g === 'core' ? '' : g)) };
    const k = key(r);
    const have = ruleMap.get(k);
    if (have === undefined) ruleMap.set(k, r);
    else have.verbs = dedupSort([...have.verbs, ...r.verbs]);
  }
  const verbs = (r: Rule) => r.verbs.join('&');
  ruleMap = mergePass(
    ruleMap,
    (r) => `${r.groups.join('&')} + ${r.resourceNames.join('&')} + ${r.urls.join('&')} + ${verbs(r)}`,
    'resources',
  );
  ruleMap = mergePass(
    ruleMap,
    (r) => `${r.resources.join('&')} + ${r.resourceNames.join('&')} + ${r.urls.join('&')} + ${verbs(r)}`,
    'groups',
  );
  ruleMap = mergePass(
    ruleMap,
    (r) => `${r.groups.join('&')} + ${r.resources.join('&')} + ${r.resourceNames.join('&')} + ${verbs(r)}`,
    'urls',
  );
  const keys = [...ruleMap.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((k) => {
    const r = ruleMap.get(k)!;
    if (r.verbs.includes('*')) r.verbs = ['*'];
    // rbacv1.PolicyRule field order; nil lists are omitted
    const out: JsonObject = {};
    if (r.groups.length > 0) out.apiGroups = r.groups;
    if (r.urls.length > 0) out.nonResourceURLs = r.urls;
    if (r.resourceNames.length > 0) out.resourceNames = r.resourceNames;
    if (r.resources.length > 0) out.resources = r.resources;
    out.verbs = r.verbs;
    return out;
  });
}

/** GenerateRoles over the project's package markers. */
export function generateRoles(u: Universe, roleName = 'manager-role'): KubeObject[] {
  const byRole = new Map<string, { namespace: string; roleName: string; rules: Rule[] }>();
  for (const pkg of u.localPackages) {
    for (const { value } of pkg.markers.all('kubebuilder:rbac')) {
      const m = value as RbacRule;
      const namespace = m.namespace ?? '';
      const effective = m.roleName || roleName;
      const k = `${namespace}\u0000${effective}`;
      let entry = byRole.get(k);
      if (entry === undefined) byRole.set(k, (entry = { namespace, roleName: effective, rules: [] }));
      const base = {
        groups: [...(m.groups ?? [])],
        resourceNames: [...(m.resourceNames ?? [])],
        verbs: [...m.verbs],
        urls: [...(m.urls ?? [])],
      };
      if (m.resources === undefined || m.resources.length === 0) entry.rules.push({ ...base, resources: [] });
      else
        for (const res of m.resources)
          entry.rules.push({ ...base, groups: [...base.groups], resources: [res] });
    }
  }
  const roles = [...byRole.values()].sort((a, b) =>
    a.namespace !== b.namespace
      ? a.namespace < b.namespace
        ? -1
        : 1
      : a.roleName < b.roleName
        ? -1
        : a.roleName > b.roleName
          ? 1
          : 0,
  );
  const out: KubeObject[] = [];
  for (const r of roles) {
    const rules = normalizeRules(r.rules);
    if (rules.length === 0) continue;
    if (r.namespace === '')
      out.push({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: r.roleName },
        rules,
      });
    else
      out.push({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'Role',
        metadata: { name: r.roleName, namespace: r.namespace },
        rules,
      });
  }
  return out;
}
