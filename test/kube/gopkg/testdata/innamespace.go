package main

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
	ctrl "sigs.k8s.io/controller-runtime/pkg/reconcile"
)

type PodReconciler struct {
	client.Client
}

func (r *PodReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var pod corev1.Pod
	if err := r.Get(ctx, req.NamespacedName, &pod, client.InNamespace(req.Namespace)); err != nil {
		return ctrl.Result{}, err
	}
	if err := r.Client.Get(ctx, req.NamespacedName, &pod, client.InNamespace("default")); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func main() {}
