// Each reconcile record says what queued it: the watch event a handler mapped to the request (with
// the object and the resourceVersion the event carried), the requeue an earlier reconcile asked for
// (RequeueAfter, Requeue, an error's backoff), or the program's own Add. Events that arrive while the
// request waits are coalesced into the one reconcile, as the work queue's dirty set does.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

const main = mainWith({
  imports: `	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/source"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"k8s.io/apimachinery/pkg/types"`,
  decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	seen map[string]int
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	r.seen[req.Name]++
	n := r.seen[req.Name]
	switch req.Name {
	case "poll":
		if n == 1 {
			return ctrl.Result{RequeueAfter: 2 * time.Second}, nil
		}
	case "fails":
		if n == 1 {
			return ctrl.Result{}, errors.New("not yet")
		}
	case "labels":
		if n == 1 {
			var cm corev1.ConfigMap
			if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
				return ctrl.Result{}, err
			}
			cm.Labels = map[string]string{"seen": "yes"}
			if err := r.Update(ctx, &cm); err != nil {
				return ctrl.Result{}, err
			}
		}
	}
	return ctrl.Result{}, nil
}`,
  setup: `	ch := make(chan event.GenericEvent, 1)
	ch <- event.GenericEvent{Object: &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "nudged"}}}
	_ = types.NamespacedName{}
	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}, builder.WithPredicates(predicate.ResourceVersionChangedPredicate{})).
		WatchesRawSource(source.Channel(ch, &handler.EnqueueRequestForObject{})).
		Complete(&R{Client: mgr.GetClient(), seen: map[string]int{}})`,
}).replace(
  'corev1 "k8s.io/api/core/v1"',
  'corev1 "k8s.io/api/core/v1"\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
);

const r = runProject({
  files: project('queued', main),
  objects: ['poll', 'fails', 'labels'].map((n) => configMap('default', n)),
});
const of = (name: string) => r.reconciles.filter((x) => x.request.name === name);

describe('what queued each reconcile', () => {
  it('ran and stopped when the cluster was idle', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('the first reconcile of an object was queued by its create event from the informer', () => {
    const [first] = of('poll');
    expect(first.queuedBy).toEqual([
      {
        kind: 'event',
        type: 'create',
        object: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'poll' },
        rv: expect.stringMatching(/^\d+$/),
        at: expect.any(Number),
      },
    ]);
  });

  it('RequeueAfter and an error queue the next reconcile as a requeue of the one that asked', () => {
    const poll = of('poll');
    expect(poll.map((x) => x.queuedBy.map((c) => c.kind))).toEqual([['event'], ['requeue']]);
    expect(poll[1].queuedBy[0]).toEqual({
      kind: 'requeue',
      reconcileID: poll[0].reconcileID,
      at: poll[0].time,
    });
    const fails = of('fails');
    expect(fails[1].queuedBy).toEqual([
      { kind: 'requeue', reconcileID: fails[0].reconcileID, at: fails[0].time },
    ]);
  });

  it("the reconciler's own update comes back as an update event carrying the stored resourceVersion", () => {
    const labels = of('labels');
    expect(labels).toHaveLength(2);
    const [cause] = labels[1].queuedBy;
    expect(cause).toMatchObject({ kind: 'event', type: 'update', object: { name: 'labels' } });
    const update = r.trace.find(
      (e) => e.kind === 'api' && e.verb === 'update' && e.resource === 'configmaps' && e.name === 'labels',
    );
    expect(update && 'rvStored' in update ? update.rvStored : undefined).toBe(
      cause.kind === 'event' ? cause.rv : '',
    );
  });

  it("a channel source's event is the program's own Add", () => {
    expect(of('nudged')[0]?.queuedBy).toEqual([{ kind: 'add', at: expect.any(Number) }]);
  });
});
