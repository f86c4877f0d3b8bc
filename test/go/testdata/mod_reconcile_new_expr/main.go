package main

import (
	"fmt"
	"time"

	cachev1alpha1 "github.com/example/memcached-operator/api/v1alpha1"
	"github.com/example/memcached-operator/internal/controller"
)

func main() {
	r := &controller.MemcachedReconciler{
		Deployments: map[string]*controller.Deployment{},
		Now:         func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) },
	}
	m := &cachev1alpha1.Memcached{ObjectMeta: cachev1alpha1.ObjectMeta{Name: "sample", Namespace: "default", Generation: 1}}
	for i := 0; i < 3; i++ {
		res, err := r.Reconcile(m)
		fmt.Printf("pass %d: %+v %v finalizers=%v\n", i, res, err, m.Finalizers)
	}
	m.Spec.Size = new(int32(3)) // go1.26: new(expr)
	res, err := r.Reconcile(m)
	fmt.Printf("%+v %v\n", res, err)
	c := m.Status.Conditions[0]
	fmt.Println(c.Type, c.Status, c.Reason, c.LastTransitionTime.Format(time.RFC3339))
}

// Output:
// pass 0: {Requeue:true RequeueAfter:0s} <nil> finalizers=[cache.example.com/finalizer]
// created: sample replicas=1 nonroot=true uid=1001 ports=[11211]
// pass 1: {Requeue:false RequeueAfter:1m0s} <nil> finalizers=[cache.example.com/finalizer]
// pass 2: {Requeue:false RequeueAfter:0s} <nil> finalizers=[cache.example.com/finalizer]
// scaled: sample replicas=3 nonroot=true uid=1001 ports=[11211]
// {Requeue:false RequeueAfter:0s} <nil>
// Available True Reconciling 2026-01-02T03:04:05Z
