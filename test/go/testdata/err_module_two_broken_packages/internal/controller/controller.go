package controller

import (
	"example.com/memcached-operator/api/v1"
	"example.com/memcached-operator/internal/util"
)

type Reconciler struct{}

func (r *Reconciler) Reconcile(m *v1.Memcached) error {
	labels := util.Labels(m.Name)
	return nil
}
