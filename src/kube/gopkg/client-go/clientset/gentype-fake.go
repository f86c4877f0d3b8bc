package gentype

// client-go's generic typed fake client ([CG] gentype/fake.go from v0.32: FakeClient,
// FakeClientWithList, NewFakeClientWithList, ToPointerSlice, FromPointerSlice), which the typed
// fakes (typedfake/*.go) embed. It is a package of its own (oplab.dev/internal/gentype) rather
// than a file of k8s.io/client-go/gentype so that programs using the real clientset do not load
// client-go/testing. Each method records its action and returns what the reactor chain answers,
// the empty object when it answers nil.

import (
	"context"
	"encoding/json"
	"fmt"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/testing"
)

type objectWithMeta interface {
	runtime.Object
	metav1.Object
}

type FakeClient[T objectWithMeta] struct {
	*testing.Fake
	ns        string
	resource  schema.GroupVersionResource
	kind      schema.GroupVersionKind
	newObject func() T
}

type FakeClientWithList[T objectWithMeta, L runtime.Object] struct {
	*FakeClient[T]
	alsoFakeLister[T, L]
}

type alsoFakeLister[T objectWithMeta, L runtime.Object] struct {
	client       *FakeClient[T]
	newList      func() L
	copyListMeta func(L, L)
	getItems     func(L) []T
	setItems     func(L, []T)
}

func NewFakeClientWithList[T objectWithMeta, L runtime.Object](
	fake *testing.Fake, namespace string, resource schema.GroupVersionResource, kind schema.GroupVersionKind, emptyObjectCreator func() T,
	emptyListCreator func() L, listMetaCopier func(L, L), itemGetter func(L) []T, itemSetter func(L, []T),
) *FakeClientWithList[T, L] {
	c := &FakeClient[T]{fake, namespace, resource, kind, emptyObjectCreator}
	return &FakeClientWithList[T, L]{c, alsoFakeLister[T, L]{c, emptyListCreator, listMetaCopier, itemGetter, itemSetter}}
}

func ToPointerSlice[T any](src []T) []*T {
	if src == nil {
		return nil
	}
	result := make([]*T, len(src))
	for i := range src {
		result[i] = &src[i]
	}
	return result
}

func FromPointerSlice[T any](src []*T) []T {
	if src == nil {
		return nil
	}
	result := make([]T, len(src))
	for i := range src {
		result[i] = *src[i]
	}
	return result
}

// Get takes name of the resource, and returns the corresponding object, and an error if there is any.
func (c *FakeClient[T]) Get(ctx context.Context, name string, options metav1.GetOptions) (T, error) {
	emptyResult := c.newObject()
	obj, err := c.Fake.Invokes(testing.NewGetActionWithOptions(c.resource, c.ns, name, options), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	return obj.(T), err
}

// List filters the tracker's answer by the label selector (the field selector is not applied).
func (l *alsoFakeLister[T, L]) List(ctx context.Context, opts metav1.ListOptions) (result L, err error) {
	emptyResult := l.newList()
	obj, err := l.client.Fake.Invokes(testing.NewListActionWithOptions(l.client.resource, l.client.kind, l.client.ns, opts), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	label, _, _ := testing.ExtractFromListOptions(opts)
	if label == nil {
		return obj.(L), nil
	}
	list := l.newList()
	l.copyListMeta(list, obj.(L))
	var items []T
	for _, item := range l.getItems(obj.(L)) {
		itemMeta, err := meta.Accessor(item)
		if err != nil {
			continue
		}
		if label.Matches(labels.Set(itemMeta.GetLabels())) {
			items = append(items, item)
		}
	}
	l.setItems(list, items)
	return list, err
}

// Watch returns a watch.Interface that watches the requested resources.
func (c *FakeClient[T]) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	opts.Watch = true
	return c.Fake.InvokesWatch(testing.NewWatchActionWithOptions(c.resource, c.ns, opts))
}

// Create takes the representation of a resource and creates it.
func (c *FakeClient[T]) Create(ctx context.Context, resource T, opts metav1.CreateOptions) (result T, err error) {
	emptyResult := c.newObject()
	obj, err := c.Fake.Invokes(testing.NewCreateActionWithOptions(c.resource, c.ns, resource, opts), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	return obj.(T), err
}

// Update takes the representation of a resource and updates it.
func (c *FakeClient[T]) Update(ctx context.Context, resource T, opts metav1.UpdateOptions) (result T, err error) {
	emptyResult := c.newObject()
	obj, err := c.Fake.Invokes(testing.NewUpdateActionWithOptions(c.resource, c.ns, resource, opts), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	return obj.(T), err
}

// UpdateStatus updates the resource's status subresource: for the tracker, the whole object.
func (c *FakeClient[T]) UpdateStatus(ctx context.Context, resource T, opts metav1.UpdateOptions) (result T, err error) {
	emptyResult := c.newObject()
	obj, err := c.Fake.Invokes(testing.NewUpdateSubresourceActionWithOptions(c.resource, "status", c.ns, resource, opts), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	return obj.(T), err
}

// Delete takes name of the resource and deletes it.
func (c *FakeClient[T]) Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error {
	_, err := c.Fake.Invokes(testing.NewDeleteActionWithOptions(c.resource, c.ns, name, opts), c.newObject())
	return err
}

// DeleteCollection records the action; the tracker does not answer it (nothing is deleted).
func (l *alsoFakeLister[T, L]) DeleteCollection(ctx context.Context, opts metav1.DeleteOptions, listOpts metav1.ListOptions) error {
	_, err := l.client.Fake.Invokes(testing.NewDeleteCollectionActionWithOptions(l.client.resource, l.client.ns, opts, listOpts), l.newList())
	return err
}

// Patch applies the patch and returns the patched resource.
func (c *FakeClient[T]) Patch(ctx context.Context, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions, subresources ...string) (result T, err error) {
	emptyResult := c.newObject()
	obj, err := c.Fake.Invokes(testing.NewPatchSubresourceActionWithOptions(c.resource, c.ns, name, pt, data, opts, subresources...), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	return obj.(T), err
}

func (c *FakeClient[T]) Namespace() string {
	return c.ns
}

func (c *FakeClient[T]) Kind() schema.GroupVersionKind {
	return c.kind
}

func (c *FakeClient[T]) Resource() schema.GroupVersionResource {
	return c.resource
}

// FakeApplier is client-go's alsoFakeApplier (gentype/fake.go): Apply and ApplyStatus record an
// apply patch action, which the tracker answers.
type FakeApplier[T objectWithMeta, C interface{ GetName() *string }] struct {
	client *FakeClient[T]
}

// NewFakeApplier gives the fake client's Apply and ApplyStatus.
func NewFakeApplier[T objectWithMeta, C interface{ GetName() *string }](client *FakeClient[T]) FakeApplier[T, C] {
	return FakeApplier[T, C]{client}
}

// Apply takes the given apply declarative configuration, applies it and returns the applied resource.
func (a FakeApplier[T, C]) Apply(ctx context.Context, configuration C, opts metav1.ApplyOptions) (T, error) {
	return a.apply(configuration, opts)
}

// ApplyStatus applies the given apply declarative configuration to the resource's status.
func (a FakeApplier[T, C]) ApplyStatus(ctx context.Context, configuration C, opts metav1.ApplyOptions) (T, error) {
	return a.apply(configuration, opts, "status")
}

func (a FakeApplier[T, C]) apply(configuration C, opts metav1.ApplyOptions, subresources ...string) (T, error) {
	if any(configuration) == any(*new(C)) {
		return *new(T), fmt.Errorf("configuration provided to Apply must not be nil")
	}
	data, err := json.Marshal(configuration)
	if err != nil {
		return *new(T), err
	}
	name := configuration.GetName()
	if name == nil {
		return *new(T), fmt.Errorf("configuration.Name must be provided to Apply")
	}
	emptyResult := a.client.newObject()
	obj, err := a.client.Fake.Invokes(testing.NewPatchSubresourceActionWithOptions(a.client.resource, a.client.ns, *name, types.ApplyPatchType, data, opts.ToPatchOptions(), subresources...), emptyResult)
	if obj == nil {
		return emptyResult, err
	}
	return obj.(T), err
}
