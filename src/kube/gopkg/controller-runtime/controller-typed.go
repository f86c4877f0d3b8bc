package controller

import (
	"context"
	"fmt"
	"time"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/workqueue"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// A controller whose request type is not reconcile.Request (builder.TypedControllerManagedBy[R],
// NewTyped[R]). The simulated work queue, traces and reconcile accounting are keyed by
// namespace/name, so each distinct request gets a key of its own (its %v, made unique) and the
// controller is a controllerImpl over those keys: its queue as sources see it (typedQueue)
// translates requests to keys, its reconciler translates keys back. Requests keep the work queue's
// semantics: equal requests are one item, as in client-go's queue.

// requestKeys interns requests as the reconcile.Requests the simulated queue holds.
type requestKeys[request comparable] struct {
	keys  map[request]reconcile.Request
	reqs  map[string]request
	names map[string]bool
}

func (k *requestKeys[request]) key(req request) reconcile.Request {
	if key, ok := k.keys[req]; ok {
		return key
	}
	name := fmt.Sprintf("%v", req)
	for i := 2; k.names[name]; i++ {
		name = fmt.Sprintf("%v#%d", req, i)
	}
	k.names[name] = true
	key := reconcile.Request{NamespacedName: types.NamespacedName{Name: name}}
	k.keys[req] = key
	k.reqs[key.String()] = req
	return key
}

func (k *requestKeys[request]) request(key reconcile.Request) request {
	return k.reqs[key.String()]
}

// typedQueue is the controller's queue for request: each item is its key in the simulated queue.
type typedQueue[request comparable] struct {
	q    *queue
	keys *requestKeys[request]
}

func (t *typedQueue[request]) Add(item request) { t.q.Add(t.keys.key(item)) }
func (t *typedQueue[request]) AddAfter(item request, duration time.Duration) {
	t.q.AddAfter(t.keys.key(item), duration)
}
func (t *typedQueue[request]) AddRateLimited(item request) { t.q.AddRateLimited(t.keys.key(item)) }
func (t *typedQueue[request]) AddWithPriority(item request, priority int) {
	t.q.AddWithPriority(t.keys.key(item), priority)
}
func (t *typedQueue[request]) IsPriorityQueue() bool        { return t.q.IsPriorityQueue() }
func (t *typedQueue[request]) Forget(item request)          { t.q.Forget(t.keys.key(item)) }
func (t *typedQueue[request]) NumRequeues(item request) int { return t.q.NumRequeues(t.keys.key(item)) }
func (t *typedQueue[request]) Len() int                     { return t.q.Len() }
func (t *typedQueue[request]) Get() (item request, shutdown bool) {
	key, shutdown := t.q.Get()
	if shutdown {
		return item, true
	}
	return t.keys.request(key), false
}
func (t *typedQueue[request]) Done(item request)  { t.q.Done(t.keys.key(item)) }
func (t *typedQueue[request]) ShutDown()          { t.q.ShutDown() }
func (t *typedQueue[request]) ShutDownWithDrain() { t.q.ShutDownWithDrain() }
func (t *typedQueue[request]) ShuttingDown() bool { return t.q.ShuttingDown() }

// SimulatedQueue is the simulated controller's queue behind this one (a source.Kind registers its
// informers with that controller).
func (t *typedQueue[request]) SimulatedQueue() any { return t.q }

var _ workqueue.TypedRateLimitingInterface[struct{}] = &typedQueue[struct{}]{}

// typedController is a TypedController[request] over a controllerImpl of keys.
type typedController[request comparable] struct {
	*controllerImpl
	typedQueue *typedQueue[request]
}

// newTypedUnmanaged is NewTypedUnmanaged for a request type other than reconcile.Request.
func newTypedUnmanaged[request comparable](name string, options TypedOptions[request]) (TypedController[request], error) {
	if err := checkNew(options.Reconciler != nil, name, options.SkipNameValidation); err != nil {
		return nil, err
	}
	if options.NewQueue != nil {
		noteNewQueue(name)
	}
	if options.LogConstructor == nil {
		// [CR] pkg/controller/controller.go NewTypedUnmanaged: only a reconcile.Request adds the
		// object's keys
		log := options.Logger.WithValues("controller", name)
		options.LogConstructor = func(*request) logr.Logger { return log }
	}
	keys := &requestKeys[request]{keys: map[request]reconcile.Request{}, reqs: map[string]request{}, names: map[string]bool{}}
	typed := options.Reconciler
	logConstructor := options.LogConstructor
	skip := true
	var limiter workqueue.TypedRateLimiter[reconcile.Request]
	if options.RateLimiter != nil {
		limiter = keyedLimiter[request]{limiter: options.RateLimiter, keys: keys}
	}
	inner, err := newUnmanaged(name, Options{
		RateLimiter:             limiter,
		SkipNameValidation:      &skip,
		MaxConcurrentReconciles: options.MaxConcurrentReconciles,
		CacheSyncTimeout:        options.CacheSyncTimeout,
		RecoverPanic:            options.RecoverPanic,
		NeedLeaderElection:      options.NeedLeaderElection,
		Logger:                  options.Logger,
		UsePriorityQueue:        options.UsePriorityQueue,
		EnableWarmup:            options.EnableWarmup,
		ReconciliationTimeout:   options.ReconciliationTimeout,
		Reconciler: reconcile.Func(func(ctx context.Context, key reconcile.Request) (reconcile.Result, error) {
			return typed.Reconcile(ctx, keys.request(key))
		}),
		LogConstructor: func(key *reconcile.Request) logr.Logger {
			if key == nil {
				return logConstructor(nil)
			}
			req := keys.request(*key)
			return logConstructor(&req)
		},
	})
	if err != nil {
		return nil, err
	}
	return &typedController[request]{controllerImpl: inner, typedQueue: &typedQueue[request]{q: inner.queue, keys: keys}}, nil
}

// keyedLimiter is the program's TypedRateLimiter[request] over the keys the queue holds.
type keyedLimiter[request comparable] struct {
	limiter workqueue.TypedRateLimiter[request]
	keys    *requestKeys[request]
}

func (l keyedLimiter[request]) When(key reconcile.Request) time.Duration {
	return l.limiter.When(l.keys.request(key))
}

func (l keyedLimiter[request]) Forget(key reconcile.Request) { l.limiter.Forget(l.keys.request(key)) }

func (l keyedLimiter[request]) NumRequeues(key reconcile.Request) int {
	return l.limiter.NumRequeues(l.keys.request(key))
}

// Reconcile implements reconcile.TypedReconciler.
func (c *typedController[request]) Reconcile(ctx context.Context, req request) (reconcile.Result, error) {
	return c.controllerImpl.Reconcile(ctx, c.typedQueue.keys.key(req))
}

// Watch implements TypedController: the source feeds the typed queue.
func (c *typedController[request]) Watch(src source.TypedSource[request]) error {
	registerProgramWatch(c.name, src)
	return c.controllerImpl.watch(&typedSource[request]{src: src, queue: c.typedQueue})
}

// typedSource starts a TypedSource[request] with the typed queue in place of the controller's.
type typedSource[request comparable] struct {
	src   source.TypedSource[request]
	queue *typedQueue[request]
}

func (s *typedSource[request]) Start(ctx context.Context, _ workqueue.TypedRateLimitingInterface[reconcile.Request]) error {
	return s.src.Start(ctx, s.queue)
}

func (s *typedSource[request]) String() string { return fmt.Sprintf("%s", s.src) }
