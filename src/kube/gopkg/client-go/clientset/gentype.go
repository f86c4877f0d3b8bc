// Package gentype: client-go's generic typed clients ([CG] gentype/type.go, v0.31 on), the
// methods every typed clientset resource has (Get, List, Create, Update, UpdateStatus, Delete,
// DeleteCollection, Patch, Watch). Requests go straight to the API server as the config's user (no
// cache), through the same natives as controller-runtime's direct client (src/kube/bind/client.ts).
// Each method returns a fresh object from newObject, filled from the response, as the real one
// (an error still returns that empty object).
package gentype

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
)

// objectWithMeta matches objects implementing both runtime.Object and metav1.Object.
type objectWithMeta interface {
	runtime.Object
	metav1.Object
}

// Raw is the simulated REST client a clientset's typed clients share.
type Raw struct {
	scheme *runtime.Scheme
	config *rest.Config
}

// NewRaw: the REST client for config (rest.RESTClientFor).
func NewRaw(config *rest.Config) (*Raw, error) {
	c := &Raw{scheme: scheme.Scheme, config: rest.CopyConfig(config)}
	if err := attach(c, config); err != nil {
		return nil, err
	}
	return c, nil
}

func attach(c *Raw, config *rest.Config) error

// RESTClient: the REST client of one of the clientset's group versions (the typed clients'
// RESTClient()), as the same user.
func (c *Raw) RESTClient(gv schema.GroupVersion) rest.Interface {
	return rest.NewRESTClientForGroupVersion(c.config, gv)
}
func (c *Raw) get(ctx context.Context, namespace, name string, obj runtime.Object) error
func (c *Raw) list(ctx context.Context, obj runtime.Object, namespace, labelSelector, fieldSelector string, limit int64, cont, resourceVersion string) error

// create and update send to namespace's path (the client's), whatever obj names.
func (c *Raw) create(ctx context.Context, namespace string, obj runtime.Object, dryRun bool, fieldManager string) error
func (c *Raw) update(ctx context.Context, namespace string, obj runtime.Object, subResource string, dryRun bool, fieldManager string) error
func (c *Raw) delete(ctx context.Context, obj runtime.Object, policy string, orphan int, uid string, hasUID bool, rv string, hasRV bool, grace int64, dryRun bool) error
func (c *Raw) deleteAllOf(ctx context.Context, obj runtime.Object, namespace, labelSelector, fieldSelector, policy string, orphan int, grace int64, dryRun bool) error
func (c *Raw) startWatch(ctx context.Context, list runtime.Object, namespace, labelSelector, fieldSelector, resourceVersion string) (int, error)
func (c *Raw) patch(ctx context.Context, obj runtime.Object, subResource string, patchType string, data []byte, force bool, dryRun bool, fieldManager string) error
func (c *Raw) getSubResource(ctx context.Context, obj runtime.Object, subResourceObj runtime.Object, subResource string) error
func (c *Raw) updateSubResource(ctx context.Context, obj runtime.Object, body runtime.Object, subResource string, dryRun bool, fieldManager string) error

// GetSubResource reads obj's subresource into subResourceObj (the typed clients' GetScale).
func (c *Raw) GetSubResource(ctx context.Context, obj, subResourceObj runtime.Object, subResource string) error {
	return c.getSubResource(ctx, obj, subResourceObj, subResource)
}

// UpdateSubResource sends body to obj's subresource; the answer replaces body (UpdateScale).
func (c *Raw) UpdateSubResource(ctx context.Context, obj, body runtime.Object, subResource string, opts metav1.UpdateOptions) error {
	return c.updateSubResource(ctx, obj, body, subResource, dryRunAll(opts.DryRun), opts.FieldManager)
}

// Client represents a client, optionally namespaced, with no support for lists or apply
// declarative configurations. Two kinds share it: client-go's own, over a rest.Interface (what
// code-generator's clientsets build, NewClient...), whose requests are the real ones through the
// REST client; and the simulator's typed clientsets', over a *Raw (NewRawClient...), whose requests
// go through the direct client's natives (raw set).
type Client[T objectWithMeta] struct {
	resource       string
	client         rest.Interface
	namespace      string // "" for non-namespaced clients
	newObject      func() T
	parameterCodec runtime.ParameterCodec

	prefersProtobuf bool

	raw        *Raw
	newRawList func() runtime.Object // the list a raw client's watch decodes items for
}

// ClientWithList represents a client with support for lists.
type ClientWithList[T objectWithMeta, L runtime.Object] struct {
	*Client[T]
	alsoLister[T, L]
}

// ClientWithApply represents a client with support for apply declarative configurations.
type ClientWithApply[T objectWithMeta, C namedObject] struct {
	*Client[T]
	alsoApplier[T, C]
}

// ClientWithListAndApply represents a client with support for lists and apply declarative configurations.
type ClientWithListAndApply[T objectWithMeta, L runtime.Object, C namedObject] struct {
	*Client[T]
	alsoLister[T, L]
	alsoApplier[T, C]
}

// namedObject matches comparable objects implementing GetName(); it is intended for use with apply declarative configurations.
type namedObject interface {
	comparable
	GetName() *string
}

type alsoLister[T objectWithMeta, L runtime.Object] struct {
	client  *Client[T]
	newList func() L
}

type alsoApplier[T objectWithMeta, C namedObject] struct {
	client *Client[T]
}

// Option configures a client (client-go v0.32 on).
type Option[T objectWithMeta] func(*Client[T])

// PrefersProtobuf: the generated clients of built-in kinds ask for protobuf.
func PrefersProtobuf[T objectWithMeta]() Option[T] {
	return func(c *Client[T]) { c.prefersProtobuf = true }
}

// NewClient constructs a client, namespaced or not, with no support for lists or apply.
// Non-namespaced clients are constructed by passing an empty namespace ("").
func NewClient[T objectWithMeta](
	resource string, client rest.Interface, parameterCodec runtime.ParameterCodec, namespace string, emptyObjectCreator func() T,
	options ...Option[T],
) *Client[T] {
	c := &Client[T]{
		resource:       resource,
		client:         client,
		parameterCodec: parameterCodec,
		namespace:      namespace,
		newObject:      emptyObjectCreator,
	}
	for _, option := range options {
		option(c)
	}
	return c
}

// NewClientWithList constructs a namespaced client with support for lists.
func NewClientWithList[T objectWithMeta, L runtime.Object](
	resource string, client rest.Interface, parameterCodec runtime.ParameterCodec, namespace string, emptyObjectCreator func() T,
	emptyListCreator func() L, options ...Option[T],
) *ClientWithList[T, L] {
	typeClient := NewClient[T](resource, client, parameterCodec, namespace, emptyObjectCreator, options...)
	return &ClientWithList[T, L]{
		typeClient,
		alsoLister[T, L]{typeClient, emptyListCreator},
	}
}

// NewClientWithApply constructs a namespaced client with support for apply declarative configurations.
func NewClientWithApply[T objectWithMeta, C namedObject](
	resource string, client rest.Interface, parameterCodec runtime.ParameterCodec, namespace string, emptyObjectCreator func() T,
	options ...Option[T],
) *ClientWithApply[T, C] {
	typeClient := NewClient[T](resource, client, parameterCodec, namespace, emptyObjectCreator, options...)
	return &ClientWithApply[T, C]{
		typeClient,
		alsoApplier[T, C]{typeClient},
	}
}

// NewClientWithListAndApply constructs a client with support for lists and applying declarative configurations.
func NewClientWithListAndApply[T objectWithMeta, L runtime.Object, C namedObject](
	resource string, client rest.Interface, parameterCodec runtime.ParameterCodec, namespace string, emptyObjectCreator func() T,
	emptyListCreator func() L, options ...Option[T],
) *ClientWithListAndApply[T, L, C] {
	typeClient := NewClient[T](resource, client, parameterCodec, namespace, emptyObjectCreator, options...)
	return &ClientWithListAndApply[T, L, C]{
		typeClient,
		alsoLister[T, L]{typeClient, emptyListCreator},
		alsoApplier[T, C]{typeClient},
	}
}

// NewRawClient: the simulator's typed clientsets' client over a *Raw (hidden from programs).
func NewRawClient[T objectWithMeta](resource string, client *Raw, namespace string, emptyObjectCreator func() T) *Client[T] {
	return &Client[T]{resource: resource, raw: client, namespace: namespace, newObject: emptyObjectCreator}
}

// NewRawClientWithList: NewRawClient with support for lists.
func NewRawClientWithList[T objectWithMeta, L runtime.Object](resource string, client *Raw, namespace string, emptyObjectCreator func() T, emptyListCreator func() L) *ClientWithList[T, L] {
	typeClient := NewRawClient[T](resource, client, namespace, emptyObjectCreator)
	typeClient.newRawList = func() runtime.Object { return emptyListCreator() }
	return &ClientWithList[T, L]{typeClient, alsoLister[T, L]{typeClient, emptyListCreator}}
}

// GetClient returns the REST interface.
func (c *Client[T]) GetClient() rest.Interface {
	if c.raw != nil {
		var gv schema.GroupVersion
		if gvks, _, err := c.raw.scheme.ObjectKinds(c.newObject()); err == nil && len(gvks) > 0 {
			gv = gvks[0].GroupVersion()
		}
		return c.raw.RESTClient(gv)
	}
	return c.client
}

// GetNamespace returns the client's namespace, if any.
func (c *Client[T]) GetNamespace() string {
	return c.namespace
}

func dryRunAll(dryRun []string) bool {
	for _, d := range dryRun {
		if d == metav1.DryRunAll {
			return true
		}
	}
	return false
}

// body: what goes on the wire for obj: a copy, in the request's namespace when it names none. The
// request goes to the client's namespace (NamespaceIfScoped(c.namespace, c.namespace != "")): an
// object in another namespace is sent as it is, and the API server answers 400 ("the namespace of
// the provided object does not match the namespace sent on the request"). A client without a
// namespace sends the request to the path without one whatever the object names.
func (c *Client[T]) body(obj T) T {
	out := obj.DeepCopyObject().(T)
	if c.namespace == "" {
		out.SetNamespace("")
	} else if out.GetNamespace() == "" {
		out.SetNamespace(c.namespace)
	}
	return out
}

// Get takes name of the resource, and returns the corresponding object, and an error if there is any.
func (c *Client[T]) Get(ctx context.Context, name string, options metav1.GetOptions) (T, error) {
	result := c.newObject()
	if c.raw == nil {
		err := c.client.Get().
			UseProtobufAsDefaultIfPreferred(c.prefersProtobuf).
			NamespaceIfScoped(c.namespace, c.namespace != "").
			Resource(c.resource).
			Name(name).
			VersionedParams(&options, c.parameterCodec).
			Do(ctx).
			Into(result)
		return result, err
	}
	err := c.raw.get(ctx, c.namespace, name, result)
	if err != nil {
		return c.newObject(), err
	}
	return result, nil
}

// List takes label and field selectors, and returns the list of resources that match those selectors.
func (l *alsoLister[T, L]) List(ctx context.Context, opts metav1.ListOptions) (L, error) {
	list := l.newList()
	if l.client.raw == nil {
		var timeout time.Duration
		if opts.TimeoutSeconds != nil {
			timeout = time.Duration(*opts.TimeoutSeconds) * time.Second
		}
		err := l.client.client.Get().
			UseProtobufAsDefaultIfPreferred(l.client.prefersProtobuf).
			NamespaceIfScoped(l.client.namespace, l.client.namespace != "").
			Resource(l.client.resource).
			VersionedParams(&opts, l.client.parameterCodec).
			Timeout(timeout).
			Do(ctx).
			Into(list)
		return list, err
	}
	err := l.client.raw.list(ctx, list, l.client.namespace, opts.LabelSelector, opts.FieldSelector, opts.Limit, opts.Continue, opts.ResourceVersion)
	if err != nil {
		return l.newList(), err
	}
	return list, nil
}

// Watch returns a watch.Interface that watches the requested resources. A typed clientset's: the
// server's events as it commits them (the same watch as controller-runtime's WithWatch client).
func (c *Client[T]) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	if c.raw != nil {
		h, err := c.raw.startWatch(ctx, c.newRawList(), c.namespace, opts.LabelSelector, opts.FieldSelector, opts.ResourceVersion)
		if err != nil {
			return nil, err
		}
		return rest.NewSimulatedWatch(ctx, h), nil
	}
	var timeout time.Duration
	if opts.TimeoutSeconds != nil {
		timeout = time.Duration(*opts.TimeoutSeconds) * time.Second
	}
	opts.Watch = true
	return c.client.Get().
		UseProtobufAsDefaultIfPreferred(c.prefersProtobuf).
		NamespaceIfScoped(c.namespace, c.namespace != "").
		Resource(c.resource).
		VersionedParams(&opts, c.parameterCodec).
		Timeout(timeout).
		Watch(ctx)
}

// Create takes the representation of a resource and creates it. Returns the server's representation of the resource, and an error, if there is any.
func (c *Client[T]) Create(ctx context.Context, obj T, opts metav1.CreateOptions) (T, error) {
	if c.raw == nil {
		result := c.newObject()
		err := c.client.Post().
			UseProtobufAsDefaultIfPreferred(c.prefersProtobuf).
			NamespaceIfScoped(c.namespace, c.namespace != "").
			Resource(c.resource).
			VersionedParams(&opts, c.parameterCodec).
			Body(obj).
			Do(ctx).
			Into(result)
		return result, err
	}
	result := c.body(obj)
	if err := c.raw.create(ctx, c.namespace, result, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return c.newObject(), err
	}
	return result, nil
}

// Update takes the representation of a resource and updates it. Returns the server's representation of the resource, and an error, if there is any.
func (c *Client[T]) Update(ctx context.Context, obj T, opts metav1.UpdateOptions) (T, error) {
	return c.update(ctx, obj, "", opts)
}

// UpdateStatus updates the status subresource of a resource. Returns the server's representation of the resource, and an error, if there is any.
func (c *Client[T]) UpdateStatus(ctx context.Context, obj T, opts metav1.UpdateOptions) (T, error) {
	return c.update(ctx, obj, "status", opts)
}

func (c *Client[T]) update(ctx context.Context, obj T, subResource string, opts metav1.UpdateOptions) (T, error) {
	if c.raw == nil {
		result := c.newObject()
		err := c.client.Put().
			UseProtobufAsDefaultIfPreferred(c.prefersProtobuf).
			NamespaceIfScoped(c.namespace, c.namespace != "").
			Resource(c.resource).
			Name(obj.GetName()).
			SubResource(subResource).
			VersionedParams(&opts, c.parameterCodec).
			Body(obj).
			Do(ctx).
			Into(result)
		return result, err
	}
	result := c.body(obj)
	if err := c.raw.update(ctx, c.namespace, result, subResource, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return c.newObject(), err
	}
	return result, nil
}

// Delete takes name of the resource and deletes it. Returns an error if one occurs.
func (c *Client[T]) Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error {
	if c.raw == nil {
		return c.client.Delete().
			UseProtobufAsDefaultIfPreferred(c.prefersProtobuf).
			NamespaceIfScoped(c.namespace, c.namespace != "").
			Resource(c.resource).
			Name(name).
			Body(&opts).
			Do(ctx).
			Error()
	}
	obj := c.newObject()
	obj.SetName(name)
	obj.SetNamespace(c.namespace)
	policy := ""
	if opts.PropagationPolicy != nil {
		policy = string(*opts.PropagationPolicy)
	}
	// the deprecated OrphanDependents goes to the server as it is: it refuses it beside a policy
	orphan := orphanDependents(opts.OrphanDependents)
	var uid, rv string
	var hasUID, hasRV bool
	if p := opts.Preconditions; p != nil {
		if p.UID != nil {
			uid, hasUID = string(*p.UID), true
		}
		if p.ResourceVersion != nil {
			rv, hasRV = *p.ResourceVersion, true
		}
	}
	grace := int64(-1)
	if opts.GracePeriodSeconds != nil {
		grace = *opts.GracePeriodSeconds
	}
	return c.raw.delete(ctx, obj, policy, orphan, uid, hasUID, rv, hasRV, grace, dryRunAll(opts.DryRun))
}

// DeleteCollection deletes a collection of objects.
func (l *alsoLister[T, L]) DeleteCollection(ctx context.Context, opts metav1.DeleteOptions, listOpts metav1.ListOptions) error {
	if l.client.raw == nil {
		var timeout time.Duration
		if listOpts.TimeoutSeconds != nil {
			timeout = time.Duration(*listOpts.TimeoutSeconds) * time.Second
		}
		return l.client.client.Delete().
			UseProtobufAsDefaultIfPreferred(l.client.prefersProtobuf).
			NamespaceIfScoped(l.client.namespace, l.client.namespace != "").
			Resource(l.client.resource).
			VersionedParams(&listOpts, l.client.parameterCodec).
			Timeout(timeout).
			Body(&opts).
			Do(ctx).
			Error()
	}
	policy := ""
	if opts.PropagationPolicy != nil {
		policy = string(*opts.PropagationPolicy)
	}
	grace := int64(-1)
	if opts.GracePeriodSeconds != nil {
		grace = *opts.GracePeriodSeconds
	}
	return l.client.raw.deleteAllOf(ctx, l.client.newObject(), l.client.namespace, listOpts.LabelSelector, listOpts.FieldSelector, policy, orphanDependents(opts.OrphanDependents), grace, dryRunAll(opts.DryRun))
}

// Patch applies the patch and returns the patched resource.
func (c *Client[T]) Patch(ctx context.Context, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions, subresources ...string) (T, error) {
	result := c.newObject()
	if c.raw == nil {
		err := c.client.Patch(pt).
			UseProtobufAsDefaultIfPreferred(c.prefersProtobuf).
			NamespaceIfScoped(c.namespace, c.namespace != "").
			Resource(c.resource).
			Name(name).
			SubResource(subresources...).
			VersionedParams(&opts, c.parameterCodec).
			Body(data).
			Do(ctx).
			Into(result)
		return result, err
	}
	result.SetName(name)
	result.SetNamespace(c.namespace)
	sub := ""
	if len(subresources) > 0 {
		sub = subresources[0]
	}
	force := opts.Force != nil && *opts.Force
	if err := c.raw.patch(ctx, result, sub, string(pt), data, force, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return c.newObject(), err
	}
	return result, nil
}

// Applier is client-go's alsoApplier (gentype/type.go): Apply and ApplyStatus of the typed clients
// of the kinds that have apply configurations (k8s.io/client-go/applyconfigurations); C is the
// configuration's pointer type. The configuration's JSON is sent as a server-side apply patch.
type Applier[T objectWithMeta, C interface{ GetName() *string }] struct {
	client *Client[T]
}

// NewApplier gives the client's Apply and ApplyStatus.
func NewApplier[T objectWithMeta, C interface{ GetName() *string }](client *Client[T]) Applier[T, C] {
	return Applier[T, C]{client}
}

// Apply takes the given apply declarative configuration, applies it and returns the applied resource.
func (a Applier[T, C]) Apply(ctx context.Context, obj C, opts metav1.ApplyOptions) (T, error) {
	return a.apply(ctx, obj, opts, "")
}

// ApplyStatus takes the given apply declarative configuration, applies it to the status subresource and returns the applied resource.
func (a Applier[T, C]) ApplyStatus(ctx context.Context, obj C, opts metav1.ApplyOptions) (T, error) {
	return a.apply(ctx, obj, opts, "status")
}

func (a Applier[T, C]) apply(ctx context.Context, obj C, opts metav1.ApplyOptions, subResource string) (T, error) {
	result := a.client.newObject()
	if any(obj) == any(*new(C)) {
		return *new(T), fmt.Errorf("object provided to Apply must not be nil")
	}
	if obj.GetName() == nil {
		return *new(T), fmt.Errorf("obj.Name must be provided to Apply")
	}
	data, err := json.Marshal(obj)
	if err != nil {
		return *new(T), err
	}
	result.SetName(*obj.GetName())
	result.SetNamespace(a.client.namespace)
	if err := a.client.raw.patch(ctx, result, subResource, string(types.ApplyPatchType), data, opts.Force, dryRunAll(opts.DryRun), opts.FieldManager); err != nil {
		return a.client.newObject(), err
	}
	return result, nil
}

// Apply takes the given apply declarative configuration, applies it and returns the applied resource.
func (a *alsoApplier[T, C]) Apply(ctx context.Context, obj C, opts metav1.ApplyOptions) (T, error) {
	return a.apply(ctx, obj, opts)
}

// ApplyStatus takes the given apply declarative configuration, applies it to the status subresource and returns the applied resource.
func (a *alsoApplier[T, C]) ApplyStatus(ctx context.Context, obj C, opts metav1.ApplyOptions) (T, error) {
	return a.apply(ctx, obj, opts, "status")
}

// apply: the configuration's JSON as a server-side apply patch ([CG] gentype/type.go; v0.34 on
// build the request with util/apply.NewRequest, the same JSON when CBOR is off).
func (a *alsoApplier[T, C]) apply(ctx context.Context, obj C, opts metav1.ApplyOptions, subresources ...string) (T, error) {
	result := a.client.newObject()
	if obj == *new(C) {
		return *new(T), fmt.Errorf("object provided to Apply must not be nil")
	}
	patchOpts := opts.ToPatchOptions()
	if obj.GetName() == nil {
		return *new(T), fmt.Errorf("obj.Name must be provided to Apply")
	}
	data, err := json.Marshal(obj)
	if err != nil {
		return *new(T), err
	}
	err = a.client.client.Patch(types.ApplyPatchType).
		UseProtobufAsDefaultIfPreferred(a.client.prefersProtobuf).
		NamespaceIfScoped(a.client.namespace, a.client.namespace != "").
		Resource(a.client.resource).
		Name(*obj.GetName()).
		SubResource(subresources...).
		VersionedParams(&patchOpts, a.client.parameterCodec).
		Body(data).
		Do(ctx).
		Into(result)
	return result, err
}

// orphanDependents is DeleteOptions.OrphanDependents for the simulated request: -1 unset, 0 false, 1 true.
func orphanDependents(b *bool) int {
	if b == nil {
		return -1
	}
	if *b {
		return 1
	}
	return 0
}
