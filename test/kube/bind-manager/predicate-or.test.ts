// predicate.Or / predicate.And over the untyped predicates, as controller code writes them:
// `predicate.Or(predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{})`. Or is
// generic (`func Or[object any](predicates ...TypedPredicate[object])`); since Go 1.21 the type
// argument is inferred from the arguments' methods (Update(event.TypedUpdateEvent[client.Object])),
// so it compiles without `Or[client.Object]`.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { mainWith, project } from './helpers.ts';

const DEPLOY_RBAC = `// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=apps,resources=deployments/status,verbs=get;update;patch`;

function deployment(name: string): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'default' },
    spec: {
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: { containers: [{ name: 'c', image: 'busybox' }] },
      },
    },
  };
}

function run(filter: string) {
  const main = mainWith({
    imports: `	appsv1 "k8s.io/api/apps/v1"
	"sigs.k8s.io/controller-runtime/pkg/predicate"`,
    decls: `${DEPLOY_RBAC}

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var d appsv1.Deployment
	if err := r.Get(ctx, req.NamespacedName, &d); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	fmt.Println("reconciles", req.Name, "generation", d.Generation)
	if d.Status.ObservedGeneration != d.Generation {
		d.Status.ObservedGeneration = d.Generation
		if err := r.Status().Update(ctx, &d); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1.Deployment{}).
		WithEventFilter(${filter}).
		Complete(&R{Client: mgr.GetClient()})`,
  });
  return runProject({ files: project('predicate-or', main), objects: [deployment('web')] });
}

describe('predicate.Or and predicate.And infer their type argument from the predicates', () => {
  for (const filter of [
    'predicate.Or(predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{})',
    'predicate.Or(predicate.GenerationChangedPredicate{}, predicate.AnnotationChangedPredicate{}, predicate.LabelChangedPredicate{})',
    'predicate.And(predicate.GenerationChangedPredicate{}, predicate.ResourceVersionChangedPredicate{})',
    'predicate.Or[client.Object](predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{})',
  ])
    it(filter, () => {
      const r = run(filter);
      expect(r.diagnostics.map((d) => `${d.file}:${d.line}: ${d.msg}`)).toEqual([]);
      expect(r.stderr).toBe('');
      // the status write changes neither generation nor labels: one reconcile
      expect(r.stdout.split('\n').filter((l) => l.startsWith('reconciles web'))).toHaveLength(1);
    });
});
