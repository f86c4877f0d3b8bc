// A Reconcile that waits — time.Sleep (a retry's backoff), a WaitGroup over goroutines it started, a
// channel — runs on the worker while mgr.Start is parked in main. Its wait must not end main's:
// the manager keeps running, the requeue after an error happens, and every object is reconciled
// (before the fix, the first such wait woke main and the run stopped after one reconcile).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

const main = mainWith({
  imports: '\t"sync"',
  decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	seen map[string]int
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	r.seen[req.Name]++
	n := r.seen[req.Name]
	switch req.Name {
	case "sleeps":
		// a retry's backoff, then the error: the request must come back after 5ms
		time.Sleep(40 * time.Millisecond)
		if n == 1 {
			return ctrl.Result{}, errors.New("gave up after retrying")
		}
	case "fans-out":
		var wg sync.WaitGroup
		var mu sync.Mutex
		total := 0
		for i := 0; i < 3; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var cms corev1.ConfigMapList
				if err := r.List(ctx, &cms, client.InNamespace(req.Namespace)); err != nil {
					return
				}
				mu.Lock()
				total += len(cms.Items)
				mu.Unlock()
			}()
		}
		wg.Wait()
		log.FromContext(ctx).Info("listed", "total", total)
		if n == 1 {
			// work for later: the manager must still be running a second from now
			return ctrl.Result{RequeueAfter: time.Second}, nil
		}
	case "channel":
		done := make(chan string)
		go func() {
			time.Sleep(time.Millisecond)
			done <- "from a goroutine"
		}()
		log.FromContext(ctx).Info("received", "value", <-done)
	}
	log.FromContext(ctx).Info("done", "attempt", n)
	return ctrl.Result{}, nil
}`,
  setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient(), seen: map[string]int{}})`,
});

const names = ['sleeps', 'fans-out', 'channel', 'plain'];
const r = runProject({ files: project('waits', main), objects: names.map((n) => configMap('default', n)) });
const reconciled = (name: string) => r.reconciles.filter((x) => x.request.name === name);

describe('a Reconcile that waits does not end the manager', () => {
  it('the run ends when the cluster is idle, as without waits', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('manager stopped\n');
    expect(r.exitCode).toBe(0);
  });

  it('an error returned after a sleep is requeued and the next attempt succeeds', () => {
    expect(reconciled('sleeps').map((x) => x.action.kind)).toEqual(['rateLimited', 'forget']);
  });

  it('every object is reconciled, and a RequeueAfter returned after waiting on goroutines comes back', () => {
    for (const n of names) expect(reconciled(n).length, n).toBeGreaterThan(0);
    expect(reconciled('fans-out').map((x) => x.action.kind)).toEqual(['after', 'forget']);
    const listed = r.logs.find((e) => e.msg === 'listed');
    expect(listed && Object.fromEntries(listed.fields).total).toBe(3 * names.length);
    const received = r.logs.find((e) => e.msg === 'received');
    expect(received && Object.fromEntries(received.fields).value).toBe('from a goroutine');
  });
});
