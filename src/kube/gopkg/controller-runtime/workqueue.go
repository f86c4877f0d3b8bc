package workqueue

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// TypedInterface is a FIFO queue that never hands out an item twice at once.
type TypedInterface[T comparable] interface {
	Add(item T)
	Len() int
	Get() (item T, shutdown bool)
	Done(item T)
	ShutDown()
	ShutDownWithDrain()
	ShuttingDown() bool
}

// Interface is the untyped queue.
//
// Deprecated: use TypedInterface instead.
type Interface TypedInterface[any]

// TypedDelayingInterface is an Interface that can Add an item at a later time.
type TypedDelayingInterface[T comparable] interface {
	TypedInterface[T]
	// AddAfter adds an item to the workqueue after the indicated duration has passed
	AddAfter(item T, duration time.Duration)
}

// TypedRateLimitingInterface is an interface that rate limits items being added to the queue.
type TypedRateLimitingInterface[T comparable] interface {
	TypedDelayingInterface[T]

	// AddRateLimited adds an item to the workqueue after the rate limiter says it's ok
	AddRateLimited(item T)

	// Forget indicates that an item is finished being retried.
	Forget(item T)

	// NumRequeues returns back how many times the item was requeued
	NumRequeues(item T) int
}

// RateLimitingInterface is the untyped rate-limiting queue.
//
// Deprecated: use TypedRateLimitingInterface instead.
type RateLimitingInterface TypedRateLimitingInterface[any]

// TypedRateLimiter decides how long an item waits before it is retried.
type TypedRateLimiter[T comparable] interface {
	// When gets an item and gets to decide how long that item should wait
	When(item T) time.Duration
	// Forget indicates that an item is finished being retried.
	Forget(item T)
	// NumRequeues returns back how many failures the item has had
	NumRequeues(item T) int
}

// TypedItemExponentialFailureRateLimiter does a simple baseDelay*2^<num-failures> limit.
type TypedItemExponentialFailureRateLimiter[T comparable] struct {
	failuresLock sync.Mutex
	failures     map[T]int
	baseDelay    time.Duration
	maxDelay     time.Duration
}

// NewTypedItemExponentialFailureRateLimiter returns a per-item exponential limiter.
func NewTypedItemExponentialFailureRateLimiter[T comparable](baseDelay time.Duration, maxDelay time.Duration) TypedRateLimiter[T] {
	return &TypedItemExponentialFailureRateLimiter[T]{failures: map[T]int{}, baseDelay: baseDelay, maxDelay: maxDelay}
}

func (r *TypedItemExponentialFailureRateLimiter[T]) When(item T) time.Duration {
	r.failuresLock.Lock()
	defer r.failuresLock.Unlock()
	exp := r.failures[item]
	r.failures[item] = exp + 1
	backoff := float64(r.baseDelay.Nanoseconds())
	for i := 0; i < exp; i++ {
		backoff *= 2
		if backoff > float64(r.maxDelay) {
			return r.maxDelay
		}
	}
	if backoff > float64(r.maxDelay) {
		return r.maxDelay
	}
	return time.Duration(backoff)
}

func (r *TypedItemExponentialFailureRateLimiter[T]) NumRequeues(item T) int {
	r.failuresLock.Lock()
	defer r.failuresLock.Unlock()
	return r.failures[item]
}

func (r *TypedItemExponentialFailureRateLimiter[T]) Forget(item T) {
	r.failuresLock.Lock()
	defer r.failuresLock.Unlock()
	delete(r.failures, item)
}

// DefaultTypedControllerRateLimiter is a no-arg constructor for a default rate limiter for a
// workqueue: per-item exponential (5ms .. 1000s) and an overall token bucket (10 qps, burst 100).
func DefaultTypedControllerRateLimiter[T comparable]() TypedRateLimiter[T] {
	return NewTypedMaxOfRateLimiter(
		NewTypedItemExponentialFailureRateLimiter[T](5*time.Millisecond, 1000*time.Second),
		// an overall cap on retries of all items together, beside the per-item backoff
		&TypedBucketRateLimiter[T]{Limiter: rate.NewLimiter(rate.Limit(10), 100)},
	)
}

// BucketRateLimiter is the untyped TypedBucketRateLimiter.
type BucketRateLimiter = TypedBucketRateLimiter[any]

// TypedBucketRateLimiter adapts a standard bucket to the workqueue ratelimiter API
type TypedBucketRateLimiter[T comparable] struct {
	*rate.Limiter
}

func (r *TypedBucketRateLimiter[T]) When(item T) time.Duration {
	return r.Limiter.Reserve().Delay()
}

func (r *TypedBucketRateLimiter[T]) NumRequeues(item T) int {
	return 0
}

func (r *TypedBucketRateLimiter[T]) Forget(item T) {
}

// RateLimiter is the untyped rate limiter.
//
// Deprecated: use TypedRateLimiter instead.
type RateLimiter TypedRateLimiter[any]

// DefaultControllerRateLimiter is the untyped DefaultTypedControllerRateLimiter.
func DefaultControllerRateLimiter() RateLimiter {
	return DefaultTypedControllerRateLimiter[any]()
}

// ItemExponentialFailureRateLimiter is the untyped TypedItemExponentialFailureRateLimiter.
type ItemExponentialFailureRateLimiter = TypedItemExponentialFailureRateLimiter[any]

// NewItemExponentialFailureRateLimiter is the untyped NewTypedItemExponentialFailureRateLimiter.
func NewItemExponentialFailureRateLimiter(baseDelay time.Duration, maxDelay time.Duration) RateLimiter {
	return NewTypedItemExponentialFailureRateLimiter[any](baseDelay, maxDelay)
}

// DefaultItemBasedRateLimiter is the untyped DefaultTypedItemBasedRateLimiter.
func DefaultItemBasedRateLimiter() RateLimiter {
	return DefaultTypedItemBasedRateLimiter[any]()
}

// DefaultTypedItemBasedRateLimiter: per-item exponential, 1ms .. 1000s.
func DefaultTypedItemBasedRateLimiter[T comparable]() TypedRateLimiter[T] {
	return NewTypedItemExponentialFailureRateLimiter[T](time.Millisecond, 1000*time.Second)
}

// ItemFastSlowRateLimiter is the untyped TypedItemFastSlowRateLimiter.
type ItemFastSlowRateLimiter = TypedItemFastSlowRateLimiter[any]

// TypedItemFastSlowRateLimiter does a quick retry for a certain number of attempts, then a slow retry after that
type TypedItemFastSlowRateLimiter[T comparable] struct {
	failuresLock    sync.Mutex
	failures        map[T]int
	maxFastAttempts int
	fastDelay       time.Duration
	slowDelay       time.Duration
}

// NewItemFastSlowRateLimiter is the untyped NewTypedItemFastSlowRateLimiter.
func NewItemFastSlowRateLimiter(fastDelay, slowDelay time.Duration, maxFastAttempts int) RateLimiter {
	return NewTypedItemFastSlowRateLimiter[any](fastDelay, slowDelay, maxFastAttempts)
}

// NewTypedItemFastSlowRateLimiter: fastDelay for the first maxFastAttempts failures, then slowDelay.
func NewTypedItemFastSlowRateLimiter[T comparable](fastDelay, slowDelay time.Duration, maxFastAttempts int) TypedRateLimiter[T] {
	return &TypedItemFastSlowRateLimiter[T]{failures: map[T]int{}, fastDelay: fastDelay, slowDelay: slowDelay, maxFastAttempts: maxFastAttempts}
}

func (r *TypedItemFastSlowRateLimiter[T]) When(item T) time.Duration {
	r.failuresLock.Lock()
	defer r.failuresLock.Unlock()
	r.failures[item] = r.failures[item] + 1
	if r.failures[item] <= r.maxFastAttempts {
		return r.fastDelay
	}
	return r.slowDelay
}

func (r *TypedItemFastSlowRateLimiter[T]) NumRequeues(item T) int {
	r.failuresLock.Lock()
	defer r.failuresLock.Unlock()
	return r.failures[item]
}

func (r *TypedItemFastSlowRateLimiter[T]) Forget(item T) {
	r.failuresLock.Lock()
	defer r.failuresLock.Unlock()
	delete(r.failures, item)
}

// MaxOfRateLimiter is the untyped TypedMaxOfRateLimiter.
type MaxOfRateLimiter = TypedMaxOfRateLimiter[any]

// TypedMaxOfRateLimiter calls every RateLimiter and returns the worst case response
type TypedMaxOfRateLimiter[T comparable] struct {
	limiters []TypedRateLimiter[T]
}

func (r *TypedMaxOfRateLimiter[T]) When(item T) time.Duration {
	ret := time.Duration(0)
	for _, limiter := range r.limiters {
		curr := limiter.When(item)
		if curr > ret {
			ret = curr
		}
	}
	return ret
}

// NewMaxOfRateLimiter is the untyped NewTypedMaxOfRateLimiter.
func NewMaxOfRateLimiter(limiters ...TypedRateLimiter[any]) RateLimiter {
	return NewTypedMaxOfRateLimiter(limiters...)
}

// NewTypedMaxOfRateLimiter: the longest delay of the limiters.
func NewTypedMaxOfRateLimiter[T comparable](limiters ...TypedRateLimiter[T]) TypedRateLimiter[T] {
	return &TypedMaxOfRateLimiter[T]{limiters: limiters}
}

func (r *TypedMaxOfRateLimiter[T]) NumRequeues(item T) int {
	ret := 0
	for _, limiter := range r.limiters {
		curr := limiter.NumRequeues(item)
		if curr > ret {
			ret = curr
		}
	}
	return ret
}

func (r *TypedMaxOfRateLimiter[T]) Forget(item T) {
	for _, limiter := range r.limiters {
		limiter.Forget(item)
	}
}

// TypedQueueConfig specifies optional configurations to customize an Interface (the
// MetricsProvider, Clock and Queue fields of [CG] util/workqueue/queue.go are not modelled).
type TypedQueueConfig[T comparable] struct {
	// Name for the queue. If unnamed, the metrics will not be registered.
	Name string
}

// QueueConfig is the untyped TypedQueueConfig.
type QueueConfig = TypedQueueConfig[any]

// Type is the untyped queue.
type Type = Typed[any]

// Typed is a work queue ([CG] util/workqueue/queue.go): an item is never processed by two workers
// at once; an item added while it is being processed goes back on the queue when Done is called.
type Typed[T comparable] struct {
	queue        []T
	dirty        map[T]struct{}
	processing   map[T]struct{}
	cond         *sync.Cond
	shuttingDown bool
	drain        bool
}

// New constructs a new work queue.
func New() *Type { return NewTyped[any]() }

// NewTyped constructs a new work queue.
func NewTyped[T comparable]() *Typed[T] { return NewTypedWithConfig(TypedQueueConfig[T]{}) }

// NewWithConfig constructs a new work queue with options.
func NewWithConfig(config QueueConfig) *Type { return NewTypedWithConfig(config) }

// NewNamed creates a new named queue.
//
// Deprecated: Use NewWithConfig instead.
func NewNamed(name string) *Type { return NewWithConfig(QueueConfig{Name: name}) }

// NewTypedWithConfig constructs a new work queue with options.
func NewTypedWithConfig[T comparable](config TypedQueueConfig[T]) *Typed[T] {
	return &Typed[T]{dirty: map[T]struct{}{}, processing: map[T]struct{}{}, cond: sync.NewCond(&sync.Mutex{})}
}

// Add marks item as needing processing.
func (q *Typed[T]) Add(item T) {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	if q.shuttingDown {
		return
	}
	if _, ok := q.dirty[item]; ok {
		return
	}
	q.dirty[item] = struct{}{}
	if _, ok := q.processing[item]; ok {
		return
	}
	q.queue = append(q.queue, item)
	q.cond.Signal()
}

// Len returns the current queue length, for informational purposes only.
func (q *Typed[T]) Len() int {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	return len(q.queue)
}

// Get blocks until it can return an item to be processed. If shutdown = true,
// the caller should end their goroutine. You must call Done with item when you
// have finished processing it.
func (q *Typed[T]) Get() (item T, shutdown bool) {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	for len(q.queue) == 0 && !q.shuttingDown {
		q.cond.Wait()
	}
	if len(q.queue) == 0 {
		// We must be shutting down.
		return *new(T), true
	}
	item = q.queue[0]
	var zero T
	q.queue[0] = zero
	q.queue = q.queue[1:]
	q.processing[item] = struct{}{}
	delete(q.dirty, item)
	return item, false
}

// Done marks item as done processing, and if it has been marked as dirty again
// while it was being processed, it will be re-added to the queue for
// re-processing.
func (q *Typed[T]) Done(item T) {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	delete(q.processing, item)
	if _, ok := q.dirty[item]; ok {
		q.queue = append(q.queue, item)
		q.cond.Signal()
	} else if len(q.processing) == 0 {
		q.cond.Signal()
	}
}

// ShutDown will cause q to ignore all new items added to it and
// immediately instruct the worker goroutines to exit.
func (q *Typed[T]) ShutDown() {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	q.drain = false
	q.shuttingDown = true
	q.cond.Broadcast()
}

// ShutDownWithDrain will cause q to ignore all new items added to it. As soon
// as the worker goroutines have "drained", i.e: finished processing and called
// Done on all existing items in the queue; they will be instructed to exit and
// ShutDownWithDrain will return.
func (q *Typed[T]) ShutDownWithDrain() {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	q.drain = true
	q.shuttingDown = true
	q.cond.Broadcast()
	for len(q.processing) != 0 && q.drain {
		q.cond.Wait()
	}
}

// ShuttingDown reports whether ShutDown or ShutDownWithDrain was called.
func (q *Typed[T]) ShuttingDown() bool {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	return q.shuttingDown
}

// DelayingInterface is the untyped TypedDelayingInterface.
//
// Deprecated: use TypedDelayingInterface instead.
type DelayingInterface TypedDelayingInterface[any]

// TypedDelayingQueueConfig specifies optional configurations to customize a DelayingInterface.
type TypedDelayingQueueConfig[T comparable] struct {
	// Name for the queue. If unnamed, the metrics will not be registered.
	Name string
	// Queue optionally allows injecting custom queue Interface instead of the default one.
	Queue TypedInterface[T]
}

// DelayingQueueConfig is the untyped TypedDelayingQueueConfig.
type DelayingQueueConfig = TypedDelayingQueueConfig[any]

// NewDelayingQueue constructs a new workqueue with delayed queuing ability.
func NewDelayingQueue() DelayingInterface {
	return NewDelayingQueueWithConfig(DelayingQueueConfig{})
}

// NewTypedDelayingQueue constructs a new workqueue with delayed queuing ability.
func NewTypedDelayingQueue[T comparable]() TypedDelayingInterface[T] {
	return NewTypedDelayingQueueWithConfig(TypedDelayingQueueConfig[T]{})
}

// NewDelayingQueueWithConfig constructs a new workqueue with options to customize different properties.
func NewDelayingQueueWithConfig(config DelayingQueueConfig) DelayingInterface {
	return NewTypedDelayingQueueWithConfig[any](config)
}

// NewNamedDelayingQueue constructs a new named workqueue with delayed queuing ability.
//
// Deprecated: Use NewDelayingQueueWithConfig instead.
func NewNamedDelayingQueue(name string) DelayingInterface {
	return NewDelayingQueueWithConfig(DelayingQueueConfig{Name: name})
}

// NewTypedDelayingQueueWithConfig constructs a new workqueue with options to customize different properties.
func NewTypedDelayingQueueWithConfig[T comparable](config TypedDelayingQueueConfig[T]) TypedDelayingInterface[T] {
	if config.Queue == nil {
		config.Queue = NewTypedWithConfig[T](TypedQueueConfig[T]{Name: config.Name})
	}
	return &delayingType[T]{TypedInterface: config.Queue, waiting: map[T]*waitFor{}}
}

// delayingType wraps an Interface and provides delayed re-enquing. The real one keeps a heap
// served by a goroutine; here each waiting item has its own timer, with the same rule: an item
// already waiting keeps the earlier of its two ready times.
type delayingType[T comparable] struct {
	TypedInterface[T]
	mu      sync.Mutex
	waiting map[T]*waitFor
}

type waitFor struct {
	readyAt time.Time
	timer   *time.Timer
}

// ShutDown stops the queue and the timers of the items waiting.
func (q *delayingType[T]) ShutDown() {
	q.mu.Lock()
	for item, w := range q.waiting {
		w.timer.Stop()
		delete(q.waiting, item)
	}
	q.mu.Unlock()
	q.TypedInterface.ShutDown()
}

// AddAfter adds the given item to the work queue after the given delay
func (q *delayingType[T]) AddAfter(item T, duration time.Duration) {
	// don't add if we're already shutting down
	if q.ShuttingDown() {
		return
	}
	// immediately add things with no delay
	if duration <= 0 {
		q.Add(item)
		return
	}
	readyAt := time.Now().Add(duration)
	q.mu.Lock()
	defer q.mu.Unlock()
	if w, ok := q.waiting[item]; ok {
		if !readyAt.Before(w.readyAt) {
			return
		}
		w.timer.Stop()
	}
	w := &waitFor{readyAt: readyAt}
	w.timer = time.AfterFunc(duration, func() {
		q.mu.Lock()
		if q.waiting[item] == w {
			delete(q.waiting, item)
		}
		q.mu.Unlock()
		q.Add(item)
	})
	q.waiting[item] = w
}

// TypedRateLimitingQueueConfig specifies optional configurations to customize a TypedRateLimitingInterface.
type TypedRateLimitingQueueConfig[T comparable] struct {
	// Name for the queue. If unnamed, the metrics will not be registered.
	Name string
	// DelayingQueue optionally allows injecting custom delaying queue DelayingInterface instead of the default one.
	DelayingQueue TypedDelayingInterface[T]
}

// RateLimitingQueueConfig is the untyped TypedRateLimitingQueueConfig.
type RateLimitingQueueConfig = TypedRateLimitingQueueConfig[any]

// NewRateLimitingQueue constructs a new workqueue with rateLimited queuing ability.
//
// Deprecated: Use NewTypedRateLimitingQueue instead.
func NewRateLimitingQueue(rateLimiter RateLimiter) RateLimitingInterface {
	return NewRateLimitingQueueWithConfig(rateLimiter, RateLimitingQueueConfig{})
}

// NewTypedRateLimitingQueue constructs a new workqueue with rateLimited queuing ability.
func NewTypedRateLimitingQueue[T comparable](rateLimiter TypedRateLimiter[T]) TypedRateLimitingInterface[T] {
	return NewTypedRateLimitingQueueWithConfig(rateLimiter, TypedRateLimitingQueueConfig[T]{})
}

// NewRateLimitingQueueWithConfig constructs a new workqueue with rateLimited queuing ability with options.
//
// Deprecated: Use NewTypedRateLimitingQueueWithConfig instead.
func NewRateLimitingQueueWithConfig(rateLimiter RateLimiter, config RateLimitingQueueConfig) RateLimitingInterface {
	return NewTypedRateLimitingQueueWithConfig[any](rateLimiter, config)
}

// NewTypedRateLimitingQueueWithConfig constructs a new workqueue with rateLimited queuing ability with options.
func NewTypedRateLimitingQueueWithConfig[T comparable](rateLimiter TypedRateLimiter[T], config TypedRateLimitingQueueConfig[T]) TypedRateLimitingInterface[T] {
	if config.DelayingQueue == nil {
		config.DelayingQueue = NewTypedDelayingQueueWithConfig(TypedDelayingQueueConfig[T]{Name: config.Name})
	}
	return &rateLimitingType[T]{TypedDelayingInterface: config.DelayingQueue, rateLimiter: rateLimiter}
}

// NewNamedRateLimitingQueue constructs a new named workqueue with rateLimited queuing ability.
//
// Deprecated: Use NewRateLimitingQueueWithConfig instead.
func NewNamedRateLimitingQueue(rateLimiter RateLimiter, name string) RateLimitingInterface {
	return NewRateLimitingQueueWithConfig(rateLimiter, RateLimitingQueueConfig{Name: name})
}

// rateLimitingType wraps an Interface and provides rateLimited re-enquing
type rateLimitingType[T comparable] struct {
	TypedDelayingInterface[T]
	rateLimiter TypedRateLimiter[T]
}

// AddRateLimited AddAfter's the item based on the time when the rate limiter says it's ok
func (q *rateLimitingType[T]) AddRateLimited(item T) {
	q.TypedDelayingInterface.AddAfter(item, q.rateLimiter.When(item))
}

func (q *rateLimitingType[T]) NumRequeues(item T) int {
	return q.rateLimiter.NumRequeues(item)
}

func (q *rateLimitingType[T]) Forget(item T) {
	q.rateLimiter.Forget(item)
}
