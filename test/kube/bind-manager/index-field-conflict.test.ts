// IndexField twice with one field name: the informer refuses the second indexer and keeps the
// first ([CR] pkg/cache/informer_cache.go IndexField → informer.AddIndexers; client-go
// tools/cache/thread_safe_store.go addIndexers: fmt.Errorf("indexer conflict: %v",
// oldKeys.Intersection(newKeys)), a sets.Set[string] printed as a map).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

describe('IndexField twice with the same name', () => {
  const main = mainWith({
    decls: `${CONFIGMAP_RBAC}

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "trigger" {
		return ctrl.Result{}, nil
	}
	var l corev1.ConfigMapList
	err := r.List(ctx, &l, client.InNamespace(req.Namespace), client.MatchingFields{"team": "a"})
	names := []string{}
	for _, cm := range l.Items {
		names = append(names, cm.Name)
	}
	fmt.Println("by team:", names, err)
	return ctrl.Result{}, nil
}`,
    setup: `	byTeam := func(o client.Object) []string { return []string{o.GetLabels()["team"]} }
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &corev1.ConfigMap{}, "team", byTeam); err != nil {
		return err
	}
	err := mgr.GetFieldIndexer().IndexField(context.Background(), &corev1.ConfigMap{}, "team", func(o client.Object) []string { return nil })
	fmt.Println("second:", err)
	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient()})`,
  });
  const r = runProject({
    files: project('indexconflict', main),
    objects: [configMap('default', 'a1', {}, { team: 'a' }), configMap('default', 'trigger')],
  });

  it('the second is an indexer conflict, and the first index still answers', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stdout).toContain('second: indexer conflict: map[field:team:{}]\n');
    expect(r.stdout).toContain('by team: [a1] <nil>\n');
  });
});
