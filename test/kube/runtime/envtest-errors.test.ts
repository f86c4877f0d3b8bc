/**
 * The five errors a test-style program (envtest + client.New) prints, through the direct client:
 * Get with an empty namespace, Create without a namespace, a stale Status().Update, a forbidden List (impersonated
 * service account), Status().Update on a CRD without the subresource.
 */
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/index.ts';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { DirectClient, errorMessage, VirtualClock } from '../../../src/kube/runtime/index.ts';
import { expectOk, guestbookCRD } from '../helpers.ts';
import { GUESTBOOK, gb, POD, SA } from './env.ts';

describe('envtest-style program errors', () => {
  it('prints exactly the real strings', () => {
    const clock = new VirtualClock();
    const server = new ApiServer({ clock, seed: 11 });
    const k8s = new DirectClient(server, { user: ADMIN_USER, userAgent: 'guestbook.test' });
    const crd = guestbookCRD({ status: false });
    expectOk(
      server.create(
        { user: ADMIN_USER },
        { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
        crd,
      ),
    );
    const out: string[] = [];
    const print = (r: { ok: boolean; error?: unknown }) => {
      if (!r.ok && r.error) out.push(errorMessage(r.error as never));
    };
    print(k8s.get(GUESTBOOK, { namespace: '', name: 'gb' }));
    print(k8s.create(gb('gb', '')));
    const obj = gb('gb', 'default');
    expect(k8s.create(obj).ok).toBe(true);
    const stale = structuredClone(obj) as KubeObject;
    obj.spec = { size: 2 };
    expect(k8s.update(obj).ok).toBe(true);
    stale.status = { ready: 1 };
    print(k8s.update(stale)); // stale Update
    print(k8s.status().update(obj)); // no status subresource on this CRD
    const impersonated = new DirectClient(server, { user: SA });
    print(impersonated.list(POD));
    expect(out).toEqual([
      'an empty namespace may not be set when a resource name is provided',
      'an empty namespace may not be set during creation',
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
      'guestbooks.webapp.my.domain "gb" not found',
      'pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope',
    ]);
  });
});
