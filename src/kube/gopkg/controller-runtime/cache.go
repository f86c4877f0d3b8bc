package cache

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
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

	// DefaultTransform will be used as transform for all object types
	// unless there is already one set in ByObject or DefaultNamespaces.
	//
	// A typical usecase for this is to use TransformStripManagedFields
	// to reduce the caches memory usage.
	DefaultTransform func(interface{}) (interface{}, error)

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

	// Transform is a transformer function for the object which gets applied
	// when objects of the transformation are about to be committed
	// to cache.
	Transform func(interface{}) (interface{}, error)

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

	// Transform specifies a transform func. A nil value allows to default
	// this.
	Transform func(interface{}) (interface{}, error)

	// UnsafeDisableDeepCopy specifies if List and Get requests against the cache should not
	// DeepCopy. A nil value allows to default this.
	UnsafeDisableDeepCopy *bool

	// EnableWatchBookmarks requests watch events with type "BOOKMARK".
	EnableWatchBookmarks *bool

	// SyncPeriod is the resync period for objects in this namespace.
	SyncPeriod *time.Duration
}

// The Transform fields and TransformStripManagedFields have client-go's toolscache.TransformFunc
// written out (the simulated package does not import k8s.io/client-go/tools/cache): a
// toolscache.TransformFunc or a func literal assigns to them. Transforms run on the objects the
// informers list and watch, before they are stored.

// TransformStripManagedFields strips the managed fields of an object before it is committed to the cache.
// If you are not explicitly accessing managedFields from your code, setting this as `DefaultTransform`
// on the cache can lead to a significant reduction in memory usage.
func TransformStripManagedFields() func(interface{}) (interface{}, error) {
	return func(in any) (any, error) {
		// Nilcheck managed fields to avoid hitting https://github.com/kubernetes/kubernetes/issues/124337
		if obj, err := meta.Accessor(in); err == nil && obj.GetManagedFields() != nil {
			obj.SetManagedFields(nil)
		}

		return in, nil
	}
}

// NewCacheFunc - Function for creating a new cache from the options and a rest config.
type NewCacheFunc func(config *rest.Config, opts Options) (Cache, error)

// New initializes and returns a new Cache.
//
// The options are checked as [CR] pkg/cache/cache.go defaultOpts checks them; the simulated cache
// is built when a manager adopts the returned cache (manager.Options.NewCache) or, for a cache
// used on its own, on its first use.
func New(cfg *rest.Config, opts Options) (Cache, error) {
	// defaultOpts copies the config first (rest.CopyConfig dereferences it)
	config := *cfg
	if opts.Scheme == nil {
		opts.Scheme = scheme.Scheme
	}
	ic := &informerCache{config: &config, opts: &opts}
	if err := checkOptions(ic); err != nil {
		return nil, err
	}
	return ic, nil
}

// checkOptions checks ByObject as defaultOpts does and records ic as made by New (not yet adopted).
func checkOptions(ic *informerCache) error

// informerCache is the manager's cache: reads go through the manager's cached reader; h is the
// simulated manager's handle. A cache from New keeps its config and options until a manager adopts
// it or it is first used on its own (bind).
type informerCache struct {
	h      int
	reader client.Reader
	config *rest.Config
	opts   *Options
}

// bind builds the simulated cache of a cache New made that no manager adopted.
func (ic *informerCache) bind() {
	if ic.opts != nil {
		bindStandalone(ic)
	}
}

// bindStandalone builds a simulated manager (cache and cached reader) for ic alone.
func bindStandalone(ic *informerCache)

// Get implements client.Reader.
func (ic *informerCache) Get(ctx context.Context, key client.ObjectKey, obj client.Object, opts ...client.GetOption) error {
	ic.bind()
	return ic.reader.Get(ctx, key, obj, opts...)
}

// List implements client.Reader.
func (ic *informerCache) List(ctx context.Context, list client.ObjectList, opts ...client.ListOption) error {
	ic.bind()
	return ic.reader.List(ctx, list, opts...)
}

// IndexField adds an index with the given field name on the given object type by using the given
// function to extract the value for that field.
func (ic *informerCache) IndexField(ctx context.Context, obj client.Object, field string, extractValue client.IndexerFunc) error {
	ic.bind()
	return ic.indexField(ctx, obj, field, extractValue)
}

func (ic *informerCache) indexField(ctx context.Context, obj client.Object, field string, extractValue client.IndexerFunc) error

// Start implements Informers: the manager runs the simulated informers.
func (ic *informerCache) Start(ctx context.Context) error {
	ic.bind()
	<-ctx.Done()
	return nil
}

// WaitForCacheSync implements Informers.
func (ic *informerCache) WaitForCacheSync(ctx context.Context) bool {
	ic.bind()
	return ic.waitForCacheSync(ctx)
}

func (ic *informerCache) waitForCacheSync(ctx context.Context) bool
