package cache

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// AllNamespaces should be used as the map key to deliminate namespace settings that apply to all
// namespaces that themselves do not have explicit settings.
const AllNamespaces = metav1.NamespaceAll

// Cache knows how to load Kubernetes objects, fetch informers to request notifications on updates
// to objects, and add indices to objects.
type Cache interface {
	// Reader acts as a client to objects stored in the cache.
	client.Reader

	// Informers loads informers and adds field indices.
	Informers
}

// Informers knows how to create or fetch informers for different group-version-kinds, and add
// indices to those informers.
type Informers interface {
	// Start runs all the informers known to this cache until the context is closed.
	Start(ctx context.Context) error

	// WaitForCacheSync waits for all the caches to sync. Returns false if it could not sync a cache.
	WaitForCacheSync(ctx context.Context) bool

	// FieldIndexer adds indices to the managed informers.
	client.FieldIndexer
}

// Options are the optional arguments for creating a new Cache object.
type Options struct {
	// Scheme is the scheme to use for mapping objects to GroupVersionKinds
	Scheme *runtime.Scheme

	// Mapper is the RESTMapper to use for mapping GroupVersionKinds to Resources
	Mapper meta.RESTMapper

	// SyncPeriod determines the minimum frequency at which watched resources are reconciled.
	SyncPeriod *time.Duration

	// ReaderFailOnMissingInformer configures the cache to return a ErrResourceNotCached error when
	// a user requests, using Get() and List(), a resource the cache does not already have an
	// informer for. Defaults to false, which means that the cache will start a new informer for
	// every new requested resource.
	ReaderFailOnMissingInformer bool

	// DefaultNamespaces maps namespace names to cache configs. If set, only the namespaces in here
	// will be watched and it will by used to default ByObject.Namespaces for all objects if that
	// is nil. It is possible to have specific Config for just some namespaces but cache all
	// namespaces by using the AllNamespaces const as the map key.
	DefaultNamespaces map[string]Config

	// DefaultLabelSelector will be used as a label selector for all objects unless there is
	// already one set in ByObject or DefaultNamespaces.
	DefaultLabelSelector labels.Selector

	// DefaultFieldSelector will be used as a field selector for all object types unless there is
	// already one set in ByObject or DefaultNamespaces.
	DefaultFieldSelector fields.Selector

	// DefaultUnsafeDisableDeepCopy is the default for UnsafeDisableDeepCopy for all objects.
	DefaultUnsafeDisableDeepCopy *bool

	// DefaultEnableWatchBookmarks requests watch events with type "BOOKMARK".
	DefaultEnableWatchBookmarks *bool

	// ByObject restricts the cache's ListWatch to the desired fields per GVK at the specified object.
	ByObject map[client.Object]ByObject
}

// ByObject offers more fine-grained control over the cache's ListWatch by object.
type ByObject struct {
	// Namespaces maps a namespace name to cache configs. If set, only the namespaces in this map
	// will be cached. It is not allowed to set this for cluster-scoped objects.
	Namespaces map[string]Config

	// Label represents a label selector for the object.
	Label labels.Selector

	// Field represents a field selector for the object.
	Field fields.Selector

	// UnsafeDisableDeepCopy indicates not to deep copy objects during get or list objects.
	UnsafeDisableDeepCopy *bool

	// EnableWatchBookmarks requests watch events with type "BOOKMARK".
	EnableWatchBookmarks *bool

	// SyncPeriod is the resync period for this object.
	SyncPeriod *time.Duration
}

// Config describes all potential options for a given watch.
type Config struct {
	// LabelSelector specifies a label selector. A nil value allows to default this.
	LabelSelector labels.Selector

	// FieldSelector specifics a field selector. A nil value allows to default this.
	FieldSelector fields.Selector

	// UnsafeDisableDeepCopy specifies if List and Get requests against the cache should not
	// DeepCopy. A nil value allows to default this.
	UnsafeDisableDeepCopy *bool

	// EnableWatchBookmarks requests watch events with type "BOOKMARK".
	EnableWatchBookmarks *bool

	// SyncPeriod is the resync period for objects in this namespace.
	SyncPeriod *time.Duration
}

// informerCache is the manager's cache (built by the manager's natives): reads go through the
// manager's cached reader; h is the simulated manager's handle.
type informerCache struct {
	h      int
	reader client.Reader
}

// Get implements client.Reader.
func (ic *informerCache) Get(ctx context.Context, key client.ObjectKey, obj client.Object, opts ...client.GetOption) error {
	return ic.reader.Get(ctx, key, obj, opts...)
}

// List implements client.Reader.
func (ic *informerCache) List(ctx context.Context, list client.ObjectList, opts ...client.ListOption) error {
	return ic.reader.List(ctx, list, opts...)
}

// IndexField adds an index with the given field name on the given object type by using the given
// function to extract the value for that field.
func (ic *informerCache) IndexField(ctx context.Context, obj client.Object, field string, extractValue client.IndexerFunc) error

// Start implements Informers: the manager runs the simulated informers.
func (ic *informerCache) Start(ctx context.Context) error {
	<-ctx.Done()
	return nil
}

// WaitForCacheSync implements Informers.
func (ic *informerCache) WaitForCacheSync(ctx context.Context) bool
