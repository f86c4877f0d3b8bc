package source

import (
	"context"
	"errors"
	"fmt"

	"k8s.io/client-go/util/workqueue"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// Source is a source of events (e.g. Create, Update, Delete operations on Kubernetes Objects, Webhook
// callbacks, etc) which should be processed by event.EventHandlers to enqueue reconcile.Requests.
type Source = TypedSource[reconcile.Request]

// TypedSource is a generic source of events.
type TypedSource[request comparable] interface {
	// Start is internal and should be called only by the Controller to start the source.
	// Start must be non-blocking.
	Start(context.Context, workqueue.TypedRateLimitingInterface[request]) error
}

// SyncingSource is a source that needs syncing prior to being usable.
type SyncingSource = TypedSyncingSource[reconcile.Request]

// TypedSyncingSource is a source that needs syncing prior to being usable.
type TypedSyncingSource[request comparable] interface {
	TypedSource[request]
	WaitForSync(ctx context.Context) error
}

// Kind creates a KindSource with the given cache provider.
func Kind[object client.Object](
	cache cache.Cache,
	obj object,
	handler handler.TypedEventHandler[object, reconcile.Request],
	predicates ...predicate.TypedPredicate[object],
) SyncingSource {
	return TypedKind(cache, obj, handler, predicates...)
}

// TypedKind creates a KindSource with the given cache provider.
func TypedKind[object client.Object, request comparable](
	cache cache.Cache,
	obj object,
	handler handler.TypedEventHandler[object, request],
	predicates ...predicate.TypedPredicate[object],
) TypedSyncingSource[request] {
	return &kind[object, request]{Type: obj, Cache: cache, Handler: handler, Predicates: predicates}
}

// kind is used to provide a source of events originating inside the cluster from Watches (e.g. Pod Create).
type kind[object client.Object, request comparable] struct {
	Type       object
	Cache      cache.Cache
	Handler    handler.TypedEventHandler[object, request]
	Predicates []predicate.TypedPredicate[object]
	started    bool
	synced     bool
}

// Start is internal and should be called only by the Controller to register an EventHandler with
// the Informer to enqueue reconcile.Requests.
func (ks *kind[object, request]) Start(ctx context.Context, queue workqueue.TypedRateLimitingInterface[request]) error {
	if client.Object(ks.Type) == nil {
		return fmt.Errorf("must create Kind with a non-nil object")
	}
	if ks.Cache == nil {
		return fmt.Errorf("must create Kind with a non-nil cache")
	}
	if ks.Handler == nil {
		return errors.New("must create Kind with non-nil handler")
	}
	if ks.started {
		return errors.New("source already started")
	}
	ks.started = true
	// (free functions, not methods: the interpreter cannot yet call a method of a generic type from
	// another of its methods)
	// a typed controller's queue stands for the simulated controller's (controller-typed.go)
	var simulated any = queue
	if q, ok := simulated.(interface{ SimulatedQueue() any }); ok {
		simulated = q.SimulatedQueue()
	}
	return startKind(ks.Cache, ks.Type, kindString[object, request](ks), simulated, func(typ int, oldObj, newObj client.Object, initial bool) {
		kindDispatch[object, request](ks, ctx, typ, oldObj, newObj, initial, queue)
	}, func() { ks.synced = true }, func(msg string, err string, keysAndValues ...any) {
		logKind.Error(errors.New(err), msg, keysAndValues...)
	})
}

// startKind registers the dispatch closure with the simulated manager's informer for obj's type.
func startKind(c cache.Cache, obj client.Object, name string, queue any, dispatch func(typ int, oldObj, newObj client.Object, initial bool), synced func(), logErr func(msg string, err string, keysAndValues ...any)) error

var logKind = logf.Log.WithName("controller-runtime").WithName("source").WithName("Kind")

// dispatch runs one informer event through the predicates to the handler (typ: 0 create, 1 update,
// 2 delete), as the informer event handler of [CR] pkg/internal/source/event_handler.go does; a
// create of an object of the informer's initial list says so (IsInInitialList, v0.21+).
func kindDispatch[object client.Object, request comparable](ks *kind[object, request], ctx context.Context, typ int, oldObj, newObj client.Object, initial bool, queue workqueue.TypedRateLimitingInterface[request]) {
	switch typ {
	case 0:
		o, ok := newObj.(object)
		if !ok {
			return
		}
		e := event.TypedCreateEvent[object]{Object: o, IsInInitialList: initial}
		for _, p := range ks.Predicates {
			if !p.Create(e) {
				return
			}
		}
		ks.Handler.Create(ctx, e, queue)
	case 1:
		o, ok1 := oldObj.(object)
		n, ok2 := newObj.(object)
		if !ok1 || !ok2 {
			return
		}
		e := event.TypedUpdateEvent[object]{ObjectOld: o, ObjectNew: n}
		for _, p := range ks.Predicates {
			if !p.Update(e) {
				return
			}
		}
		ks.Handler.Update(ctx, e, queue)
	case 2:
		o, ok := oldObj.(object)
		if !ok {
			return
		}
		e := event.TypedDeleteEvent[object]{Object: o}
		for _, p := range ks.Predicates {
			if !p.Delete(e) {
				return
			}
		}
		ks.Handler.Delete(ctx, e, queue)
	}
}

func (ks *kind[object, request]) String() string {
	return kindString[object, request](ks)
}

func kindString[object client.Object, request comparable](ks *kind[object, request]) string {
	if client.Object(ks.Type) != nil {
		return fmt.Sprintf("kind source: %T", ks.Type)
	}
	return "kind source: unknown type"
}

// WaitForSync blocks until the cache is synced.
func (ks *kind[object, request]) WaitForSync(ctx context.Context) error {
	if ks.synced {
		return nil
	}
	return fmt.Errorf("timed out waiting for cache to be synced for %s", kindString[object, request](ks))
}

// Func is a function that implements Source.
type Func = TypedFunc[reconcile.Request]

// TypedFunc is a function that implements Source.
type TypedFunc[request comparable] func(context.Context, workqueue.TypedRateLimitingInterface[request]) error

// Start implements Source.
func (f TypedFunc[request]) Start(ctx context.Context, queue workqueue.TypedRateLimitingInterface[request]) error {
	return f(ctx, queue)
}

func (f TypedFunc[request]) String() string {
	return fmt.Sprintf("func source: %p", f)
}

// ChannelOpt allows to configure a source.Channel.
type ChannelOpt[object any, request comparable] func(*channel[object, request])

// WithPredicates adds the configured predicates to a source.Channel.
func WithPredicates[object any, request comparable](p ...predicate.TypedPredicate[object]) ChannelOpt[object, request] {
	return func(c *channel[object, request]) {
		c.predicates = append(c.predicates, p...)
	}
}

// WithBufferSize configures the buffer size for a source.Channel. By default, the buffer size is
// 1024.
func WithBufferSize[object any, request comparable](bufferSize int) ChannelOpt[object, request] {
	return func(c *channel[object, request]) {
		c.bufferSize = &bufferSize
	}
}

// Channel is used to provide a source of events originating outside the cluster (e.g. GitHub
// Webhook callback). Channel requires the user to wire the external source (e.g. http handler) to
// write GenericEvents to the underlying channel.
func Channel[object any](
	source <-chan event.TypedGenericEvent[object],
	handler handler.TypedEventHandler[object, reconcile.Request],
	opts ...ChannelOpt[object, reconcile.Request],
) Source {
	return TypedChannel[object, reconcile.Request](source, handler, opts...)
}

// TypedChannel is used to provide a source of events originating outside the cluster.
func TypedChannel[object any, request comparable](
	source <-chan event.TypedGenericEvent[object],
	handler handler.TypedEventHandler[object, request],
	opts ...ChannelOpt[object, request],
) TypedSource[request] {
	c := &channel[object, request]{
		source:  source,
		handler: handler,
	}
	for _, opt := range opts {
		opt(c)
	}
	return c
}

// channel: [CR] pkg/internal/source/channel.go. One distribution loop per Start here (the real
// one fans a single reader out to every Start's buffered channel).
type channel[object any, request comparable] struct {
	source     <-chan event.TypedGenericEvent[object]
	handler    handler.TypedEventHandler[object, request]
	predicates []predicate.TypedPredicate[object]
	bufferSize *int
}

func (cs *channel[object, request]) String() string {
	return fmt.Sprintf("channel source: %p", cs)
}

// Start implements Source and should only be called by the Controller.
func (cs *channel[object, request]) Start(ctx context.Context, queue workqueue.TypedRateLimitingInterface[request]) error {
	// Source should have been specified by the user.
	if cs.source == nil {
		return fmt.Errorf("must specify Channel.Source")
	}
	if cs.handler == nil {
		return errors.New("must specify Channel.Handler")
	}
	go channelLoop[object, request](ctx, cs.source, cs.handler, cs.predicates, queue)
	return nil
}

func channelLoop[object any, request comparable](ctx context.Context, src <-chan event.TypedGenericEvent[object], h handler.TypedEventHandler[object, request], predicates []predicate.TypedPredicate[object], queue workqueue.TypedRateLimitingInterface[request]) {
	for {
		select {
		case <-ctx.Done():
			return
		case evt, ok := <-src:
			if !ok {
				return
			}
			shouldHandle := true
			for _, p := range predicates {
				if !p.Generic(evt) {
					shouldHandle = false
					break
				}
			}
			if shouldHandle {
				func() {
					ctx, cancel := context.WithCancel(ctx)
					defer cancel()
					h.Generic(ctx, evt, queue)
				}()
			}
		}
	}
}
