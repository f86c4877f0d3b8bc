// The manager's core/v1 event recorder correlates events as client-go's broadcaster does
// (k8s.io/client-go tools/record/events_cache.go, EventCorrelator with its defaults): the 10th
// distinct message of one source, object, type and reason within 10 minutes becomes a new event
// "(combined from similar events): …" (EventAggregatorByReasonMessageFunc) that later ones count
// on, and the spam filter lets 25 events per source, object and type through (defaultSpamBurst,
// then defaultSpamQPS 1/300). Before, only identical events were folded: 12 failures made 12
// events and 30 repeats a count of 30.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/ev

go 1.24.0

require (
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/manager"
)

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		panic(err)
	}
	rec := mgr.GetEventRecorderFor("ev-controller")
	_ = mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		c := mgr.GetClient()
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "target", Namespace: "default"}}
		if err := c.Create(ctx, cm); err != nil {
			panic(err)
		}
		for i := 0; i < 3; i++ {
			rec.Event(cm, corev1.EventTypeNormal, "Synced", "all good")
		}
		for i := 0; i < 12; i++ {
			rec.Eventf(cm, corev1.EventTypeWarning, "Failed", "attempt %d failed", i)
		}
		// the spam filter: 25 events per source, object and type, then one every 5 minutes
		other := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "noisy", Namespace: "default"}}
		_ = c.Create(ctx, other)
		for i := 0; i < 30; i++ {
			rec.Event(other, corev1.EventTypeNormal, "Retry", "again")
		}
		time.Sleep(2 * time.Second)
		var evs corev1.EventList
		if err := mgr.GetAPIReader().List(ctx, &evs, client.InNamespace("default")); err != nil {
			panic(err)
		}
		for _, e := range evs.Items {
			fmt.Printf("%s %s %s %d %q %q\\n", e.InvolvedObject.Name, e.Type, e.Reason, e.Count, e.Message, e.ReportingController)
		}
		return nil
	}))
	ctx, cancel := context.WithTimeout(ctrl.SetupSignalHandler(), 5*time.Second)
	defer cancel()
	if err := mgr.Start(ctx); err != nil {
		panic(err)
	}
}
`;

describe("event aggregation and the spam filter of the manager's recorder", () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
    rbac: 'admin',
  });

  it('the 10th distinct message starts a combined event; 25 repeats pass the spam filter', () => {
    expect(r.stdout.split('\n')).toEqual([
      'noisy Normal Retry 25 "again" "ev-controller"',
      'target Normal Synced 3 "all good" "ev-controller"',
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map(
        (i) => `target Warning Failed 1 "attempt ${i} failed" "ev-controller"`,
      ),
      'target Warning Failed 3 "(combined from similar events): attempt 11 failed" ""',
      '',
    ]);
  });
});
