package main

import (
	"errors"
	"strings"
)

type Reconciler struct{ seen map[string]bool }

func NewReconciler() Reconciler { return &Reconciler{} }

func (r *Reconciler) Reconcile(name string) (bool, error) {
	if r.seen[name] {
		return false
	}
	return true, nil
}
