package reconcile

import "time"

// Result contains the result of a Reconciler invocation.
type Result struct {
	// Requeue tells the Controller to perform a ratelimited requeue using the workqueues ratelimiter.
	//
	// Deprecated: Use RequeueAfter instead.
	Requeue bool

	// RequeueAfter if greater than 0, tells the Controller to requeue the reconcile key after the
	// Duration. Implies that Requeue is true, there is no need to set Requeue to true at the same
	// time as RequeueAfter.
	RequeueAfter time.Duration

	// Priority is the priority that will be used if the item gets re-enqueued.
	Priority *int
}

// IsZero returns true if this result is empty.
func (r *Result) IsZero() bool {
	if r == nil {
		return true
	}
	return *r == Result{}
}

// SimulatedPriority is Result.Priority for the simulated controller (which is built for every
// minor, and v0.22's Result has no Priority). Hidden from programs (versions.ts SIMULATOR_ONLY).
func SimulatedPriority(r Result) (int, bool) {
	if r.Priority == nil {
		return 0, false
	}
	return *r.Priority, true
}
