/**
 * RBAC escalation prevention: a user may create or update a Role/ClusterRole only with rules it
 * already holds (or the `escalate` verb on it), and a RoleBinding/ClusterRoleBinding only to a role
 * whose rules it holds (or the `bind` verb on that role). System:masters is exempt, and so is an
 * update that only changes ownerReferences/finalizers/managedFields.
 * [K8S] pkg/registry/rbac/{role,clusterrole,rolebinding,clusterrolebinding}/policybased/storage.go,
 * pkg/registry/rbac/escalation_check.go (EscalationAllowed, RoleEscalationAuthorized,
 * BindingAuthorized), pkg/registry/rbac/validation/rule.go (ConfirmNoEscalation,
 * GetRoleReferenceRules); the rule algebra (Covers, CompactRules, CompactString) is rbac-rules.ts.
 */

import { authorize, type RbacReader, roleReferenceRules, SUPERUSER_GROUP, userRules } from './rbac.ts';
import { compactRules, compactString, covers, policyRule, quoteList } from './rbac-rules.ts';
import { forbidden, goQuote, type StatusError } from './status.ts';
import { isObject, type JsonObject, type KubeObject, sortKeys, str, type UserInfo } from './types.ts';

const RBAC_GROUP = 'rbac.authorization.k8s.io';

/** ConfirmNoEscalation's error text, or undefined when the user holds every requested rule. */
function confirmNoEscalation(
  reader: RbacReader,
  user: UserInfo,
  namespace: string,
  requested: JsonObject[],
): string | undefined {
  const errors: string[] = [];
  const owner = userRules(reader, user, namespace, errors).map(policyRule);
  const missing = covers(owner, requested.map(policyRule));
  if (missing.length === 0) return undefined;
  // the API server's CompactRules keeps repeated verbs; a string set (sorted) drops repeated lines
  const lines = [...new Set(compactRules(missing, { dedupeVerbs: false }).map(compactString))].sort();
  let msg = `user ${goQuote(user.username)} (groups=${quoteList(user.groups)}) is attempting to grant RBAC permissions not currently held:\n${lines.join('\n')}`;
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
