/**
 * The `token` subresource of ServiceAccounts (TokenRequest, what `kubectl create token` calls): after
 * kubernetes pkg/registry/core/serviceaccount/storage/token.go TokenREST.Create, defaults from
 * pkg/apis/authentication/v1 (expirationSeconds 3600) and ValidateTokenRequest. The token is shaped as
 * the real one (a JWT with the service account's claims; iss and aud as kind's API server); its
 * signature is not a real RS256 signature, since nothing outside can fetch a key to check it. The
 * issued token authenticates as the service account until it expires (TokenReview, bearer tokens).
 */
import { badRequest, conflict, fieldErr, invalid, notFound, StatusError } from './status.ts';
import type { JsonObject, KubeObject, UserInfo } from './types.ts';
import { isObject, str } from './types.ts';

/** The API server's audience and issuer on kind and kubeadm clusters. */
export const API_AUDIENCE = 'https://kubernetes.default.svc.cluster.local';

/** The object a token is bound to: the token is valid while an object of that name and uid exists. */
export type BoundObject = {
  resource: 'pods' | 'secrets' | 'nodes';
  namespace: string;
  name: string;
  uid: string;
};

type Issued = { user: UserInfo; expiresAtMs: number; bound?: BoundObject };

/** Tokens the server issued and whom they stand for. */
export class TokenIssuer {
  private readonly users = new Map<string, Issued>();

  /** `alive` says whether a bound object still exists (the authenticator's getter checks name and uid). */
  private readonly alive: (b: BoundObject) => boolean;

  constructor(alive: (b: BoundObject) => boolean = () => true) {
    this.alive = alive;
  }

  /** A token for `user` that does not expire (the same token each time for the same user). */
  issue(user: UserInfo): string {
    const token = `sa.${hexAscii(user.username)}`;
    this.users.set(token, { user, expiresAtMs: Number.POSITIVE_INFINITY });
    return token;
  }

  register(token: string, user: UserInfo, expiresAtMs: number, bound?: BoundObject): void {
    this.users.set(token, { user, expiresAtMs, ...(bound ? { bound } : {}) });
  }

  /** Whom the token stands for, unless it expired by `nowMs` or the object it is bound to is gone. */
  lookup(token: string, nowMs = 0): UserInfo | undefined {
    const t = this.users.get(token);
    if (!t || nowMs >= t.expiresAtMs) return undefined;
    if (t.bound && !this.alive(t.bound)) return undefined;
    return t.user;
  }
}

function hexAscii(s: string): string {
  let out = '';
  for (const c of s) out += c.charCodeAt(0).toString(16).padStart(2, '0');
  return out;
}

function base64url(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const GROUP = 'authentication.k8s.io';

/** RFC 3339 seconds, as metav1.Time marshals. */
const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * TokenREST.Create for the service account `sa` (already read, so a missing one was a NotFound):
 * the request as returned, with its status holding the token.
 */
export function answerTokenRequest(
  body: KubeObject,
  sa: KubeObject,
  nowMs: number,
  tokens: TokenIssuer,
  jti: string,
  get: (resource: BoundObject['resource'], namespace: string, name: string) => KubeObject | undefined = () =>
    undefined,
): KubeObject | StatusError {
  const saMeta = isObject(sa.metadata) ? sa.metadata : {};
  const name = str(saMeta.name);
  const namespace = str(saMeta.namespace);
  const meta = isObject(body.metadata) ? body.metadata : {};
  if (str(meta.name) !== '' && str(meta.name) !== name)
    return invalid(GROUP, 'TokenRequest', name, [
      fieldErr.invalid('metadata.name', str(meta.name), 'must match the service account name if specified'),
    ]);
  if (str(meta.namespace) !== '' && str(meta.namespace) !== namespace)
    return invalid(GROUP, 'TokenRequest', name, [
      fieldErr.invalid(
        'metadata.namespace',
        str(meta.namespace),
        'must match the service account namespace if specified',
      ),
    ]);
  const spec: JsonObject = isObject(body.spec) ? { ...body.spec } : {};
  const audiences =
    Array.isArray(spec.audiences) && spec.audiences.length > 0
      ? spec.audiences.map((a) => str(a))
      : [API_AUDIENCE];
  const expirationSeconds = typeof spec.expirationSeconds === 'number' ? spec.expirationSeconds : 3600;
  if (expirationSeconds < 600)
    return invalid(GROUP, 'TokenRequest', '', [
      fieldErr.invalid(
        'spec.expirationSeconds',
        expirationSeconds,
        'may not specify a duration less than 10 minutes',
      ),
    ]);
  if (expirationSeconds > 2 ** 32)
    return invalid(GROUP, 'TokenRequest', '', [
      fieldErr.invalid(
        'spec.expirationSeconds',
        expirationSeconds,
        'may not specify a duration larger than 2^32 seconds',
      ),
    ]);
  // The bound object: read from storage (TokenREST's getters, no authorization), its uid checked
  // against the reference's.
  const refOf = (o: KubeObject) => {
    const m = isObject(o.metadata) ? o.metadata : {};
    return { name: str(m.name), uid: str(m.uid) };
  };
  const bound: { pod?: JsonObject; secret?: JsonObject; node?: JsonObject } = {};
  let boundObject: BoundObject | undefined;
  if (isObject(spec.boundObjectRef)) {
    const ref = spec.boundObjectRef;
    const apiVersion = str(ref.apiVersion);
    const slash = apiVersion.indexOf('/');
    // schema.FromAPIVersionAndKind; GroupVersionKind.String() is "group/version, Kind=kind"
    const group = slash < 0 ? '' : apiVersion.slice(0, slash);
    const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
    const kind = str(ref.kind);
    const refName = str(ref.name);
    let uid = '';
    const read = (resource: BoundObject['resource'], ns: string): KubeObject | StatusError =>
      get(resource, ns, refName) ?? notFound({ group: '', resource }, refName);
    if (group === '' && kind === 'Pod') {
      const pod = read('pods', namespace);
      if (pod instanceof StatusError) return pod;
      const podSpec = isObject(pod.spec) ? pod.spec : {};
      if (str(podSpec.serviceAccountName) !== name)
        return badRequest(
          `cannot bind token for serviceaccount ${JSON.stringify(name)} to pod running with different serviceaccount name.`,
        );
      uid = refOf(pod).uid;
      bound.pod = refOf(pod);
      boundObject = { resource: 'pods', namespace, ...refOf(pod) };
      // ServiceAccountTokenPodNodeInfo: the pod's node, by name alone when the Node is not there
      const nodeName = str(podSpec.nodeName);
      if (nodeName !== '') {
        const node = get('nodes', '', nodeName);
        bound.node = node ? refOf(node) : { name: nodeName };
      }
    } else if (group === '' && kind === 'Node') {
      const node = read('nodes', '');
      if (node instanceof StatusError) return node;
      uid = refOf(node).uid;
      bound.node = refOf(node);
      boundObject = { resource: 'nodes', namespace: '', ...refOf(node) };
    } else if (group === '' && kind === 'Secret') {
      const secret = read('secrets', namespace);
      if (secret instanceof StatusError) return secret;
      uid = refOf(secret).uid;
      bound.secret = refOf(secret);
      boundObject = { resource: 'secrets', namespace, ...refOf(secret) };
    } else return badRequest(`cannot bind token to object of type ${group}/${version}, Kind=${kind}`);
    if (str(ref.uid) !== '' && uid !== str(ref.uid))
      return conflict(
        { group, resource: kind },
        refName,
        `the UID in the bound object reference (${str(ref.uid)}) does not match the UID in record. The object might have been deleted and then recreated`,
      );
  }
  const now = Math.floor(nowMs / 1000);
  const exp = now + expirationSeconds;
  const claims = {
    aud: audiences,
    exp,
    iat: now,
    iss: API_AUDIENCE,
    jti,
    // pkg/serviceaccount/claims.go: the kubernetes struct's fields in declaration order
    'kubernetes.io': { namespace, serviceaccount: { name, uid: str(saMeta.uid) }, ...bound },
    nbf: now,
    sub: `system:serviceaccount:${namespace}:${name}`,
  };
  const head = base64url(JSON.stringify({ alg: 'RS256', kid: 'oplab' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = base64url(`oplab-simulated-signature:${jti}`);
  const token = `${head}.${payload}.${signature}`;
  tokens.register(
    token,
    {
      username: claims.sub,
      groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace}`],
    },
    exp * 1000,
    boundObject,
  );
  return {
    kind: 'TokenRequest',
    apiVersion: `${GROUP}/v1`,
    metadata: { name, namespace, creationTimestamp: rfc3339(nowMs) },
    spec: {
      audiences,
      boundObjectRef: isObject(spec.boundObjectRef) ? spec.boundObjectRef : null,
      expirationSeconds,
    },
    status: { token, expirationTimestamp: rfc3339(exp * 1000) },
  };
}
