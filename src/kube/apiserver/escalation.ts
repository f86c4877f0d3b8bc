/**
 * RBAC escalation prevention: a user may create or update a Role/ClusterRole only with rules it
 * already holds (or the `escalate` verb on it), and a RoleBinding/ClusterRoleBinding only to a role
 * whose rules it holds (or the `bind` verb on that role). System:masters is exempt, and so is an
 * update that only changes ownerReferences/finalizers/managedFields.
 * [K8S] pkg/registry/rbac/{role,clusterrole,rolebinding,clusterrolebinding}/policybased/storage.go,
 * pkg/registry/rbac/escalation_check.go (EscalationAllowed, RoleEscalationAuthorized,
 * BindingAuthorized), pkg/registry/rbac/validation/rule.go (ConfirmNoEscalation,
 * GetRoleReferenceRules), policy_compact.go (CompactRules), policy_comparator.go (Covers),
 * pkg/apis/rbac/v1/evaluation_helpers.go (CompactString).
 */

import { authorize, type RbacReader, roleReferenceRules, SUPERUSER_GROUP, userRules } from './rbac.ts';
import { forbidden, goQuote, type StatusError } from './status.ts';
import { isObject, type JsonObject, type KubeObject, str, type UserInfo } from './types.ts';

const RBAC_GROUP = 'rbac.authorization.k8s.io';

type Rule = {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames: string[];
  nonResourceURLs: string[];
};

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.map((x) => str(x)) : [];
}

function ruleOf(o: JsonObject): Rule {
  return {
    apiGroups: strings(o.apiGroups),
    resources: strings(o.resources),
    verbs: strings(o.verbs),
    resourceNames: strings(o.resourceNames),
    nonResourceURLs: strings(o.nonResourceURLs),
  };
}

const has = (set: string[], e: string) => set.includes(e);
const hasAll = (set: string[], contains: string[]) => contains.every((c) => set.includes(c));

function resourceCoversAll(owner: string[], servant: string[]): boolean {
  if (has(owner, '*')) return true;
  for (const r of servant) {
    if (has(owner, r)) continue;
    const i = r.indexOf('/');
    if (i >= 0 && has(owner, `*/${r.slice(i + 1)}`)) continue;
    return false;
  }
  return true;
}

function nonResourceURLCovers(ownerPath: string, subPath: string): boolean {
  if (ownerPath === subPath) return true;
  return ownerPath.endsWith('*') && subPath.startsWith(ownerPath.replace(/\*+$/, ''));
}

function ruleCovers(owner: Rule, sub: Rule): boolean {
  const verbs = has(owner.verbs, '*') || hasAll(owner.verbs, sub.verbs);
  const groups = has(owner.apiGroups, '*') || hasAll(owner.apiGroups, sub.apiGroups);
  const resources = resourceCoversAll(owner.resources, sub.resources);
  const urls = sub.nonResourceURLs.every((p) =>
    owner.nonResourceURLs.some((o) => nonResourceURLCovers(o, p)),
  );
  const names =
    sub.resourceNames.length === 0
      ? owner.resourceNames.length === 0
      : owner.resourceNames.length === 0 || hasAll(owner.resourceNames, sub.resourceNames);
  return verbs && groups && resources && names && urls;
}

function breakdown(rule: Rule): Rule[] {
  const out: Rule[] = [];
  const empty = { apiGroups: [], resources: [], verbs: [], resourceNames: [], nonResourceURLs: [] };
  for (const g of rule.apiGroups)
    for (const r of rule.resources)
      for (const v of rule.verbs) {
        if (rule.resourceNames.length > 0)
          for (const n of rule.resourceNames)
            out.push({ ...empty, apiGroups: [g], resources: [r], verbs: [v], resourceNames: [n] });
        else out.push({ ...empty, apiGroups: [g], resources: [r], verbs: [v] });
      }
  for (const u of rule.nonResourceURLs)
    for (const v of rule.verbs) out.push({ ...empty, nonResourceURLs: [u], verbs: [v] });
  return out;
}

/** CompactRules: simple single-group/resource(/name) rules differing only by verb become one. */
function compact(rules: Rule[]): Rule[] {
  const out: Rule[] = [];
  const simple = new Map<string, Rule>();
  for (const r of rules) {
    const isSimple =
      r.resourceNames.length <= 1 &&
      r.nonResourceURLs.length === 0 &&
      r.apiGroups.length === 1 &&
      r.resources.length === 1;
    if (!isSimple) {
      out.push(r);
      continue;
    }
    const key = JSON.stringify([
      r.apiGroups[0],
      r.resources[0],
      r.resourceNames.length > 0,
      r.resourceNames[0] ?? '',
    ]);
    const existing = simple.get(key);
    if (existing) existing.verbs.push(...r.verbs);
    else simple.set(key, { ...r, verbs: [...r.verbs] });
  }
  return [...out, ...simple.values()];
}

/** Go's %q of a []string: ["a" "b"]. */
const q = (list: readonly string[]) => `[${list.map(goQuote).join(' ')}]`;

function compactString(r: Rule): string {
  const parts: string[] = [];
  if (r.apiGroups.length > 0) parts.push(`APIGroups:${q(r.apiGroups)}`);
  if (r.resources.length > 0) parts.push(`Resources:${q(r.resources)}`);
  if (r.nonResourceURLs.length > 0) parts.push(`NonResourceURLs:${q(r.nonResourceURLs)}`);
  if (r.resourceNames.length > 0) parts.push(`ResourceNames:${q(r.resourceNames)}`);
  if (r.verbs.length > 0) parts.push(`Verbs:${q(r.verbs)}`);
  return `{${parts.join(', ')}}`;
}

/** ConfirmNoEscalation's error text, or undefined when the user holds every requested rule. */
function confirmNoEscalation(
  reader: RbacReader,
  user: UserInfo,
  namespace: string,
  requested: JsonObject[],
): string | undefined {
  const errors: string[] = [];
  const owner = userRules(reader, user, namespace, errors).map(ruleOf);
  const missing = requested
    .map(ruleOf)
    .flatMap(breakdown)
    .filter((sub) => !owner.some((o) => ruleCovers(o, sub)));
  if (missing.length === 0) return undefined;
  const lines = [...new Set(compact(missing).map(compactString))].sort();
  let msg = `user ${goQuote(user.username)} (groups=${q(user.groups)}) is attempting to grant RBAC permissions not currently held:\n${lines.join('\n')}`;
  if (errors.length > 0) msg += `; resolution errors: [${errors.join(' ')}]`;
  return msg;
}

/** IsOnlyMutatingGCFields: the update changes nothing but ownerReferences, finalizers, managedFields. */
function onlyGCFields(obj: KubeObject, old: KubeObject): boolean {
  const strip = (o: KubeObject) => {
    const c = JSON.parse(JSON.stringify(o)) as KubeObject;
    const m = isObject(c.metadata) ? c.metadata : {};
    for (const k of ['ownerReferences', 'finalizers', 'selfLink', 'managedFields']) delete m[k];
    return JSON.stringify(sortKeys(c));
  };
  return strip(obj) === strip(old);
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, sortKeys(o[k])]),
  );
}

const FULL_AUTHORITY: JsonObject[] = [
  { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
  { nonResourceURLs: ['*'], verbs: ['*'] },
];

/**
 * The escalation check of a create (old undefined) or update of an RBAC object, after mutating
 * admission; a StatusError (403) when it is refused.
 */
export function checkEscalation(
  reader: RbacReader,
  user: UserInfo,
  group: string,
  resource: string,
  namespace: string,
  obj: KubeObject,
  old: KubeObject | undefined,
): StatusError | undefined {
  if (group !== RBAC_GROUP) return undefined;
  if (user.groups.includes(SUPERUSER_GROUP)) return undefined;
  if (old !== undefined && onlyGCFields(obj, old)) return undefined;
  const name = isObject(obj.metadata) ? str(obj.metadata.name) : '';
  const gr = { group: RBAC_GROUP, resource };
  const allowed = (verb: string, res: string, apiGroup: string, objName: string, ns: string) =>
    authorize(reader, { user, verb, apiGroup, resource: res, subresource: '', namespace: ns, name: objName })
      .kind === 'allow';
  if (resource === 'roles' || resource === 'clusterroles') {
    if (allowed('escalate', resource, RBAC_GROUP, name, namespace)) return undefined;
    const rules = Array.isArray(obj.rules) ? obj.rules.filter(isObject) : [];
    const err = confirmNoEscalation(reader, user, namespace, rules);
    if (err !== undefined) return forbidden(gr, name, err);
    if (resource === 'clusterroles' && isObject(obj.aggregationRule)) {
      if (confirmNoEscalation(reader, user, namespace, FULL_AUTHORITY) !== undefined)
        return forbidden(gr, name, 'must have cluster-admin privileges to use the aggregationRule');
    }
    return undefined;
  }
  if (resource === 'rolebindings' || resource === 'clusterrolebindings') {
    const ref = isObject(obj.roleRef) ? obj.roleRef : {};
    const kind = str(ref.kind);
    const refName = str(ref.name);
    const bindingNamespace = resource === 'rolebindings' ? namespace : '';
    if (
      (kind === 'ClusterRole' || kind === 'Role') &&
      allowed(
        'bind',
        kind === 'Role' ? 'roles' : 'clusterroles',
        str(ref.apiGroup),
        refName,
        bindingNamespace,
      )
    )
      return undefined;
    const rules = roleReferenceRules(reader, kind, refName, bindingNamespace);
    if (typeof rules === 'string') return forbidden(gr, name, rules);
    const err = confirmNoEscalation(reader, user, bindingNamespace, rules);
    return err === undefined ? undefined : forbidden(gr, name, err);
  }
  return undefined;
}
