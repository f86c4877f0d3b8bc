package controller

import (
	"fmt"

	cachev1alpha1 "example.com/memcached-operator/api/v1alpha1"
)

type MemcachedReconciler struct {
	Log []string
}

func (r *MemcachedReconciler) Reconcile(m *cachev1alpha1.Memcached) (bool, error) {
	if m.Spec.Size < 1 || m.Spec.Size > 3 {
		return false, fmt.Errorf("invalid size %d for %s", m.Spec.Size, m.GetName())
	}
	r.Log = append(r.Log, fmt.Sprintf("reconciled %s/%s size=%d", m.Namespace, m.Name, m.Spec.Size))
	m.Status.Conditions = append(m.Status.Conditions, "Available")
	return true, nil
}
