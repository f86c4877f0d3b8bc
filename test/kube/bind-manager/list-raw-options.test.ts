// ListOptions.Raw as controller-runtime treats it: the REST client sends Raw's selectors when
// LabelSelector / FieldSelector are unset (pkg/client/options.go AsListOptions), the typed fields win
// when both are set, and the cache reads only the typed fields (pkg/cache/internal/cache_reader.go
// CacheReader.List): its List returns everything, and the trace records which Raw selectors it
// left unapplied.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import type { CacheReadEvent } from '../../../src/kube/trace.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

const main = mainWith({
  imports: `	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"`,
  decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	api client.Reader
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "start" {
		return ctrl.Result{}, nil
	}
	raw := &client.ListOptions{Namespace: "default", Raw: &metav1.ListOptions{LabelSelector: "tier=web"}}
	count := func(name string, c client.Reader, opts ...client.ListOption) {
		var l corev1.ConfigMapList
		if err := c.List(ctx, &l, opts...); err != nil {
			fmt.Println(name, "error:", err)
			return
		}
		fmt.Println(name, len(l.Items))
	}
	count("cached raw", r.Client, raw)
	count("direct raw", r.api, raw)
	count("direct raw fields", r.api, &client.ListOptions{Raw: &metav1.ListOptions{FieldSelector: "metadata.name=web-1"}})
	count("direct typed wins", r.api, raw, client.MatchingLabels{"tier": "db"})
	return ctrl.Result{}, nil
}`,
  setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), api: mgr.GetAPIReader()})`,
});

const r = runProject({
  files: project('rawlist', main),
  objects: [
    configMap('default', 'start'),
    configMap('default', 'web-1', {}, { tier: 'web' }),
    configMap('default', 'web-2', {}, { tier: 'web' }),
    configMap('default', 'db-1', {}, { tier: 'db' }),
  ],
});

describe('ListOptions.Raw', () => {
  it('the cache ignores Raw; the API server gets Raw unless the typed selector replaces it', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').filter((l) => /raw|typed/.test(l))).toEqual([
      'cached raw 4',
      'direct raw 2',
      'direct raw fields 1',
      'direct typed wins 1',
    ]);
  });

  it("the cached List's trace event names the Raw selector it did not apply", () => {
    const cached = r.trace.filter(
      (e): e is CacheReadEvent => e.kind === 'cacheRead' && e.verb === 'list' && e.callSite !== undefined,
    );
    expect(cached.map((e) => e.ignoredRaw)).toEqual([{ labelSelector: 'tier=web', fieldSelector: '' }]);
  });
});
