package cache

// Informers ([CG] tools/cache/{listwatch,shared_informer,controller,reflector,listers}.go): a
// ListWatch, the shared index informer (list, then watch from the list's resourceVersion, the
// indexer kept current, each handler fed from its own goroutine as processorListener does), the
// older NewInformer/NewIndexerInformer controllers, and the lister helpers. Left out: the DeltaFIFO
// (events go to the indexer and the handlers directly, in the same order), watch-list streaming,
// the reflector's pagination and its watch timeouts (a simulated watch never times out).
//
// A run whose informers are all caught up ends as a manager's does: when the cluster is idle the
// simulated SIGTERM fires (see informerStarted in cache.ts).

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"sync"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apimachinery/pkg/watch"
	restclient "k8s.io/client-go/rest"
)

// Lister is any object that knows how to perform an initial list.
type Lister interface {
	List(options metav1.ListOptions) (runtime.Object, error)
}

// ListerWithContext is any object that knows how to perform an initial list.
type ListerWithContext interface {
	ListWithContext(ctx context.Context, options metav1.ListOptions) (runtime.Object, error)
}

// Watcher is any object that knows how to start a watch on a resource.
type Watcher interface {
	Watch(options metav1.ListOptions) (watch.Interface, error)
}

// WatcherWithContext is any object that knows how to start a watch on a resource.
type WatcherWithContext interface {
	WatchWithContext(ctx context.Context, options metav1.ListOptions) (watch.Interface, error)
}

// ListerWatcher is any object that knows how to perform an initial list and start a watch on a resource.
type ListerWatcher interface {
	Lister
	Watcher
}

// ListerWatcherWithContext is any object that knows how to perform an initial list and start a watch on a resource.
type ListerWatcherWithContext interface {
	ListerWithContext
	WatcherWithContext
}

// ListFunc knows how to list resources
type ListFunc func(options metav1.ListOptions) (runtime.Object, error)

// ListWithContextFunc knows how to list resources
type ListWithContextFunc func(ctx context.Context, options metav1.ListOptions) (runtime.Object, error)

// WatchFunc knows how to watch resources
type WatchFunc func(options metav1.ListOptions) (watch.Interface, error)

// WatchFuncWithContext knows how to watch resources
type WatchFuncWithContext func(ctx context.Context, options metav1.ListOptions) (watch.Interface, error)

// ListWatch knows how to list and watch a set of apiserver resources.
type ListWatch struct {
	ListFunc  ListFunc
	WatchFunc WatchFunc
	// ListWithContextFunc takes precedence over ListFunc.
	ListWithContextFunc ListWithContextFunc
	// WatchFuncWithContext takes precedence over WatchFunc.
	WatchFuncWithContext WatchFuncWithContext
	// DisableChunking requests no chunking for this list watcher.
	DisableChunking bool
}

// Getter interface knows how to access Get method from RESTClient.
type Getter interface {
	Get() *restclient.Request
}

// NewListWatchFromClient: a ListWatch of resource in namespace ("" for all) through c (a typed
// client's RESTClient()), restricted to the field selector.
func NewListWatchFromClient(c Getter, resource string, namespace string, fieldSelector fields.Selector) *ListWatch {
	optionsModifier := func(options *metav1.ListOptions) {
		options.FieldSelector = fieldSelector.String()
	}
	return NewFilteredListWatchFromClient(c, resource, namespace, optionsModifier)
}

// NewFilteredListWatchFromClient: a ListWatch through c whose list and watch options pass through
// optionsModifier first.
func NewFilteredListWatchFromClient(c Getter, resource string, namespace string, optionsModifier func(options *metav1.ListOptions)) *ListWatch {
	listFunc := func(ctx context.Context, options metav1.ListOptions) (runtime.Object, error) {
		optionsModifier(&options)
		return c.Get().
			Namespace(namespace).
			Resource(resource).
			VersionedParams(&options, metav1.ParameterCodec).
			Do(ctx).
			Get()
	}
	watchFunc := func(ctx context.Context, options metav1.ListOptions) (watch.Interface, error) {
		options.Watch = true
		optionsModifier(&options)
		return c.Get().
			Namespace(namespace).
			Resource(resource).
			VersionedParams(&options, metav1.ParameterCodec).
			Watch(ctx)
	}
	return &ListWatch{
		ListFunc: func(options metav1.ListOptions) (runtime.Object, error) {
			return listFunc(context.TODO(), options)
		},
		WatchFunc: func(options metav1.ListOptions) (watch.Interface, error) {
			return watchFunc(context.TODO(), options)
		},
		ListWithContextFunc:  listFunc,
		WatchFuncWithContext: watchFunc,
	}
}

// List a set of apiserver resources
func (lw *ListWatch) List(options metav1.ListOptions) (runtime.Object, error) {
	if lw.ListFunc != nil {
		return lw.ListFunc(options)
	}
	return lw.ListWithContextFunc(context.Background(), options)
}

// ListWithContext a set of apiserver resources
func (lw *ListWatch) ListWithContext(ctx context.Context, options metav1.ListOptions) (runtime.Object, error) {
	if lw.ListWithContextFunc != nil {
		return lw.ListWithContextFunc(ctx, options)
	}
	return lw.ListFunc(options)
}

// Watch a set of apiserver resources
func (lw *ListWatch) Watch(options metav1.ListOptions) (watch.Interface, error) {
	if lw.WatchFunc != nil {
		return lw.WatchFunc(options)
	}
	return lw.WatchFuncWithContext(context.Background(), options)
}

// WatchWithContext a set of apiserver resources
func (lw *ListWatch) WatchWithContext(ctx context.Context, options metav1.ListOptions) (watch.Interface, error) {
	if lw.WatchFuncWithContext != nil {
		return lw.WatchFuncWithContext(ctx, options)
	}
	return lw.WatchFunc(options)
}

// ResourceEventHandlerRegistration is a handle returned by AddEventHandler.
type ResourceEventHandlerRegistration interface {
	// HasSynced reports if both the parent has synced and all pre-sync
	// events have been delivered.
	HasSynced() bool
}

// HandlerOptions can be used to override default behavior for a handler (the Logger field of
// the real one is left out: klog is not simulated).
type HandlerOptions struct {
	// ResyncPeriod requests a certain resync period from an informer.
	ResyncPeriod *time.Duration
}

// Controller is a low-level controller that is parameterized by a Config and used in sharedIndexInformer.
type Controller interface {
	RunWithContext(ctx context.Context)
	Run(stopCh <-chan struct{})
	HasSynced() bool
	LastSyncResourceVersion() string
}

// TransformFunc allows for transforming an object before it will be processed.
type TransformFunc func(interface{}) (interface{}, error)

// WatchErrorHandler is called whenever ListAndWatch drops the connection with an error.
type WatchErrorHandler func(r *Reflector, err error)

// WatchErrorHandlerWithContext is the same as WatchErrorHandler with a context.
type WatchErrorHandlerWithContext func(ctx context.Context, r *Reflector, err error)

// Reflector watches a specified resource and causes all changes to be reflected in the given store.
// (Only what a WatchErrorHandler sees of it: the informer lists and watches itself.)
type Reflector struct {
	name            string
	typeDescription string
}

// DefaultWatchErrorHandler is the default implementation of WatchErrorHandlerWithContext.
func DefaultWatchErrorHandler(ctx context.Context, r *Reflector, err error) {
	reflectorErrorSite()
	if clientGoMinor() <= 32 {
		// v0.31/v0.32: DefaultWatchErrorHandler(r, err) wrapped the error before HandleError
		utilruntime.HandleError(fmt.Errorf("%s: Failed to watch %v: %v", r.name, r.typeDescription, err))
		return
	}
	utilruntime.HandleErrorWithContext(ctx, err, "Failed to watch", "reflector", r.name, "type", r.typeDescription)
}

// SharedInformer provides eventually consistent linkage of its clients to the authoritative state
// of a given collection of objects.
type SharedInformer interface {
	AddEventHandler(handler ResourceEventHandler) (ResourceEventHandlerRegistration, error)
	AddEventHandlerWithResyncPeriod(handler ResourceEventHandler, resyncPeriod time.Duration) (ResourceEventHandlerRegistration, error)
	AddEventHandlerWithOptions(handler ResourceEventHandler, options HandlerOptions) (ResourceEventHandlerRegistration, error)
	RemoveEventHandler(handle ResourceEventHandlerRegistration) error
	GetStore() Store
	GetController() Controller
	Run(stopCh <-chan struct{})
	RunWithContext(ctx context.Context)
	HasSynced() bool
	// HasSyncedChecker: HasSynced as a DoneChecker (v0.36 on).
	HasSyncedChecker() DoneChecker
	LastSyncResourceVersion() string
	SetWatchErrorHandler(handler WatchErrorHandler) error
	SetWatchErrorHandlerWithContext(handler WatchErrorHandlerWithContext) error
	SetTransform(handler TransformFunc) error
	IsStopped() bool
}

// SharedIndexInformer provides add and get Indexers ability based on SharedInformer.
type SharedIndexInformer interface {
	SharedInformer
	AddIndexers(indexers Indexers) error
	GetIndexer() Indexer
}

// SharedIndexInformerOptions configures a sharedIndexInformer.
type SharedIndexInformerOptions struct {
	ResyncPeriod      time.Duration
	Indexers          Indexers
	ObjectDescription string
	// Identifier is used to identify the FIFO for metrics and logging purposes (v0.36 on).
	Identifier InformerNameAndResource
}

const minimumResyncPeriod = 1 * time.Second

// DoneChecker supports waiting for some activity to finish without polling and has a name that
// describes itself (v0.36 on).
type DoneChecker interface {
	// Name returns a string describing the entity that is being waited for.
	Name() string
	// Done returns a channel that will be closed on completion of the activity.
	Done() <-chan struct{}
}

// IsDone returns true if the activity is done, false otherwise.
func IsDone(checker DoneChecker) bool {
	select {
	case <-checker.Done():
		return true
	default:
		return false
	}
}

// SyncResult is the result of a shared informer factory's WaitForCacheSyncWithContext.
type SyncResult struct {
	// Err is nil if all informer caches were synced, otherwise it is the reason why waiting for
	// cache syncing stopped (= context.Cause(ctx)).
	Err error
	// Synced maps each registered informer in a SharedInformerFactory to true if it has synced.
	Synced map[reflect.Type]bool
}

// AsError turns a SyncResult into an error if not all caches were synced, otherwise it returns nil.
func (c SyncResult) AsError() error {
	if c.Err == nil {
		return nil
	}
	unsynced := make([]string, 0, len(c.Synced))
	for t, synced := range c.Synced {
		if !synced {
			unsynced = append(unsynced, t.String())
		}
	}
	sort.Strings(unsynced)
	return fmt.Errorf("failed to sync all caches: %s: %w", strings.Join(unsynced, ", "), c.Err)
}

// WaitFor waits for a set of activities to complete, like cache syncing ([CG]
// tools/cache/shared_informer.go v0.36). It returns true if it was successful, false if the context
// was canceled before all activities are completed. With a non-empty "what", progress is logged
// ("Waiting", for="<what>"), as klog's structured lines.
func WaitFor(ctx context.Context, what string, checkers ...DoneChecker) bool {
	if what != "" {
		klogLine("\"Waiting\" for=" + fmt.Sprintf("%q", what))
	}
	var wg sync.WaitGroup
	type result struct {
		checker DoneChecker
		done    bool
	}
	doneChecker := make(chan result)
	for _, checker := range checkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case <-checker.Done():
				doneChecker <- result{checker, true}
			case <-ctx.Done():
				select {
				case <-checker.Done():
					doneChecker <- result{checker, true}
				default:
					doneChecker <- result{checker, false}
				}
			}
		}()
	}
	instances := make([]string, 0, len(checkers))
	for range len(checkers) {
		result := <-doneChecker
		if result.done {
			if what != "" {
				klogLine(fmt.Sprintf("\"Done waiting\" for=%q instance=%q", what, result.checker.Name()))
			}
		} else {
			instances = append(instances, result.checker.Name())
		}
	}
	wg.Wait()
	if what != "" && len(instances) > 0 {
		sort.Strings(instances)
		klogLine(fmt.Sprintf("\"Timed out waiting\" for=%q cause=%q instances=%q", what, context.Cause(ctx), instances))
	}
	return len(instances) == 0
}

// klogLine writes a klog info line for WaitFor (the real one logs at its caller's line, through
// the context's logger; here shared_informer.go's own).
func klogLine(text string) {
	now := time.Now()
	_, month, day := now.Date()
	os.Stderr.WriteString(fmt.Sprintf("I%02d%02d %02d:%02d:%02d.%06d %7d shared_informer.go:454] %s\n", int(month), day, now.Hour(), now.Minute(), now.Second(), now.Nanosecond()/1000, os.Getpid(), text))
}

// ToListWatcherWithWatchListSemantics returns a ListerWatcher that knows whether client supports
// the watch-list semantics (v0.35 on). The simulated reflector always lists then watches, so lw
// serves as it is.
func ToListWatcherWithWatchListSemantics(lw *ListWatch, client any) ListerWatcher {
	return lw
}

// NewSharedInformer creates a new instance for the ListerWatcher.
func NewSharedInformer(lw ListerWatcher, exampleObject runtime.Object, defaultEventHandlerResyncPeriod time.Duration) SharedInformer {
	return NewSharedIndexInformer(lw, exampleObject, defaultEventHandlerResyncPeriod, Indexers{})
}

// NewSharedIndexInformer creates a new instance for the ListerWatcher and specified Indexers.
func NewSharedIndexInformer(lw ListerWatcher, exampleObject runtime.Object, defaultEventHandlerResyncPeriod time.Duration, indexers Indexers) SharedIndexInformer {
	return NewSharedIndexInformerWithOptions(lw, exampleObject, SharedIndexInformerOptions{
		ResyncPeriod: defaultEventHandlerResyncPeriod,
		Indexers:     indexers,
	})
}

// NewSharedIndexInformerWithOptions creates a new instance for the ListerWatcher.
func NewSharedIndexInformerWithOptions(lw ListerWatcher, exampleObject runtime.Object, options SharedIndexInformerOptions) SharedIndexInformer {
	description := options.ObjectDescription
	if description == "" {
		description = fmt.Sprintf("%T", exampleObject)
	}
	return &sharedIndexInformer{
		indexer:       NewIndexer(DeletionHandlingMetaNamespaceKeyFunc, options.Indexers),
		lw:            lw,
		objectType:    exampleObject,
		description:   description,
		defaultResync: options.ResyncPeriod,
		syncedCh:      make(chan struct{}),
	}
}

type sharedIndexInformer struct {
	indexer       Indexer
	lw            ListerWatcher
	objectType    runtime.Object
	description   string
	defaultResync time.Duration
	reflectorName string

	mu            sync.Mutex
	started       bool
	stopped       bool
	synced        bool
	syncedCh      chan struct{} // closed when synced becomes true
	lastRV        string
	listeners     []*processorListener
	transform     TransformFunc
	watchErrorFn  WatchErrorHandlerWithContext
	blockDeltas   sync.Mutex
	resyncCheck   time.Duration
	resyncPending bool
}

func (s *sharedIndexInformer) GetStore() Store     { return s.indexer }
func (s *sharedIndexInformer) GetIndexer() Indexer { return s.indexer }

func (s *sharedIndexInformer) GetController() Controller { return &dummyController{informer: s} }

// HasSyncedChecker returns a DoneChecker whose channel is closed once the informer has synced.
func (s *sharedIndexInformer) HasSyncedChecker() DoneChecker {
	return &sharedIndexInformerDone{s: s}
}

type sharedIndexInformerDone struct {
	s *sharedIndexInformer
}

func (sd *sharedIndexInformerDone) Name() string {
	return fmt.Sprintf("SharedIndexInformer %T", sd.s.objectType)
}

func (sd *sharedIndexInformerDone) Done() <-chan struct{} {
	return sd.s.syncedCh
}

func (s *sharedIndexInformer) HasSynced() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.synced
}

func (s *sharedIndexInformer) LastSyncResourceVersion() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastRV
}

func (s *sharedIndexInformer) IsStopped() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stopped
}

func (s *sharedIndexInformer) SetWatchErrorHandler(handler WatchErrorHandler) error {
	return s.SetWatchErrorHandlerWithContext(func(_ context.Context, r *Reflector, err error) {
		handler(r, err)
	})
}

func (s *sharedIndexInformer) SetWatchErrorHandlerWithContext(handler WatchErrorHandlerWithContext) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.started {
		return fmt.Errorf("informer has already started")
	}
	s.watchErrorFn = handler
	return nil
}

func (s *sharedIndexInformer) SetTransform(handler TransformFunc) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.started {
		return fmt.Errorf("informer has already started")
	}
	s.transform = handler
	return nil
}

func (s *sharedIndexInformer) AddIndexers(indexers Indexers) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return fmt.Errorf("indexer was not added because it has stopped already")
	}
	return s.indexer.AddIndexers(indexers)
}

func (s *sharedIndexInformer) AddEventHandler(handler ResourceEventHandler) (ResourceEventHandlerRegistration, error) {
	return s.AddEventHandlerWithOptions(handler, HandlerOptions{})
}

func (s *sharedIndexInformer) AddEventHandlerWithResyncPeriod(handler ResourceEventHandler, resyncPeriod time.Duration) (ResourceEventHandlerRegistration, error) {
	return s.AddEventHandlerWithOptions(handler, HandlerOptions{ResyncPeriod: &resyncPeriod})
}

func (s *sharedIndexInformer) AddEventHandlerWithOptions(handler ResourceEventHandler, options HandlerOptions) (ResourceEventHandlerRegistration, error) {
	// as the real one, hold off deltas while the new handler gets the current objects
	s.blockDeltas.Lock()
	defer s.blockDeltas.Unlock()
	s.mu.Lock()
	if s.stopped {
		s.mu.Unlock()
		return nil, fmt.Errorf("handler %v was not added to shared informer because it has stopped already", handler)
	}
	resync := s.defaultResync
	if options.ResyncPeriod != nil {
		resync = *options.ResyncPeriod
	}
	if resync > 0 && resync < minimumResyncPeriod {
		resync = minimumResyncPeriod
	}
	l := newProcessListener(handler, resync, s)
	s.listeners = append(s.listeners, l)
	started := s.started
	s.mu.Unlock()
	if !started {
		return l, nil
	}
	// added after the start: the objects already known arrive as initial adds
	for _, item := range s.indexer.List() {
		l.add(addNotification{newObj: item, isInInitialList: true})
	}
	go l.run()
	return l, nil
}

func (s *sharedIndexInformer) RemoveEventHandler(handle ResourceEventHandlerRegistration) error {
	s.blockDeltas.Lock()
	defer s.blockDeltas.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := handle.(*processorListener)
	if !ok {
		return fmt.Errorf("invalid key type %t", handle)
	}
	for i, x := range s.listeners {
		if x == l {
			s.listeners = append(s.listeners[:i:i], s.listeners[i+1:]...)
			l.stop()
			break
		}
	}
	return nil
}

func (s *sharedIndexInformer) Run(stopCh <-chan struct{}) {
	s.run(stopCh, context.Background())
}

func (s *sharedIndexInformer) RunWithContext(ctx context.Context) {
	s.run(ctx.Done(), ctx)
}

func (s *sharedIndexInformer) run(stopCh <-chan struct{}, ctx context.Context) {
	defer utilruntime.HandleCrash()
	s.mu.Lock()
	if s.started || s.stopped {
		s.mu.Unlock()
		return
	}
	s.started = true
	s.reflectorName = informerCallsite()
	listeners := append([]*processorListener(nil), s.listeners...)
	s.mu.Unlock()
	informerStarted()
	for _, l := range listeners {
		go l.run()
	}
	defer func() {
		s.mu.Lock()
		s.stopped = true
		ls := s.listeners
		s.mu.Unlock()
		for _, l := range ls {
			l.stop()
		}
	}()
	s.listAndWatch(ctx, stopCh)
}

// listAndWatch: list, replace the indexer's contents, then watch from the list's resourceVersion
// until stopCh; a failed list or watch goes to the watch error handler and is retried after the
// reflector's backoff (800ms doubling to 30s).
func (s *sharedIndexInformer) listAndWatch(ctx context.Context, stopCh <-chan struct{}) {
	backoff := 800 * time.Millisecond
	pause := func() bool {
		t := time.NewTimer(backoff)
		defer t.Stop()
		if backoff *= 2; backoff > 30*time.Second {
			backoff = 30 * time.Second
		}
		select {
		case <-stopCh:
			return false
		case <-t.C:
			return true
		}
	}
	retry := func(err error) bool {
		h := s.watchErrorFn
		if h == nil {
			h = DefaultWatchErrorHandler
		}
		h(ctx, &Reflector{name: s.reflectorName, typeDescription: s.description}, err)
		return pause()
	}
	for {
		select {
		case <-stopCh:
			return
		default:
		}
		list, err := s.lw.List(metav1.ListOptions{ResourceVersion: "0"})
		if err != nil {
			if !retry(fmt.Errorf("failed to list %v: %w", s.description, err)) {
				return
			}
			continue
		}
		listMetaInterface, err := meta.ListAccessor(list)
		if err != nil {
			if !retry(fmt.Errorf("unable to understand list result %#v: %v", list, err)) {
				return
			}
			continue
		}
		rv := listMetaInterface.GetResourceVersion()
		items, err := meta.ExtractList(list)
		if err != nil {
			if !retry(fmt.Errorf("unable to understand list result %#v (%v)", list, err)) {
				return
			}
			continue
		}
		s.replace(items, rv)
		w, err := s.lw.Watch(metav1.ListOptions{ResourceVersion: rv, AllowWatchBookmarks: true})
		if err != nil {
			if !retry(err) {
				return
			}
			continue
		}
		again, failed := s.watchLoop(w, stopCh)
		// [CG] tools/cache/reflector.go watchWithResync: a watch ended by an ERROR event (410
		// Expired for a too old resourceVersion, logged only at V(4)) returns from ListAndWatch
		// without the watch error handler, and the next list comes after the backoff
		if !again || (failed && !pause()) {
			return
		}
	}
}

// watchLoop applies the watch's events until stopCh (again false) or the watch ends (again true:
// relist; failed when an ERROR event ended it).
func (s *sharedIndexInformer) watchLoop(w watch.Interface, stopCh <-chan struct{}) (again, failed bool) {
	defer w.Stop()
	var resync <-chan time.Time
	if period := s.resyncPeriod(); period > 0 {
		t := time.NewTicker(period)
		defer t.Stop()
		resync = t.C
	}
	for {
		select {
		case <-stopCh:
			return false, false
		case <-resync:
			s.resync()
		case event, ok := <-w.ResultChan():
			if !ok {
				return true, false
			}
			if event.Type == watch.Error {
				return true, true
			}
			m, err := meta.Accessor(event.Object)
			if err != nil {
				utilruntime.HandleErrorWithContext(context.Background(), err, "Unable to understand watch event", "reflector", s.reflectorName, "event", event)
				continue
			}
			switch event.Type {
			case watch.Added, watch.Modified:
				s.upsert(event.Object, false)
			case watch.Deleted:
				s.remove(event.Object)
			}
			s.mu.Lock()
			s.lastRV = m.GetResourceVersion()
			s.mu.Unlock()
		}
	}
}

// resyncPeriod: the shortest of the handlers' resync periods (the reflector's resync check).
func (s *sharedIndexInformer) resyncPeriod() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	var p time.Duration
	for _, l := range s.listeners {
		if l.resyncPeriod > 0 && (p == 0 || l.resyncPeriod < p) {
			p = l.resyncPeriod
		}
	}
	return p
}

func (s *sharedIndexInformer) transformed(obj interface{}) interface{} {
	if s.transform == nil {
		return obj
	}
	out, err := s.transform(obj)
	if err != nil {
		utilruntime.HandleError(err)
		return obj
	}
	return out
}

// replace: the list's objects become the indexer's contents; objects gone since the last list are
// deleted as DeletedFinalStateUnknown, as DeltaFIFO.Replace reports them.
func (s *sharedIndexInformer) replace(items []runtime.Object, rv string) {
	s.blockDeltas.Lock()
	defer s.blockDeltas.Unlock()
	s.mu.Lock()
	initial := !s.synced
	s.mu.Unlock()
	keep := map[string]bool{}
	for _, item := range items {
		obj := s.transformed(item)
		key, err := DeletionHandlingMetaNamespaceKeyFunc(obj)
		if err != nil {
			continue
		}
		keep[key] = true
		s.apply(obj, initial)
	}
	for _, key := range s.indexer.ListKeys() {
		if keep[key] {
			continue
		}
		old, exists, _ := s.indexer.GetByKey(key)
		if !exists {
			continue
		}
		_ = s.indexer.Delete(old)
		s.distribute(deleteNotification{oldObj: DeletedFinalStateUnknown{Key: key, Obj: old}})
	}
	s.mu.Lock()
	if !s.synced {
		close(s.syncedCh)
	}
	s.synced = true
	s.lastRV = rv
	s.mu.Unlock()
}

func (s *sharedIndexInformer) upsert(obj interface{}, initial bool) {
	s.blockDeltas.Lock()
	defer s.blockDeltas.Unlock()
	s.apply(s.transformed(obj), initial)
}

// apply: HandleDeltas for one Added/Updated/Replaced delta.
func (s *sharedIndexInformer) apply(obj interface{}, initial bool) {
	old, exists, err := s.indexer.Get(obj)
	if err == nil && exists {
		if err := s.indexer.Update(obj); err != nil {
			return
		}
		s.distribute(updateNotification{oldObj: old, newObj: obj})
		return
	}
	if err := s.indexer.Add(obj); err != nil {
		return
	}
	s.distribute(addNotification{newObj: obj, isInInitialList: initial})
}

func (s *sharedIndexInformer) remove(obj interface{}) {
	s.blockDeltas.Lock()
	defer s.blockDeltas.Unlock()
	obj = s.transformed(obj)
	if old, exists, err := s.indexer.Get(obj); err == nil && exists {
		_ = s.indexer.Delete(old)
	}
	s.distribute(deleteNotification{oldObj: obj})
}

// resync: every object again as an update (old == new) to the handlers that asked for resyncs.
func (s *sharedIndexInformer) resync() {
	s.blockDeltas.Lock()
	defer s.blockDeltas.Unlock()
	s.mu.Lock()
	ls := append([]*processorListener(nil), s.listeners...)
	s.mu.Unlock()
	for _, obj := range s.indexer.List() {
		for _, l := range ls {
			if l.resyncPeriod > 0 {
				l.add(updateNotification{oldObj: obj, newObj: obj})
			}
		}
	}
}

func (s *sharedIndexInformer) distribute(n interface{}) {
	s.mu.Lock()
	ls := append([]*processorListener(nil), s.listeners...)
	s.mu.Unlock()
	for _, l := range ls {
		l.add(n)
	}
}

type addNotification struct {
	newObj          interface{}
	isInInitialList bool
}

type updateNotification struct {
	oldObj interface{}
	newObj interface{}
}

type deleteNotification struct {
	oldObj interface{}
}

// processorListener relays notifications to one handler from its own goroutine, with an unbounded
// buffer, so a slow handler never blocks the informer.
type processorListener struct {
	handler      ResourceEventHandler
	resyncPeriod time.Duration
	informer     *sharedIndexInformer

	mu             sync.Mutex
	cond           *sync.Cond
	pending        []interface{}
	stopped        bool
	running        bool
	initialPending int
}

func newProcessListener(handler ResourceEventHandler, resyncPeriod time.Duration, s *sharedIndexInformer) *processorListener {
	l := &processorListener{handler: handler, resyncPeriod: resyncPeriod, informer: s}
	l.cond = sync.NewCond(&l.mu)
	return l
}

// HasSynced: the informer has synced and this handler has been given every object of the first list.
func (l *processorListener) HasSynced() bool {
	if !l.informer.HasSynced() {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.initialPending == 0
}

func (l *processorListener) add(n interface{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stopped {
		return
	}
	if a, ok := n.(addNotification); ok && a.isInInitialList {
		l.initialPending++
	}
	l.pending = append(l.pending, n)
	l.cond.Signal()
}

func (l *processorListener) stop() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.stopped = true
	l.cond.Broadcast()
}

func (l *processorListener) run() {
	l.mu.Lock()
	if l.running {
		l.mu.Unlock()
		return
	}
	l.running = true
	l.mu.Unlock()
	for {
		l.mu.Lock()
		for len(l.pending) == 0 && !l.stopped {
			l.cond.Wait()
		}
		if l.stopped {
			l.mu.Unlock()
			return
		}
		n := l.pending[0]
		l.pending[0] = nil
		l.pending = l.pending[1:]
		l.mu.Unlock()
		l.deliver(n)
	}
}

func (l *processorListener) deliver(n interface{}) {
	defer utilruntime.HandleCrash()
	switch n := n.(type) {
	case updateNotification:
		l.handler.OnUpdate(n.oldObj, n.newObj)
	case addNotification:
		l.handler.OnAdd(n.newObj, n.isInInitialList)
		if n.isInInitialList {
			l.mu.Lock()
			l.initialPending--
			l.mu.Unlock()
		}
	case deleteNotification:
		l.handler.OnDelete(n.oldObj)
	}
}

// dummyController hides the informer's controller behind the Controller interface.
type dummyController struct {
	informer *sharedIndexInformer
}

func (v *dummyController) RunWithContext(context.Context) {}
func (v *dummyController) Run(stopCh <-chan struct{})     {}
func (v *dummyController) HasSynced() bool                { return v.informer.HasSynced() }
func (v *dummyController) LastSyncResourceVersion() string {
	return v.informer.LastSyncResourceVersion()
}

// InformerOptions configure a Reflector.
type InformerOptions struct {
	ListerWatcher   ListerWatcher
	ObjectType      runtime.Object
	Handler         ResourceEventHandler
	ResyncPeriod    time.Duration
	MinWatchTimeout time.Duration
	Indexers        Indexers
	Transform       TransformFunc
}

// informerController is what NewInformer returns: a shared index informer with one handler,
// run as a Controller.
type informerController struct {
	informer *sharedIndexInformer
}

func (c *informerController) Run(stopCh <-chan struct{})         { c.informer.Run(stopCh) }
func (c *informerController) RunWithContext(ctx context.Context) { c.informer.RunWithContext(ctx) }
func (c *informerController) HasSynced() bool                    { return c.informer.HasSynced() }
func (c *informerController) LastSyncResourceVersion() string {
	return c.informer.LastSyncResourceVersion()
}

// NewInformerWithOptions returns a Store and a controller for populating the store
// while also providing event notifications.
func NewInformerWithOptions(options InformerOptions) (Store, Controller) {
	s := NewSharedIndexInformerWithOptions(options.ListerWatcher, options.ObjectType, SharedIndexInformerOptions{
		ResyncPeriod: options.ResyncPeriod,
		Indexers:     options.Indexers,
	}).(*sharedIndexInformer)
	s.transform = options.Transform
	if options.Handler != nil {
		_, _ = s.AddEventHandler(options.Handler)
	}
	return s.indexer, &informerController{informer: s}
}

// NewInformer returns a Store and a controller for populating the store
// while also providing event notifications.
//
// Deprecated: Use NewInformerWithOptions instead.
func NewInformer(lw ListerWatcher, objType runtime.Object, resyncPeriod time.Duration, h ResourceEventHandler) (Store, Controller) {
	return NewInformerWithOptions(InformerOptions{ListerWatcher: lw, ObjectType: objType, Handler: h, ResyncPeriod: resyncPeriod})
}

// NewIndexerInformer returns an Indexer and a Controller for populating the index
// while also providing event notifications.
//
// Deprecated: Use NewInformerWithOptions instead.
func NewIndexerInformer(lw ListerWatcher, objType runtime.Object, resyncPeriod time.Duration, h ResourceEventHandler, indexers Indexers) (Indexer, Controller) {
	s, c := NewInformerWithOptions(InformerOptions{ListerWatcher: lw, ObjectType: objType, Handler: h, ResyncPeriod: resyncPeriod, Indexers: indexers})
	return s.(Indexer), c
}

// AppendFunc is used to add a matching item to whatever list the caller is using
type AppendFunc func(interface{})

// ListAll lists items in the store matching the given selector, calling appendFn on each one.
func ListAll(store Store, selector labels.Selector, appendFn AppendFunc) error {
	selectAll := selector.Empty()
	for _, m := range store.List() {
		if selectAll {
			appendFn(m)
			continue
		}
		metadata, err := meta.Accessor(m)
		if err != nil {
			return err
		}
		if selector.Matches(labels.Set(metadata.GetLabels())) {
			appendFn(m)
		}
	}
	return nil
}

// ListAllByNamespace lists items in the given namespace in the store matching the given
// selector, calling appendFn on each one.
func ListAllByNamespace(indexer Indexer, namespace string, selector labels.Selector, appendFn AppendFunc) error {
	if namespace == metav1.NamespaceAll {
		return ListAll(indexer, selector, appendFn)
	}
	items, err := indexer.Index(NamespaceIndex, &metav1.ObjectMeta{Namespace: namespace})
	if err != nil {
		for _, m := range indexer.List() {
			metadata, err := meta.Accessor(m)
			if err != nil {
				return err
			}
			if metadata.GetNamespace() == namespace && selector.Matches(labels.Set(metadata.GetLabels())) {
				appendFn(m)
			}
		}
		return nil
	}
	selectAll := selector.Empty()
	for _, m := range items {
		if selectAll {
			appendFn(m)
			continue
		}
		metadata, err := meta.Accessor(m)
		if err != nil {
			return err
		}
		if selector.Matches(labels.Set(metadata.GetLabels())) {
			appendFn(m)
		}
	}
	return nil
}

// GenericLister is a lister skin on a generic Indexer
type GenericLister interface {
	List(selector labels.Selector) (ret []runtime.Object, err error)
	Get(name string) (runtime.Object, error)
	ByNamespace(namespace string) GenericNamespaceLister
}

// GenericNamespaceLister is a lister skin on a generic Indexer
type GenericNamespaceLister interface {
	List(selector labels.Selector) (ret []runtime.Object, err error)
	Get(name string) (runtime.Object, error)
}

// NewGenericLister creates a new instance for the genericLister.
func NewGenericLister(indexer Indexer, resource schema.GroupResource) GenericLister {
	return &genericLister{indexer: indexer, resource: resource}
}

type genericLister struct {
	indexer  Indexer
	resource schema.GroupResource
}

func (s *genericLister) List(selector labels.Selector) (ret []runtime.Object, err error) {
	err = ListAll(s.indexer, selector, func(m interface{}) {
		ret = append(ret, m.(runtime.Object))
	})
	return ret, err
}

func (s *genericLister) ByNamespace(namespace string) GenericNamespaceLister {
	return &genericNamespaceLister{indexer: s.indexer, namespace: namespace, resource: s.resource}
}

func (s *genericLister) Get(name string) (runtime.Object, error) {
	obj, exists, err := s.indexer.GetByKey(name)
	if err != nil {
		return nil, err
	}
	if !exists {
		return nil, notFound(s.resource, name)
	}
	return obj.(runtime.Object), nil
}

type genericNamespaceLister struct {
	indexer   Indexer
	namespace string
	resource  schema.GroupResource
}

func (s *genericNamespaceLister) List(selector labels.Selector) (ret []runtime.Object, err error) {
	err = ListAllByNamespace(s.indexer, s.namespace, selector, func(m interface{}) {
		ret = append(ret, m.(runtime.Object))
	})
	return ret, err
}

func (s *genericNamespaceLister) Get(name string) (runtime.Object, error) {
	obj, exists, err := s.indexer.GetByKey(s.namespace + "/" + name)
	if err != nil {
		return nil, err
	}
	if !exists {
		return nil, notFound(s.resource, name)
	}
	return obj.(runtime.Object), nil
}

func notFound(gr schema.GroupResource, name string) error {
	return apierrors.NewNotFound(gr, name)
}

// reflectorErrorSite: the next klog line names reflector.go's line of DefaultWatchErrorHandler's
// HandleError call, for the client-go minor in go.mod.
func reflectorErrorSite()

// informerStarted arms the run's idle detection (cache.ts).
func informerStarted()

// informerCallsite: the reflector's name (cache.ts).
func informerCallsite() string
