// Result up to controller-runtime v0.22: Priority came in v0.23, and a field hidden from the
// program would still print (fmt %+v) and compare.
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
}

// IsZero returns true if this result is empty.
func (r *Result) IsZero() bool {
	if r == nil {
		return true
	}
	return *r == Result{}
}

// SimulatedPriority: no Result.Priority before v0.23. Hidden from programs (versions.ts
// SIMULATOR_ONLY).
func SimulatedPriority(r Result) (int, bool) { return 0, false }
