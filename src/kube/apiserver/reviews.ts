/**
 * The create-only review APIs a delegating authenticator/authorizer calls (controller-runtime's
 * metrics filter, kube-rbac-proxy): TokenReview ([K8S] pkg/registry/authentication/tokenreview:
 * status.authenticated and status.user for a token the server issued, else `authenticated: false`)
 * and SubjectAccessReview ([K8S] pkg/registry/authorization/subjectaccessreview: the RBAC decision
 * for spec.user/groups on spec.resourceAttributes or spec.nonResourceAttributes). Answered and
 * returned, never stored.
 */

import type { Attributes, Decision } from './rbac.ts';
import type { ResourceInfo } from './registry.ts';
import type { TokenIssuer } from './tokenrequest.ts';
import type { JsonObject, KubeObject, UserInfo } from './types.ts';
import { isObject, str } from './types.ts';

export function isReviewResource(info: ResourceInfo): boolean {
  return (
    (info.group === 'authentication.k8s.io' && info.resource === 'tokenreviews') ||
    (info.group === 'authorization.k8s.io' && info.resource === 'subjectaccessreviews')
  );
}

/** The review with its status filled in, as the server returns it (201). */
export function answerReview(
  info: ResourceInfo,
  body: KubeObject,
  tokens: TokenIssuer,
  authorize: (a: Attributes) => Decision,
  nowMs = 0,
): KubeObject {
  const out = structuredClone(body) as KubeObject;
  const spec = isObject(out.spec) ? out.spec : {};
  if (!isObject(out.metadata)) out.metadata = {};
  (out.metadata as JsonObject).creationTimestamp = null;
  if (info.resource === 'tokenreviews') {
    const user = tokens.lookup(str(spec.token), nowMs);
    const status: JsonObject = { user: {} };
    if (user !== undefined) {
      status.authenticated = true;
      status.user = { username: user.username, groups: [...user.groups] };
      if (Array.isArray(spec.audiences)) status.audiences = spec.audiences;
    }
    out.status = status;
    return out;
  }
  const groups = Array.isArray(spec.groups) ? spec.groups.filter((g) => typeof g === 'string') : [];
  const user: UserInfo = { username: str(spec.user), groups: groups as string[] };
  const nra = isObject(spec.nonResourceAttributes) ? spec.nonResourceAttributes : undefined;
  const ra = isObject(spec.resourceAttributes) ? spec.resourceAttributes : {};
  const attrs: Attributes =
    nra !== undefined
      ? {
          user,
          verb: str(nra.verb),
          apiGroup: '',
          resource: '',
          subresource: '',
          namespace: '',
          name: '',
          path: str(nra.path),
        }
      : {
          user,
          verb: str(ra.verb),
          apiGroup: str(ra.group),
          resource: str(ra.resource),
          subresource: str(ra.subresource),
          namespace: str(ra.namespace),
          name: str(ra.name),
        };
  const d = authorize(attrs);
  const status: JsonObject = { allowed: d.kind === 'allow' };
  if (d.reason !== '') status.reason = d.reason;
  out.status = status;
  return out;
}
