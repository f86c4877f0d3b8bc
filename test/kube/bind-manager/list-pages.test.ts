// Pages of a List at the API server, in process (controller-runtime's API reader) and over HTTP:
// - remainingItemCount only for a list without selectors ([AS] pkg/storage/etcd3/store.go GetList:
//   "Instead of returning inaccurate count for non-empty selectors, we return nil", and
//   pkg/storage/util.go PrepareContinueToken for the watch cache);
// - a continue token the server did not issue is a 400 BadRequest "invalid continue token: " +
//   DecodeContinue's error ([AS] pkg/storage/continue.go: base64.RawURLEncoding, then json.Unmarshal,
//   then ErrUnrecognizedEncodedVersion "%w %v");
// - over HTTP, a resourceVersion other than "" or "0" beside a continue token is a 400 (the same
//   GetList: "specifying resource version is not allowed when using continue").

import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

// "garbage" decodes to 0x81 0xaa 0xdb 0x9a 0xb8; {"v":"x"} is a token of an unknown version.
const FOREIGN = Buffer.from('{"v":"x"}').toString('base64url');

describe('List pages through the API reader', () => {
  const main = mainWith({
    imports: `	apierrors "k8s.io/apimachinery/pkg/api/errors"`,
    decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	reader client.Reader
}

func remaining(l *corev1.ConfigMapList) string {
	if l.RemainingItemCount == nil {
		return "nil"
	}
	return fmt.Sprint(*l.RemainingItemCount)
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "trigger" {
		return ctrl.Result{}, nil
	}
	ns := client.InNamespace(req.Namespace)
	var all, sel corev1.ConfigMapList
	err := r.reader.List(ctx, &all, ns, client.Limit(2))
	fmt.Println("no selector:", len(all.Items), all.Continue != "", remaining(&all), err)
	err = r.reader.List(ctx, &sel, ns, client.Limit(2), client.MatchingLabels{"app": "demo"})
	fmt.Println("selector:", len(sel.Items), sel.Continue != "", remaining(&sel), err)
	var next corev1.ConfigMapList
	err = r.reader.List(ctx, &next, ns, client.Limit(2), client.MatchingLabels{"app": "demo"}, client.Continue(sel.Continue))
	fmt.Println("next:", len(next.Items), next.Continue != "", remaining(&next), err)
	for _, token := range []string{"garbage", "abc!", "${FOREIGN}"} {
		var bad corev1.ConfigMapList
		err = r.reader.List(ctx, &bad, ns, client.Limit(2), client.Continue(token))
		fmt.Printf("token %s: %v %v\\n", token, apierrors.IsBadRequest(err), err)
	}
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), reader: mgr.GetAPIReader()})`,
  });
  const demo = { app: 'demo' };
  const r = runProject({
    files: project('listpages', main),
    objects: [
      configMap('default', 'a', {}, demo),
      configMap('default', 'b', {}, demo),
      configMap('default', 'c', {}, demo),
      configMap('default', 'trigger'),
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
  });

  it('counts the remaining items only without selectors', () => {
    expect(r.stdout).toContain('no selector: 2 true 2 <nil>\n');
    expect(r.stdout).toContain('selector: 2 true nil <nil>\n');
    expect(r.stdout).toContain('next: 1 false nil <nil>\n');
  });

  it("answers a token it did not issue with DecodeContinue's error", () => {
    expect(r.stdout).toContain(
      "token garbage: true invalid continue token: continue key is not valid: invalid character '\\u0081' looking for beginning of value\n",
    );
    expect(r.stdout).toContain(
      'token abc!: true invalid continue token: continue key is not valid: illegal base64 data at input byte 3\n',
    );
    expect(r.stdout).toContain(
      `token ${FOREIGN}: true invalid continue token: continue key is not valid: server does not recognize this encoded version x\n`,
    );
  });
});

describe('List pages over HTTP', () => {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const get = (query: string) => {
    const r = handleRest(ctx, {
      method: 'GET',
      path: '/api/v1/namespaces/default/configmaps',
      query: new URLSearchParams(query),
      headers: { accept: 'application/json' },
    });
    if (r.kind !== 'response') throw new Error(r.kind);
    return { status: r.status, body: JSON.parse(r.body) };
  };
  for (const name of ['a', 'b', 'c'])
    server.create(
      { user: ADMIN_USER },
      { group: '', version: 'v1', resource: 'configmaps', namespace: 'default' },
      configMap('default', name, {}, { app: 'demo' }),
    );

  it('sends remainingItemCount only without selectors', () => {
    expect(get('limit=2').body.metadata.remainingItemCount).toBe(1);
    const sel = get('limit=2&labelSelector=app%3Ddemo').body.metadata;
    expect(sel.continue).toBeTruthy();
    expect(sel.remainingItemCount).toBeUndefined();
  });

  it('refuses a resourceVersion beside a continue token', () => {
    const token = get('limit=2').body.metadata.continue as string;
    const r = get(`limit=2&continue=${token}&resourceVersion=5`);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('specifying resource version is not allowed when using continue');
    expect(get(`limit=2&continue=${token}&resourceVersion=0`).status).toBe(200);
  });

  it("answers a token it did not issue with DecodeContinue's error", () => {
    const r = get('limit=2&continue=abc!');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'invalid continue token: continue key is not valid: illegal base64 data at input byte 3',
    );
  });
});
