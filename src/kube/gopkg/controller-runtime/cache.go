package cache

import (
	"context"
	"fmt"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	toolscache "k8s.io/client-go/tools/cache"
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
	// GetInformer fetches or constructs an informer for the given object that corresponds to a single
	// API kind and resource.
	GetInformer(ctx context.Context, obj client.Object, opts ...InformerGetOption) (Informer, error)

	// GetInformerForKind is similar to GetInformer, except that it takes a group-version-kind, instead
	// of the underlying object.
	GetInformerForKind(ctx context.Context, gvk schema.GroupVersionKind, opts ...InformerGetOption) (Informer, error)

	// RemoveInformer removes an informer entry and stops it if it was running.
	RemoveInformer(ctx context.Context, obj client.Object) error

	// Start runs all the informers known to this cache until the context is closed.
	Start(ctx context.Context) error

	// WaitForCacheSync waits for all the caches to sync. Returns false if it could not sync a cache.
	WaitForCacheSync(ctx context.Context) bool

	// FieldIndexer adds indices to the managed informers.
	client.FieldIndexer
}

// Informer allows you to interact with the underlying informer.
type Informer interface {
	// AddEventHandler adds an event handler to the shared informer using the shared informer's resync
	// period. Events to a single handler are delivered sequentially, but there is no coordination
	// between different handlers.
	AddEventHandler(handler toolscache.ResourceEventHandler) (toolscache.ResourceEventHandlerRegistration, error)

	// AddEventHandlerWithResyncPeriod adds an event handler to the shared informer using the
	// specified resync period.
	AddEventHandlerWithResyncPeriod(handler toolscache.ResourceEventHandler, resyncPeriod time.Duration) (toolscache.ResourceEventHandlerRegistration, error)

	// AddEventHandlerWithOptions is a variant of AddEventHandlerWithResyncPeriod where
	// all optional parameters are passed in as a struct.
	AddEventHandlerWithOptions(handler toolscache.ResourceEventHandler, options toolscache.HandlerOptions) (toolscache.ResourceEventHandlerRegistration, error)

	// RemoveEventHandler removes a previously added event handler given by
	// its registration handle.
	RemoveEventHandler(handle toolscache.ResourceEventHandlerRegistration) error

	// AddIndexers adds indexers to this store. It is valid to add indexers
	// after an informer was started.
	AddIndexers(indexers toolscache.Indexers) error

	// HasSynced return true if the informers underlying store has synced.
	HasSynced() bool

	// HasSyncedChecker completes if the informers underlying store has synced.
	HasSyncedChecker() toolscache.DoneChecker

	// IsStopped returns true if the informer has been stopped.
	IsStopped() bool
}

// InformerGetOptions defines the behavior of how informers are retrieved.
type InformerGetOptions struct {
	// BlockUntilSynced controls if the informer retrieval will block until the informer is synced.
	// Defaults to `true`.
	BlockUntilSynced *bool
}

// InformerGetOption defines an option that alters the behavior of how informers are retrieved.
type InformerGetOption func(*InformerGetOptions)

// BlockUntilSynced determines whether a get request for an informer should block
// until the informer's cache has synced.
func BlockUntilSynced(shouldBlock bool) InformerGetOption {
	return func(opts *InformerGetOptions) {
		opts.BlockUntilSynced = &shouldBlock
	}
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

// ErrCacheNotStarted is returned when trying to read from the cache that wasn't started.
type ErrCacheNotStarted struct{}

func (*ErrCacheNotStarted) Error() string {
	return "the cache is not started, can not read objects"
}

var _ error = (*ErrCacheNotStarted)(nil)

// ErrResourceNotCached indicates that the resource type
// the client asked the cache for is not cached, i.e. the
// corresponding informer does not exist yet.
type ErrResourceNotCached struct {
	GVK schema.GroupVersionKind
}

// Error returns the error
func (r ErrResourceNotCached) Error() string {
	return fmt.Sprintf("%s is not cached", r.GVK.String())
}

var _ error = (*ErrResourceNotCached)(nil)

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
	ic.start()
	<-ctx.Done()
	return nil
}

// WaitForCacheSync implements Informers.
//
// It first waits for the cache to start, as [CR] pkg/cache/internal/informers.go waitForStarted
// does (a cache started by `go c.Start(ctx)` may not have started yet).
func (ic *informerCache) WaitForCacheSync(ctx context.Context) bool {
	ic.bind()
	for !ic.isStarted() {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(10 * time.Millisecond):
		}
	}
	return ic.waitForCacheSync(ctx)
}

func (ic *informerCache) isStarted() bool

func (ic *informerCache) waitForCacheSync(ctx context.Context) bool

// GetInformer returns the informer for obj's type, made and started if the cache had none
// ([CR] pkg/cache/informer_cache.go): the RESTMapper's error for a kind the server does not serve;
// by default it waits until the informer has synced, polling as client-go's WaitForCacheSync does.
func (ic *informerCache) GetInformer(ctx context.Context, obj client.Object, opts ...InformerGetOption) (Informer, error) {
	ic.bind()
	if err := ic.startInformer(obj); err != nil {
		return nil, err
	}
	i := &informer{ic: ic, obj: obj}
	getOpts := InformerGetOptions{}
	for _, o := range opts {
		o(&getOpts)
	}
	if (getOpts.BlockUntilSynced == nil || *getOpts.BlockUntilSynced) && !i.HasSynced() {
		if !toolscache.WaitForCacheSync(ctx.Done(), i.HasSynced) {
			return nil, apierrors.NewTimeoutError(fmt.Sprintf("failed waiting for %T Informer to sync", obj), 0)
		}
	}
	return i, nil
}

// GetInformerForKind returns the informer for the GroupVersionKind: the scheme's type for it.
func (ic *informerCache) GetInformerForKind(ctx context.Context, gvk schema.GroupVersionKind, opts ...InformerGetOption) (Informer, error) {
	ic.bind()
	obj, err := ic.scheme().New(gvk)
	if err != nil {
		return nil, err
	}
	return ic.GetInformer(ctx, obj.(client.Object), opts...)
}

// RemoveInformer removes an informer entry and stops it if it was running.
func (ic *informerCache) RemoveInformer(_ context.Context, obj client.Object) error {
	ic.bind()
	return ic.removeInformer(obj)
}

func (ic *informerCache) startInformer(obj client.Object) error

// start starts the simulated cache's informers (reads before it fail with ErrCacheNotStarted).
func (ic *informerCache) start()
func (ic *informerCache) scheme() *runtime.Scheme
func (ic *informerCache) removeInformer(obj client.Object) error

// informer is the manager cache's informer of one type (one per namespace of a multi-namespace
// cache, as the real multiNamespaceInformer): its handlers get the informer's events.
type informer struct {
	ic  *informerCache
	obj client.Object
}

// registration is the handle AddEventHandler returns.
type registration struct {
	i *informer
}

// HasSynced reports whether the informer had synced.
func (r *registration) HasSynced() bool { return r.i.HasSynced() }

func (i *informer) AddEventHandler(handler toolscache.ResourceEventHandler) (toolscache.ResourceEventHandlerRegistration, error) {
	return i.AddEventHandlerWithOptions(handler, toolscache.HandlerOptions{})
}

func (i *informer) AddEventHandlerWithResyncPeriod(handler toolscache.ResourceEventHandler, resyncPeriod time.Duration) (toolscache.ResourceEventHandlerRegistration, error) {
	return i.AddEventHandlerWithOptions(handler, toolscache.HandlerOptions{ResyncPeriod: &resyncPeriod})
}

// AddEventHandlerWithOptions registers handler: the objects already known arrive as initial adds,
// then each change (resyncs are not simulated).
func (i *informer) AddEventHandlerWithOptions(handler toolscache.ResourceEventHandler, _ toolscache.HandlerOptions) (toolscache.ResourceEventHandlerRegistration, error) {
	if i.IsStopped() {
		return nil, fmt.Errorf("handler %v was not added to shared informer because it has stopped already", handler)
	}
	reg := &registration{i: i}
	err := addInformerHandler(i.ic, i.obj, reg, func(typ int, oldObj, newObj client.Object, initial bool) {
		switch typ {
		case 0:
			handler.OnAdd(newObj, initial)
		case 1:
			handler.OnUpdate(oldObj, newObj)
		case 2:
			handler.OnDelete(oldObj)
		}
	})
	if err != nil {
		return nil, err
	}
	return reg, nil
}

func (i *informer) RemoveEventHandler(handle toolscache.ResourceEventHandlerRegistration) error {
	reg, ok := handle.(*registration)
	if !ok {
		return fmt.Errorf("invalid key type %t", handle)
	}
	removeInformerHandler(reg)
	return nil
}

// AddIndexers adds client-go indexers; the simulated informer keeps controller-runtime's field
// indexes (IndexField) only, so it refuses them rather than ignore them.
func (i *informer) AddIndexers(indexers toolscache.Indexers) error {
	return fmt.Errorf("oplab: AddIndexers on a controller-runtime cache informer is not simulated (use the cache's IndexField)")
}

func (i *informer) HasSynced() bool { return informerState(i.ic, i.obj, 0) }

func (i *informer) HasSyncedChecker() toolscache.DoneChecker { return &informerDone{i: i} }

func (i *informer) IsStopped() bool { return informerState(i.ic, i.obj, 1) }

// informerDone is the informer's DoneChecker: its channel closes once the informer has synced.
type informerDone struct {
	i *informer
}

func (d *informerDone) Name() string { return fmt.Sprintf("SharedIndexInformer %T", d.i.obj) }

func (d *informerDone) Done() <-chan struct{} {
	ch := make(chan struct{})
	go func() {
		toolscache.WaitForCacheSync(nil, d.i.HasSynced)
		close(ch)
	}()
	return ch
}

func addInformerHandler(ic *informerCache, obj client.Object, reg *registration, dispatch func(typ int, oldObj, newObj client.Object, initial bool)) error
func removeInformerHandler(reg *registration)
func informerState(ic *informerCache, obj client.Object, which int) bool
