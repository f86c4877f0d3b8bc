// Package finalizer helps a reconciler keep finalizers on its objects ([CR] pkg/finalizer,
// finalizer.go and types.go): each registered Finalizer's key is added to a live object and, once
// the object is being deleted, its Finalize runs and the key is removed when it succeeds. The
// caller persists the object when Result.Updated (and its status when StatusUpdated).
package finalizer

import (
	"context"
	"fmt"

	kerrors "k8s.io/apimachinery/pkg/util/errors"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
)

// Registerer holds Register that will check if a key is already registered
// and error out and it does; and if not registered, it will add the finalizer
// to the finalizers map as the value for the provided key.
type Registerer interface {
	Register(key string, f Finalizer) error
}

// Finalizer holds Finalize that will add/remove a finalizer based on the
// deletion timestamp being set and return an indication of whether the
// obj needs an update or not.
type Finalizer interface {
	Finalize(context.Context, client.Object) (Result, error)
}

// Finalizers implements Registerer and Finalizer to finalize all registered
// finalizers if the provided object has a deletion timestamp or set all
// registered finalizers if it does not.
type Finalizers interface {
	Registerer
	Finalizer
}

type finalizers map[string]Finalizer

// Result struct holds information about what parts of an object were updated by finalizer(s).
type Result struct {
	// Updated will be true if at least one of the object's non-status field
	// was updated by some registered finalizer.
	Updated bool
	// StatusUpdated will be true if at least one of the object's status' fields
	// was updated by some registered finalizer.
	StatusUpdated bool
}

// NewFinalizers returns the Finalizers interface.
func NewFinalizers() Finalizers {
	return finalizers{}
}

func (f finalizers) Register(key string, finalizer Finalizer) error {
	if _, ok := f[key]; ok {
		return fmt.Errorf("finalizer for key %q already registered", key)
	}
	f[key] = finalizer
	return nil
}

func (f finalizers) Finalize(ctx context.Context, obj client.Object) (Result, error) {
	var res Result
	var errs []error
	for key, fin := range f {
		deleting := !obj.GetDeletionTimestamp().IsZero()
		has := controllerutil.ContainsFinalizer(obj, key)
		switch {
		case !deleting && !has:
			// a live object gets the key
			controllerutil.AddFinalizer(obj, key)
			res.Updated = true
		case deleting && has:
			r, err := fin.Finalize(ctx, obj)
			if err != nil {
				// the key stays; what the finalizer changed is still reported
				res.Updated = res.Updated || r.Updated
				res.StatusUpdated = res.StatusUpdated || r.StatusUpdated
				errs = append(errs, fmt.Errorf("finalizer %q failed: %w", key, err))
				continue
			}
			res.Updated = true
			controllerutil.RemoveFinalizer(obj, key)
			res.StatusUpdated = res.StatusUpdated || r.StatusUpdated
		}
	}
	return res, kerrors.NewAggregate(errs)
}
