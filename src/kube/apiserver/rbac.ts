/**
 * RBAC authorizer: ClusterRoleBindings, then RoleBindings of the request's namespace
 * ([K8S] plugin/pkg/auth/authorizer/rbac/rbac.go, pkg/registry/rbac/validation/rule.go), and the forbidden
 * message ([AS] pkg/endpoints/handlers/responsewriters/errors.go forbiddenMessage / ForbiddenStatusError).
 */

import { structuredSelectorMatches } from './selectors.ts';
import type { StatusError } from './status.ts';
import { forbidden, goQuote } from './status.ts';
import type { Json, JsonObject, KubeObject, UserInfo } from './types.ts';
import { isObject, str } from './types.ts';

export type Attributes = {
  user: UserInfo;
  verb: string;
  apiGroup: string;
  resource: string;
  subresource: string;
  namespace: string;
  name: string;
  /** a non-resource request (`/metrics`, `/healthz`): its URL path; resource fields are then empty */
  path?: string;
};

/** `verb`: the verb denied when it is not the request's own (an apply that creates is also a create). */
export type Decision =
  | { kind: 'allow'; reason: string; verb?: string }
  | { kind: 'deny'; reason: string; verb?: string };

/** Read access to RBAC objects (the authorizer's informers in the real server). */
export interface RbacReader {
  list(
    resource: 'clusterroles' | 'clusterrolebindings' | 'roles' | 'rolebindings',
    namespace?: string,
  ): KubeObject[];
  get(resource: 'clusterroles' | 'roles', namespace: string, name: string): KubeObject | undefined;
}

export const SUPERUSER_GROUP = 'system:masters';

export function serviceAccountUser(namespace: string, name: string): UserInfo {
  return {
    username: `system:serviceaccount:${namespace}:${name}`,
    groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace}`, 'system:authenticated'],
  };
}

export function authorize(reader: RbacReader, a: Attributes): Decision {
  if (a.user.groups.includes(SUPERUSER_GROUP)) return { kind: 'allow', reason: '' };
  const errors: string[] = [];
  for (const crb of reader.list('clusterrolebindings')) {
    const subject = matchingSubject(crb, a.user, '');
    if (!subject) continue;
    const ref = roleRef(crb);
    if (ref.kind !== 'ClusterRole') continue;
    const rules = clusterRoleRules(reader, ref.name, errors);
    if (rules?.some((r) => ruleAllows(r, a)))
      return {
        kind: 'allow',
        reason: `RBAC: allowed by ClusterRoleBinding ${goQuote(name(crb))} of ClusterRole ${goQuote(ref.name)} to ${subject}`,
      };
  }
  if (a.namespace !== '') {
    for (const rb of reader.list('rolebindings', a.namespace)) {
      const subject = matchingSubject(rb, a.user, a.namespace);
      if (!subject) continue;
      const ref = roleRef(rb);
      let rules: JsonObject[] | undefined;
      if (ref.kind === 'ClusterRole') rules = clusterRoleRules(reader, ref.name, errors);
      else if (ref.kind === 'Role') {
        const role = reader.get('roles', a.namespace, ref.name);
        if (!role) errors.push(`role.rbac.authorization.k8s.io ${goQuote(ref.name)} not found`);
        else rules = rulesOf(role);
      }
      if (rules?.some((r) => ruleAllows(r, a)))
        return {
          kind: 'allow',
          reason: `RBAC: allowed by RoleBinding ${goQuote(name(rb) + '/' + a.namespace)} of ${ref.kind} ${goQuote(ref.name)} to ${subject}`,
        };
    }
  }
  return { kind: 'deny', reason: errors.length > 0 ? `RBAC: ${aggregate(errors)}` : '' };
}

/**
 * RulesFor(user, namespace): the rules of every ClusterRoleBinding and (in a namespace) RoleBinding
 * naming the user ([K8S] pkg/registry/rbac/validation/rule.go); resolution errors are appended.
 */
export function userRules(
  reader: RbacReader,
  user: UserInfo,
  namespace: string,
  errors: string[],
): JsonObject[] {
  const out: JsonObject[] = [];
  for (const crb of reader.list('clusterrolebindings')) {
    if (!matchingSubject(crb, user, '')) continue;
    const ref = roleRef(crb);
    if (ref.kind !== 'ClusterRole') continue;
    out.push(...(clusterRoleRules(reader, ref.name, errors) ?? []));
  }
  if (namespace !== '') {
    for (const rb of reader.list('rolebindings', namespace)) {
      if (!matchingSubject(rb, user, namespace)) continue;
      const ref = roleRef(rb);
      if (ref.kind === 'ClusterRole') out.push(...(clusterRoleRules(reader, ref.name, errors) ?? []));
      else if (ref.kind === 'Role') {
        const role = reader.get('roles', namespace, ref.name);
        if (!role) errors.push(`role.rbac.authorization.k8s.io ${goQuote(ref.name)} not found`);
        else out.push(...rulesOf(role));
      }
    }
  }
  return out;
}

/** GetRoleReferenceRules: the referenced role's rules, or the error text when there is none. */
export function roleReferenceRules(
  reader: RbacReader,
  kind: string,
  name: string,
  bindingNamespace: string,
): JsonObject[] | string {
  if (kind === 'Role') {
    const role = reader.get('roles', bindingNamespace, name);
    return role ? rulesOf(role) : `roles.rbac.authorization.k8s.io ${goQuote(name)} not found`;
  }
  if (kind === 'ClusterRole') {
    const errors: string[] = [];
    const rules = clusterRoleRules(reader, name, errors);
    return rules ?? `clusterroles.rbac.authorization.k8s.io ${goQuote(name)} not found`;
  }
  return `unsupported role reference kind: ${goQuote(kind)}`;
}

/**
 * `forbiddenMessage(attributes)`, with `&`, `<` and `>` escaped as HTML (the sanitizer), + optional
 * `: <reason>`, wrapped by `NewForbidden(gr, name, err)`: a non-resource request names its path and
 * has an empty group-resource, so its message is `forbidden: User ...`.
 */
export function forbiddenError(a: Attributes, reason: string): StatusError {
  let msg: string;
  if (a.path !== undefined) {
    msg = `User ${goQuote(a.user.username)} cannot ${a.verb} path ${goQuote(a.path)}`;
  } else {
    let resource = a.resource;
    if (a.subresource !== '') resource = `${resource}/${a.subresource}`;
    msg =
      a.namespace !== ''
        ? `User ${goQuote(a.user.username)} cannot ${a.verb} resource ${goQuote(resource)} in API group ${goQuote(a.apiGroup)} in the namespace ${goQuote(a.namespace)}`
        : `User ${goQuote(a.user.username)} cannot ${a.verb} resource ${goQuote(resource)} in API group ${goQuote(a.apiGroup)} at the cluster scope`;
  }
  msg = msg.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
  if (reason !== '') msg += `: ${reason}`;
  return forbidden({ group: a.apiGroup, resource: a.resource }, a.name, msg);
}

function aggregate(errs: string[]): string {
  const uniq = [...new Set(errs)];
  return uniq.length === 1 ? uniq[0] : `[${uniq.join(', ')}]`;
}

function name(o: KubeObject): string {
  return isObject(o.metadata) ? str(o.metadata.name) : '';
}

function roleRef(binding: KubeObject): { kind: string; name: string } {
  const r = isObject(binding.roleRef) ? binding.roleRef : {};
  return { kind: str(r.kind), name: str(r.name) };
}

function rulesOf(role: KubeObject): JsonObject[] {
  return Array.isArray(role.rules) ? role.rules.filter(isObject) : [];
}

function clusterRoleRules(reader: RbacReader, roleName: string, errors: string[]): JsonObject[] | undefined {
  const role = reader.get('clusterroles', '', roleName);
  if (!role) {
    // listers report the singular resource ([K8S] rbac listers: v1.Resource("clusterrole"))
    errors.push(`clusterrole.rbac.authorization.k8s.io ${goQuote(roleName)} not found`);
    return undefined;
  }
  const rules = rulesOf(role);
  // aggregationRule: the aggregation controller copies the rules of every selected ClusterRole
  const agg = isObject(role.aggregationRule) ? role.aggregationRule : undefined;
  if (agg && Array.isArray(agg.clusterRoleSelectors)) {
    for (const other of reader.list('clusterroles')) {
      if (name(other) === roleName) continue;
      const labels =
        isObject(other.metadata) && isObject(other.metadata.labels) ? other.metadata.labels : undefined;
      if (agg.clusterRoleSelectors.some((sel) => isObject(sel) && structuredSelectorMatches(sel, labels)))
        rules.push(...rulesOf(other));
    }
  }
  return rules;
}

/** Describes the matched subject as the RBAC audit reason does. */
function matchingSubject(binding: KubeObject, user: UserInfo, bindingNamespace: string): string | undefined {
  const subjects = Array.isArray(binding.subjects) ? binding.subjects : [];
  for (const s of subjects) {
    if (!isObject(s)) continue;
    const kind = str(s.kind);
    const n = str(s.name);
    if (kind === 'User' && n === user.username) return `User ${goQuote(n)}`;
    if (kind === 'Group' && user.groups.includes(n)) return `Group ${goQuote(n)}`;
    if (kind === 'ServiceAccount') {
      const ns = str(s.namespace) || bindingNamespace;
      if (user.username === `system:serviceaccount:${ns}:${n}`)
        return `ServiceAccount ${goQuote(ns + '/' + n)}`;
    }
  }
  return undefined;
}

function has(list: Json | undefined, v: string): boolean {
  return Array.isArray(list) && (list.includes(v) || list.includes('*'));
}

/** rbac/v1 NonResourceURLMatches: `*`, the exact path, or a prefix rule ending in `*`. */
function nonResourceURLMatches(rule: JsonObject, path: string): boolean {
  const urls = Array.isArray(rule.nonResourceURLs) ? rule.nonResourceURLs : [];
  return urls.some(
    (u) =>
      typeof u === 'string' &&
      (u === '*' || u === path || (u.endsWith('*') && path.startsWith(u.replace(/\*+$/, '')))),
  );
}

function ruleAllows(rule: JsonObject, a: Attributes): boolean {
  if (!has(rule.verbs, a.verb)) return false;
  if (a.path !== undefined) return nonResourceURLMatches(rule, a.path);
  if (!has(rule.apiGroups, a.apiGroup)) return false;
  const resources = Array.isArray(rule.resources) ? rule.resources : [];
  const combined = a.subresource === '' ? a.resource : `${a.resource}/${a.subresource}`;
  const resOk = resources.some(
    (r) => r === '*' || r === combined || (a.subresource !== '' && r === `*/${a.subresource}`),
  );
  if (!resOk) return false;
  const names = Array.isArray(rule.resourceNames) ? rule.resourceNames : [];
  if (names.length === 0) return true;
  return a.name !== '' && names.includes(a.name);
}
