package controller

import (
	"fmt"
	"slices"
	"time"

	cachev1alpha1 "github.com/example/memcached-operator/api/v1alpha1"
)

const finalizer = "cache.example.com/finalizer"

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

type MemcachedReconciler struct {
	Deployments map[string]*Deployment
	Now         func() time.Time
}

func (r *MemcachedReconciler) Reconcile(m *cachev1alpha1.Memcached) (Result, error) {
	m.Default()
	if !slices.Contains(m.Finalizers, finalizer) {
		m.Finalizers = append(m.Finalizers, finalizer)
		return Result{Requeue: true}, nil
	}
	found, ok := r.Deployments[m.Name]
	if !ok {
		dep := deploymentFor(m)
		r.Deployments[m.Name] = dep
		fmt.Println("created:", describe(dep))
		return Result{RequeueAfter: time.Minute}, nil
	}
	if *found.Replicas != *m.Spec.Size {
		found.Replicas = new(*m.Spec.Size) // go1.26: new(expr)
		fmt.Println("scaled:", describe(found))
	}
	m.Status.Conditions = []cachev1alpha1.Condition{{
		Type:               "Available",
		Status:             "True",
		Reason:             "Reconciling",
		LastTransitionTime: r.Now(),
	}}
	return Result{}, nil
}
