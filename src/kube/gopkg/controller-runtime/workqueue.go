package workqueue

import "time"

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
	failures  map[T]int
	baseDelay time.Duration
	maxDelay  time.Duration
}

// NewTypedItemExponentialFailureRateLimiter returns a per-item exponential limiter.
func NewTypedItemExponentialFailureRateLimiter[T comparable](baseDelay time.Duration, maxDelay time.Duration) TypedRateLimiter[T] {
	return &TypedItemExponentialFailureRateLimiter[T]{failures: map[T]int{}, baseDelay: baseDelay, maxDelay: maxDelay}
}

func (r *TypedItemExponentialFailureRateLimiter[T]) When(item T) time.Duration {
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
	return r.failures[item]
}

func (r *TypedItemExponentialFailureRateLimiter[T]) Forget(item T) {
	delete(r.failures, item)
}

// DefaultTypedControllerRateLimiter is the ≤ v0.22 controller-runtime default: per-item
// exponential (5ms .. 1000s). The overall 10 qps / 100 bucket is not modelled here.
func DefaultTypedControllerRateLimiter[T comparable]() TypedRateLimiter[T] {
	return NewTypedItemExponentialFailureRateLimiter[T](5*time.Millisecond, 1000*time.Second)
}
