package wait

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// Backoff holds parameters applied to a Backoff function.
type Backoff struct {
	// The initial duration.
	Duration time.Duration
	// Duration is multiplied by factor each iteration, if factor is not zero and the limits
	// imposed by Steps and Cap have not been reached.
	Factor float64
	// The sleep at each iteration is the duration plus an additional amount chosen uniformly at
	// random from the interval between zero and jitter*duration.
	Jitter float64
	// The remaining number of iterations in which the duration parameter may change.
	Steps int
	// A limit on revised values of the duration parameter.
	Cap time.Duration
}

// Step returns an amount of time to sleep determined by the original Duration and Jitter.
func (b *Backoff) Step() time.Duration {
	if b == nil {
		return 0
	}
	var nextDuration time.Duration
	nextDuration, b.Duration, b.Steps = delay(b.Steps, b.Duration, b.Cap, b.Factor, b.Jitter)
	return nextDuration
}

func delay(steps int, duration, cap time.Duration, factor, jitter float64) (_ time.Duration, next time.Duration, nextSteps int) {
	// when steps is non-positive, do not alter the base duration
	if steps < 1 {
		if jitter > 0 {
			return Jitter(duration, jitter), duration, 0
		}
		return duration, duration, 0
	}
	steps--

	// calculate the next step's interval
	if factor != 0 {
		next = time.Duration(float64(duration) * factor)
		if cap > 0 && next > cap {
			next = cap
			steps = 0
		}
	} else {
		next = duration
	}

	// add jitter for this step
	if jitter > 0 {
		duration = Jitter(duration, jitter)
	}

	return duration, next, steps
}

// Jitter returns a time.Duration between duration and duration + maxFactor * duration.
func Jitter(duration time.Duration, maxFactor float64) time.Duration {
	if maxFactor <= 0.0 {
		maxFactor = 1.0
	}
	wait := duration + time.Duration(rand.Float64()*maxFactor*float64(duration))
	return wait
}

// ConditionFunc returns true if the condition is satisfied, or an error if the loop should be aborted.
type ConditionFunc func() (done bool, err error)

// ErrWaitTimeout is returned when the condition was not satisfied in time.
//
// Deprecated: This type will be made private in favor of Interrupted() for checking errors or
// ErrorInterrupted(err) for returning a wrapped error.
var ErrWaitTimeout = errors.New("timed out waiting for the condition")

// Interrupted returns true if the error indicates a Poll, ExponentialBackoff, or Until loop
// exited for any reason besides the condition returning true or an error.
func Interrupted(err error) bool {
	switch {
	case errors.Is(err, ErrWaitTimeout),
		errors.Is(err, context.Canceled),
		errors.Is(err, context.DeadlineExceeded):
		return true
	default:
		return false
	}
}

// ExponentialBackoff repeats a condition check with exponential backoff.
func ExponentialBackoff(backoff Backoff, condition ConditionFunc) error {
	for backoff.Steps > 0 {
		if ok, err := condition(); err != nil || ok {
			return err
		}
		if backoff.Steps == 1 {
			break
		}
		time.Sleep(backoff.Step())
	}
	return ErrWaitTimeout
}
