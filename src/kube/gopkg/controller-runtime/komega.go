// Package komega: gomega-friendly closures over a controller-runtime client for tests (Get, List,
// Update, UpdateStatus, Object, ObjectList), per instance (New) or through the package's default
// (SetClient). Behaviour of kubernetes-sigs/controller-runtime pkg/envtest/komega (komega.go,
// default.go): each closure reads the object's key when it is made, Update and UpdateStatus fetch
// the object, apply the function and write it back. EqualObject (which needs go-cmp) is not
// simulated.
package komega

import (
	"context"

	"k8s.io/apimachinery/pkg/types"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// Komega is a collection of utilities for writing tests involving a mocked Kubernetes API.
type Komega interface {
	Get(client.Object) func() error
	List(client.ObjectList, ...client.ListOption) func() error
	Update(client.Object, func(), ...client.UpdateOption) func() error
	UpdateStatus(client.Object, func(), ...client.SubResourceUpdateOption) func() error
	Object(client.Object) func() (client.Object, error)
	ObjectList(client.ObjectList, ...client.ListOption) func() (client.ObjectList, error)
	WithContext(context.Context) Komega
}

type komega struct {
	ctx    context.Context
	client client.Client
}

var _ Komega = &komega{}

// New creates a new Komega instance with the given client.
func New(c client.Client) Komega {
	return &komega{ctx: context.Background(), client: c}
}

// WithContext returns a copy that uses the given context.
func (k komega) WithContext(ctx context.Context) Komega {
	k.ctx = ctx
	return &k
}

func keyOf(obj client.Object) types.NamespacedName {
	return types.NamespacedName{Namespace: obj.GetNamespace(), Name: obj.GetName()}
}

// Get returns a function that fetches obj and returns the error.
func (k *komega) Get(obj client.Object) func() error {
	key := keyOf(obj)
	return func() error { return k.client.Get(k.ctx, key, obj) }
}

// List returns a function that lists into list and returns the error.
func (k *komega) List(list client.ObjectList, opts ...client.ListOption) func() error {
	return func() error { return k.client.List(k.ctx, list, opts...) }
}

// Update returns a function that fetches obj, calls f and updates obj.
func (k *komega) Update(obj client.Object, f func(), opts ...client.UpdateOption) func() error {
	key := keyOf(obj)
	return func() error {
		if err := k.client.Get(k.ctx, key, obj); err != nil {
			return err
		}
		f()
		return k.client.Update(k.ctx, obj, opts...)
	}
}

// UpdateStatus returns a function that fetches obj, calls f and updates obj's status.
func (k *komega) UpdateStatus(obj client.Object, f func(), opts ...client.SubResourceUpdateOption) func() error {
	key := keyOf(obj)
	return func() error {
		if err := k.client.Get(k.ctx, key, obj); err != nil {
			return err
		}
		f()
		return k.client.Status().Update(k.ctx, obj, opts...)
	}
}

// Object returns a function that fetches obj and returns it with the error.
func (k *komega) Object(obj client.Object) func() (client.Object, error) {
	key := keyOf(obj)
	return func() (client.Object, error) {
		err := k.client.Get(k.ctx, key, obj)
		return obj, err
	}
}

// ObjectList returns a function that lists into list and returns it with the error.
func (k *komega) ObjectList(list client.ObjectList, opts ...client.ListOption) func() (client.ObjectList, error) {
	return func() (client.ObjectList, error) {
		err := k.client.List(k.ctx, list, opts...)
		return list, err
	}
}

// The package-level functions use this instance (SetClient, SetContext).
var defaultK = &komega{ctx: context.Background()}

// SetClient sets the client used by the package-level functions.
func SetClient(c client.Client) { defaultK.client = c }

// SetContext sets the context used by the package-level functions.
func SetContext(c context.Context) { defaultK.ctx = c }

// mustHaveClient: the package-level functions panic without SetClient, as the real package does.
func mustHaveClient() {
	if defaultK.client == nil {
		panic("Default Komega's client is not set. Use SetClient to set it.")
	}
}

// Get is Komega.Get of the default instance.
func Get(obj client.Object) func() error {
	mustHaveClient()
	return defaultK.Get(obj)
}

// List is Komega.List of the default instance.
func List(list client.ObjectList, opts ...client.ListOption) func() error {
	mustHaveClient()
	return defaultK.List(list, opts...)
}

// Update is Komega.Update of the default instance.
func Update(obj client.Object, f func(), opts ...client.UpdateOption) func() error {
	mustHaveClient()
	return defaultK.Update(obj, f, opts...)
}

// UpdateStatus is Komega.UpdateStatus of the default instance.
func UpdateStatus(obj client.Object, f func(), opts ...client.SubResourceUpdateOption) func() error {
	mustHaveClient()
	return defaultK.UpdateStatus(obj, f, opts...)
}

// Object is Komega.Object of the default instance.
func Object(obj client.Object) func() (client.Object, error) {
	mustHaveClient()
	return defaultK.Object(obj)
}

// ObjectList is Komega.ObjectList of the default instance.
func ObjectList(list client.ObjectList, opts ...client.ListOption) func() (client.ObjectList, error) {
	mustHaveClient()
	return defaultK.ObjectList(list, opts...)
}
