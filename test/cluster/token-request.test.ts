// `kubectl create token`: the ServiceAccount's token subresource (TokenRequest) answers a JWT with
// the service account's claims, which then authenticates as that service account (TokenReview and
// bearer tokens on `oplab cluster serve`) until it expires; errors in kubectl's and the server's words.
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer, type KubeObject } from '../../src/kube/apiserver/index.ts';
import { restClient } from '../../src/kube/rest/client.ts';
import { ShellSession } from '../../src/shell/session.ts';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('TokenRequest', () => {
  it('answers a JWT for the service account, which TokenReview authenticates until it expires', () => {
    let now = Date.UTC(2026, 0, 1);
    const api = new ApiServer({ clock: { now: () => now } });
    const client = restClient({ server: api, user: ADMIN_USER, userAgent: 'test' });
    const sa = { info: api.resourceFor('', 'v1', 'ServiceAccount')!, namespace: 'default' };
    expect(
      client.create(sa, { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'robot' } }).ok,
    ).toBe(true);
    const r = client.request('POST', '/api/v1/namespaces/default/serviceaccounts/robot/token', {
      body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: {} },
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.code).toBe(201);
    const tr = r.object as KubeObject & { spec: Record<string, unknown>; status: Record<string, string> };
    expect(tr.spec).toEqual({
      audiences: ['https://kubernetes.default.svc.cluster.local'],
      boundObjectRef: null,
      expirationSeconds: 3600,
    });
    expect(tr.status.expirationTimestamp).toBe('2026-01-01T01:00:00Z');
    const claims = claimsOf(tr.status.token);
    expect(claims).toMatchObject({
      aud: ['https://kubernetes.default.svc.cluster.local'],
      iss: 'https://kubernetes.default.svc.cluster.local',
      sub: 'system:serviceaccount:default:robot',
      'kubernetes.io': { namespace: 'default', serviceaccount: { name: 'robot' } },
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const review = () =>
      client.request('POST', '/apis/authentication.k8s.io/v1/tokenreviews', {
        body: {
          apiVersion: 'authentication.k8s.io/v1',
          kind: 'TokenReview',
          spec: { token: tr.status.token },
        },
      });
    const ok = review();
    expect(ok.ok && ok.object.status).toMatchObject({
      authenticated: true,
      user: { username: 'system:serviceaccount:default:robot' },
    });
    now += 3600_000;
    const expired = review();
    expect(expired.ok && (expired.object.status as Record<string, unknown>).authenticated).toBeUndefined();
    const short = client.request('POST', '/api/v1/namespaces/default/serviceaccounts/robot/token', {
      body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 60 } },
    });
    expect(!short.ok && short.status.message).toBe(
      'TokenRequest.authentication.k8s.io "" is invalid: spec.expirationSeconds: Invalid value: 60: may not specify a duration less than 10 minutes',
    );
  });

  it('a token bound to a Secret or a Pod: the object in the claims, refusals in TokenREST words, and the token dies with the object', () => {
    const now = Date.UTC(2026, 0, 1);
    const api = new ApiServer({ clock: { now: () => now } });
    const client = restClient({ server: api, user: ADMIN_USER, userAgent: 'test' });
    const at = (kind: string) => ({ info: api.resourceFor('', 'v1', kind)!, namespace: 'default' });
    client.create(at('ServiceAccount'), {
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { name: 'robot' },
    });
    const secret = client.create(at('Secret'), {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's1' },
    });
    client.create(at('Pod'), {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'other' },
      spec: { serviceAccountName: 'builder', containers: [{ name: 'c', image: 'busybox' }] },
    });
    const request = (ref: Record<string, string>) =>
      client.request('POST', '/api/v1/namespaces/default/serviceaccounts/robot/token', {
        body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { boundObjectRef: ref } },
      });
    const bound = request({ kind: 'Secret', apiVersion: 'v1', name: 's1' });
    if (!bound.ok || !secret.ok) throw new Error('not created');
    const token = (bound.object.status as Record<string, string>).token;
    const uid = (secret.object.metadata as Record<string, string>).uid;
    expect(claimsOf(token)['kubernetes.io']).toEqual({
      namespace: 'default',
      serviceaccount: { name: 'robot', uid: expect.any(String) },
      secret: { name: 's1', uid },
    });
    const message = (r: ReturnType<typeof request>) => (r.ok ? 'ok' : `${r.code} ${r.status.message}`);
    expect(message(request({ kind: 'Secret', apiVersion: 'v1', name: 'nosuch' }))).toBe(
      '404 secrets "nosuch" not found',
    );
    expect(message(request({ kind: 'Pod', apiVersion: 'v1', name: 'other' }))).toBe(
      '400 cannot bind token for serviceaccount "robot" to pod running with different serviceaccount name.',
    );
    expect(message(request({ kind: 'ConfigMap', apiVersion: 'v1', name: 'x' }))).toBe(
      '400 cannot bind token to object of type /v1, Kind=ConfigMap',
    );
    expect(message(request({ kind: 'Secret', apiVersion: 'v1', name: 's1', uid: 'abc' }))).toBe(
      '409 Operation cannot be fulfilled on Secret "s1": the UID in the bound object reference (abc) does not match the UID in record. The object might have been deleted and then recreated',
    );
    const review = () => {
      const r = client.request('POST', '/apis/authentication.k8s.io/v1/tokenreviews', {
        body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenReview', spec: { token } },
      });
      return r.ok ? (r.object.status as Record<string, unknown>).authenticated : 'failed';
    };
    expect(review()).toBe(true);
    client.delete(at('Secret'), 's1');
    expect(review()).toBeUndefined();
  });

  it('kubectl create token in the terminal: the token, then kubectl errors', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    const made = await s.run(
      "kubectl apply -f - <<'EOF'\napiVersion: v1\nkind: ServiceAccount\nmetadata: {name: robot}\nEOF",
    );
    expect(made.exitCode).toBe(0);
    const t = await s.run('kubectl create token robot --duration 2h');
    expect(t.exitCode).toBe(0);
    expect(t.stdout).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+\n$/);
    const claims = claimsOf(t.stdout.trim());
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7200);
    expect((await s.run('kubectl create token nope')).stderr).toBe(
      'error: failed to create token: serviceaccounts "nope" not found\n',
    );
    // a duration that does not parse is pflag's error, before the arguments are looked at
    expect((await s.run('kubectl create token --duration 5')).stderr).toBe(
      'error: invalid argument "5" for "--duration" flag: time: missing unit in duration "5"\nSee \'kubectl create token --help\' for usage.\n',
    );
    expect((await s.run('kubectl create token robot --duration 1ms')).stderr).toBe(
      'error: --duration cannot be expressed in units less than seconds\n',
    );
    // time.ParseDuration's micro sign (U+00B5) is a unit: parsed, then refused as below a second
    expect((await s.run('kubectl create token robot --duration 1µs')).stderr).toBe(
      'error: --duration cannot be expressed in units less than seconds\n',
    );
    expect((await s.run('kubectl create token robot -o name')).stdout).toBe(
      'tokenrequest.authentication.k8s.io/robot\n',
    );
    expect((await s.run('kubectl create token robot --bound-object-kind Secret')).stderr).toBe(
      'error: --bound-object-name is required if --bound-object-kind is provided\n',
    );
    expect((await s.run('kubectl create token')).stderr).toBe(
      "error: exactly one NAME is required, got 0\nSee 'kubectl create token -h' for help and examples\n",
    );
  });
});
