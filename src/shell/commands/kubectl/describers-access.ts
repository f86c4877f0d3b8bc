// kubectl describe for who-may-do-what: ServiceAccount, Role, ClusterRole, RoleBinding and
// ClusterRoleBinding, line for line after k8s.io/kubectl v0.32 pkg/describe/describe.go
// (describeServiceAccount, RoleDescriber, ClusterRoleDescriber, RoleBindingDescriber,
// ClusterRoleBindingDescriber); pkg/util/rbac (BreakdownRule, CompactRules, SortableRuleSlice) is
// kube/apiserver/rbac-rules.ts, shared with the API server's escalation check.

import {
  breakdownRule,
  compactRules,
  policyRule,
  policyRuleString,
} from '../../../kube/apiserver/rbac-rules.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../../../kube/apiserver/types.ts';
import {
  type DescribeSource,
  describeEvents,
  printAnnotationsMultiline,
  printLabelsMultiline,
} from './describers.ts';
import { PrefixWriter } from './tabwriter.ts';

const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): JsonObject[] => (Array.isArray(v) ? v.filter(isObject) : []);

function describeServiceAccount(sa: KubeObject, src: DescribeSource): string {
  const m = obj(sa.metadata);
  const secrets = src.list('', 'secrets', str(m.namespace));
  const tokens: string[] = [];
  const missing = new Set<string>();
  // a failed list is tolerated: no tokens, nothing reported missing
  if (secrets) {
    const existing = new Set<string>();
    for (const s of secrets) {
      const sm = obj(s.metadata);
      const ann = obj(sm.annotations);
      if (
        str(s.type) === 'kubernetes.io/service-account-token' &&
        str(ann['kubernetes.io/service-account.name']) === str(m.name) &&
        str(ann['kubernetes.io/service-account.uid']) === str(m.uid)
      )
        tokens.push(str(sm.name));
      existing.add(str(sm.name));
    }
    for (const r of [...arr(sa.secrets), ...arr(sa.imagePullSecrets)])
      if (!existing.has(str(r.name))) missing.add(str(r.name));
  }
  const w = new PrefixWriter();
  w.write(0, `Name:\t${str(m.name)}\n`);
  w.write(0, `Namespace:\t${str(m.namespace)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  const emptyHeader = '                   ';
  // the headers in sorted order (sets.StringKeySet(types).List())
  const sections: [string, string[]][] = [
    ['Image pull secrets:', arr(sa.imagePullSecrets).map((r) => str(r.name))],
    ['Mountable secrets: ', arr(sa.secrets).map((r) => str(r.name))],
    ['Tokens:            ', tokens],
  ];
  for (const [title, names] of sections) {
    if (names.length === 0) {
      w.write(0, `${title}\t<none>\n`);
      continue;
    }
    let prefix = title;
    for (const name of names) {
      w.write(0, `${prefix}\t${name}${missing.has(name) ? ' (not found)' : ''}\n`);
      prefix = emptyHeader;
    }
  }
  describeEvents(w, sa, 'ServiceAccount', src);
  return w.toString();
}

/** fmt's %v of a []string. */
const list = (v: string[]) => `[${v.join(' ')}]`;

/** CombineResourceGroup: `resource.group/subresource` of the first resource and group. */
function combineResourceGroup(resources: string[], groups: string[]): string {
  if (resources.length === 0) return '';
  const [res, sub] = [
    resources[0].split('/')[0],
    resources[0].includes('/') ? resources[0].slice(resources[0].indexOf('/') + 1) : undefined,
  ];
  let out = res;
  if (groups.length > 0 && groups[0] !== '') out += `.${groups[0]}`;
  if (sub !== undefined) out += `/${sub}`;
  return out;
}

const byteCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function describeRole(role: KubeObject): string {
  const m = obj(role.metadata);
  // kubectl's CompactRules drops a verb the merged rule already has (pkg/util/rbac/rbac.go)
  const rules = compactRules(arr(role.rules).map(policyRule).flatMap(breakdownRule), { dedupeVerbs: true });
  // sort.Stable(SortableRuleSlice); JavaScript's sort is stable
  rules.sort((a, b) => byteCompare(policyRuleString(a), policyRuleString(b)));
  const w = new PrefixWriter();
  w.write(0, `Name:\t${str(m.name)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, 'PolicyRule:\n');
  w.write(1, 'Resources\tNon-Resource URLs\tResource Names\tVerbs\n');
  w.write(1, '---------\t-----------------\t--------------\t-----\n');
  for (const r of rules)
    w.write(
      1,
      `${combineResourceGroup(r.resources, r.apiGroups)}\t${list(r.nonResourceURLs)}\t${list(r.resourceNames)}\t${list(r.verbs)}\n`,
    );
  return w.toString();
}

function describeBinding(binding: KubeObject): string {
  const m = obj(binding.metadata);
  const ref = obj(binding.roleRef);
  const w = new PrefixWriter();
  w.write(0, `Name:\t${str(m.name)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, 'Role:\n');
  w.write(1, `Kind:\t${str(ref.kind)}\n`);
  w.write(1, `Name:\t${str(ref.name)}\n`);
  w.write(0, 'Subjects:\n');
  w.write(1, 'Kind\tName\tNamespace\n');
  w.write(1, '----\t----\t---------\n');
  for (const s of arr(binding.subjects)) w.write(1, `${str(s.kind)}\t${str(s.name)}\t${str(s.namespace)}\n`);
  return w.toString();
}

type Describer = (o: KubeObject, src: DescribeSource) => string;

const DESCRIBERS: Record<string, Describer> = {
  '/serviceaccounts': describeServiceAccount,
  'rbac.authorization.k8s.io/roles': describeRole,
  'rbac.authorization.k8s.io/clusterroles': describeRole,
  'rbac.authorization.k8s.io/rolebindings': describeBinding,
  'rbac.authorization.k8s.io/clusterrolebindings': describeBinding,
};

export function accessDescriber(group: string, resource: string): Describer | undefined {
  return DESCRIBERS[`${group}/${resource}`];
}
