package wait

import (
	"context"
	"time"
)

// The polling and looping half of k8s.io/apimachinery/pkg/util/wait (poll.go, loop.go, wait.go,
// backoff.go Until family), on the virtual clock: the condition runs on timer ticks, a cancelled
// or expired context ends PollUntilContext* with ctx.Err() ("context deadline exceeded"), the
// deprecated Poll* with ErrWaitTimeout.

// ConditionWithContextFunc returns true if the condition is satisfied, or an error if the loop
// should be aborted.
type ConditionWithContextFunc func(context.Context) (done bool, err error)

// WithContext converts a ConditionFunc into a ConditionWithContextFunc.
func (cf ConditionFunc) WithContext() ConditionWithContextFunc {
	return func(context.Context) (done bool, err error) {
		return cf()
	}
}

// NeverStop may be passed to Until to make it never stop.
var NeverStop <-chan struct{} = make(chan struct{})

// ErrorInterrupted returns an error that indicates the wait was ended early for a given reason.
func ErrorInterrupted(cause error) error {
	if cause == nil {
		return ErrWaitTimeout
	}
	return &interruptedError{cause: cause}
}

type interruptedError struct{ cause error }

func (e *interruptedError) Error() string { return e.cause.Error() }
func (e *interruptedError) Unwrap() error { return e.cause }
func (e *interruptedError) Is(target error) bool {
	return target == ErrWaitTimeout
}

// runCondition: the real one defers runtime.HandleCrash, which logs the panic and panics again.
func runCondition(ctx context.Context, condition ConditionWithContextFunc) (bool, error) {
	return condition(ctx)
}

// loopConditionUntilContext runs condition every interval (first at once when immediate) until it
// returns true or an error, or ctx is done; sliding measures the interval after the condition ran.
func loopConditionUntilContext(ctx context.Context, interval time.Duration, immediate, sliding bool, condition ConditionWithContextFunc) error {
	if immediate {
		if ok, err := runCondition(ctx, condition); err != nil || ok {
			return err
		}
	}
	t := time.NewTimer(interval)
	defer t.Stop()
	doneCh := ctx.Done()
	for {
		select {
		case <-doneCh:
			return ctx.Err()
		case <-t.C:
		}
		// no channel priority in select: a cancelled context wins over a tick that came with it
		select {
		case <-doneCh:
			return ctx.Err()
		default:
		}
		start := time.Now()
		if ok, err := runCondition(ctx, condition); err != nil || ok {
			return err
		}
		next := interval
		if !sliding {
			next -= time.Since(start)
			if next < 0 {
				next = 0
			}
		}
		t.Reset(next)
	}
}

// PollUntilContextCancel tries a condition func until it returns true, an error, or the context is
// cancelled or hits a deadline.
func PollUntilContextCancel(ctx context.Context, interval time.Duration, immediate bool, condition ConditionWithContextFunc) error {
	return loopConditionUntilContext(ctx, interval, immediate, false, condition)
}

// PollUntilContextTimeout will terminate polling after timeout duration by setting a context
// timeout.
func PollUntilContextTimeout(ctx context.Context, interval, timeout time.Duration, immediate bool, condition ConditionWithContextFunc) error {
	deadlineCtx, deadlineCancel := context.WithTimeout(ctx, timeout)
	defer deadlineCancel()
	return loopConditionUntilContext(deadlineCtx, interval, immediate, false, condition)
}

// pollLegacy: the deprecated Poll family, whose interruption is ErrWaitTimeout whatever its cause
// (timeout 0: no timeout).
func pollLegacy(ctx context.Context, immediate bool, interval, timeout time.Duration, condition ConditionWithContextFunc) error {
	if immediate {
		if ok, err := runCondition(ctx, condition); err != nil || ok {
			return err
		}
	}
	select {
	case <-ctx.Done():
		return ErrWaitTimeout
	default:
	}
	tick := time.NewTicker(interval)
	defer tick.Stop()
	var after <-chan time.Time
	if timeout != 0 {
		timer := time.NewTimer(timeout)
		defer timer.Stop()
		after = timer.C
	}
	for {
		select {
		case <-tick.C:
		case <-after:
			return ErrWaitTimeout
		case <-ctx.Done():
			return ErrWaitTimeout
		}
		if ok, err := runCondition(ctx, condition); err != nil || ok {
			return err
		}
	}
}

// Poll tries a condition func until it returns true, an error, or the timeout is reached.
//
// Deprecated: This method does not return errors from context, use PollUntilContextTimeout.
func Poll(interval, timeout time.Duration, condition ConditionFunc) error {
	return pollLegacy(context.Background(), false, interval, timeout, condition.WithContext())
}

// PollWithContext tries a condition func until it returns true, an error, or when the context is
// cancelled or hits a deadline.
//
// Deprecated: This method does not return errors from context, use PollUntilContextTimeout.
func PollWithContext(ctx context.Context, interval, timeout time.Duration, condition ConditionWithContextFunc) error {
	return pollLegacy(ctx, false, interval, timeout, condition)
}

// PollImmediate tries a condition func until it returns true, an error, or the timeout is
// reached; the condition runs once at once.
//
// Deprecated: This method does not return errors from context, use PollUntilContextTimeout.
func PollImmediate(interval, timeout time.Duration, condition ConditionFunc) error {
	return pollLegacy(context.Background(), true, interval, timeout, condition.WithContext())
}

// PollImmediateWithContext tries a condition func until it returns true, an error, or the timeout
// is reached or the context is done.
//
// Deprecated: This method does not return errors from context, use PollUntilContextTimeout.
func PollImmediateWithContext(ctx context.Context, interval, timeout time.Duration, condition ConditionWithContextFunc) error {
	return pollLegacy(ctx, true, interval, timeout, condition)
}

// PollInfinite tries a condition func until it returns true or an error.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollInfinite(interval time.Duration, condition ConditionFunc) error {
	return pollLegacy(context.Background(), false, interval, 0, condition.WithContext())
}

// PollImmediateInfinite tries a condition func until it returns true or an error.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollImmediateInfinite(interval time.Duration, condition ConditionFunc) error {
	return pollLegacy(context.Background(), true, interval, 0, condition.WithContext())
}

func stopContext(stopCh <-chan struct{}) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		select {
		case <-stopCh:
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, cancel
}

// PollUntil tries a condition func until it returns true, an error or stopCh is closed.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollUntil(interval time.Duration, condition ConditionFunc, stopCh <-chan struct{}) error {
	ctx, cancel := stopContext(stopCh)
	defer cancel()
	return pollLegacy(ctx, false, interval, 0, condition.WithContext())
}

// PollImmediateUntil tries a condition func until it returns true, an error or stopCh is closed.
//
// Deprecated: This method does not return errors from context, use PollUntilContextCancel.
func PollImmediateUntil(interval time.Duration, condition ConditionFunc, stopCh <-chan struct{}) error {
	ctx, cancel := stopContext(stopCh)
	defer cancel()
	return pollLegacy(ctx, true, interval, 0, condition.WithContext())
}

// JitterUntil loops until stop channel is closed, running f every period, jittered by
// jitterFactor when it is positive; sliding measures the period after f ran.
func JitterUntil(f func(), period time.Duration, jitterFactor float64, sliding bool, stopCh <-chan struct{}) {
	for {
		select {
		case <-stopCh:
			return
		default:
		}
		next := func() time.Duration {
			if jitterFactor > 0.0 {
				return Jitter(period, jitterFactor)
			}
			return period
		}
		var t *time.Timer
		if !sliding {
			t = time.NewTimer(next())
		}
		f()
		if sliding {
			t = time.NewTimer(next())
		}
		select {
		case <-stopCh:
			t.Stop()
			return
		case <-t.C:
		}
	}
}

// Until loops until stop channel is closed, running f every period.
func Until(f func(), period time.Duration, stopCh <-chan struct{}) {
	JitterUntil(f, period, 0.0, true, stopCh)
}

// NonSlidingUntil loops until stop channel is closed, running f every period; the period counts
// f's own time.
func NonSlidingUntil(f func(), period time.Duration, stopCh <-chan struct{}) {
	JitterUntil(f, period, 0.0, false, stopCh)
}

// Forever calls f every period for ever.
func Forever(f func(), period time.Duration) {
	Until(f, period, NeverStop)
}

// UntilWithContext loops until context is done, running f every period.
func UntilWithContext(ctx context.Context, f func(context.Context), period time.Duration) {
	JitterUntilWithContext(ctx, f, period, 0.0, true)
}

// NonSlidingUntilWithContext loops until context is done, running f every period.
func NonSlidingUntilWithContext(ctx context.Context, f func(context.Context), period time.Duration) {
	JitterUntilWithContext(ctx, f, period, 0.0, false)
}

// JitterUntilWithContext loops until context is done, running f every period.
func JitterUntilWithContext(ctx context.Context, f func(context.Context), period time.Duration, jitterFactor float64, sliding bool) {
	JitterUntil(func() { f(ctx) }, period, jitterFactor, sliding, ctx.Done())
}

// ExponentialBackoffWithContext repeats a condition check with exponential backoff, until the
// condition is done, returns an error, the steps run out (ErrWaitTimeout) or ctx is done
// (ctx.Err()).
func ExponentialBackoffWithContext(ctx context.Context, backoff Backoff, condition ConditionWithContextFunc) error {
	for backoff.Steps > 0 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		default:
		}
		if ok, err := runCondition(ctx, condition); err != nil || ok {
			return err
		}
		if backoff.Steps == 1 {
			break
		}
		t := time.NewTimer(backoff.Step())
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
	return ErrWaitTimeout
}

// ContextForChannel provides a context that will be treated as cancelled when the provided
// parentCh is closed. The implementation returns context.Canceled for Err() if and only if the
// parentCh is closed ([AM] pkg/util/wait/wait.go).
func ContextForChannel(parentCh <-chan struct{}) context.Context {
	return channelContext{stopCh: parentCh}
}

var _ context.Context = channelContext{}

// channelContext will behave as if the context were cancelled when stopCh is closed.
type channelContext struct {
	stopCh <-chan struct{}
}

func (c channelContext) Done() <-chan struct{} { return c.stopCh }
func (c channelContext) Err() error {
	select {
	case <-c.stopCh:
		return context.Canceled
	default:
		return nil
	}
}
func (c channelContext) Deadline() (time.Time, bool) { return time.Time{}, false }
func (c channelContext) Value(key any) any           { return nil }
