package errors

import (
	"errors"
	"fmt"
	"strings"
)

// Aggregate represents an object that contains multiple errors, but does not necessarily have
// singular semantic meaning.
type Aggregate interface {
	error
	Errors() []error
	Is(error) bool
}

// NewAggregate converts a slice of errors into an Aggregate interface, which is itself an
// implementation of the error interface. If the slice is empty, this returns nil. It will
// check if any of the element of input error list is nil, to avoid nil pointer panic when call
// Error().
func NewAggregate(errlist []error) Aggregate {
	if len(errlist) == 0 {
		return nil
	}
	var errs []error
	for _, e := range errlist {
		if e != nil {
			errs = append(errs, e)
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return aggregate(errs)
}

type aggregate []error

// Error is part of the error interface: the distinct messages of the errors, nested aggregates
// flattened, "[a, b]" when there are several.
func (agg aggregate) Error() string {
	if len(agg) == 0 {
		return ""
	}
	if len(agg) == 1 {
		return agg[0].Error()
	}
	seen := map[string]bool{}
	msgs := []string{}
	agg.each(func(err error) bool {
		msg := err.Error()
		if !seen[msg] {
			seen[msg] = true
			msgs = append(msgs, msg)
		}
		return false
	})
	if len(msgs) == 1 {
		return msgs[0]
	}
	return "[" + strings.Join(msgs, ", ") + "]"
}

// Is reports whether any error in the aggregate (nested ones included) matches target.
func (agg aggregate) Is(target error) bool {
	return agg.each(func(err error) bool { return errors.Is(err, target) })
}

// each calls f on every error, descending into nested aggregates (one level for an Aggregate of
// another implementation), until f returns true.
func (agg aggregate) each(f func(err error) bool) bool {
	for _, err := range agg {
		switch e := err.(type) {
		case aggregate:
			if e.each(f) {
				return true
			}
		case Aggregate:
			for _, nested := range e.Errors() {
				if f(nested) {
					return true
				}
			}
		default:
			if f(err) {
				return true
			}
		}
	}
	return false
}

// Errors is part of the Aggregate interface.
func (agg aggregate) Errors() []error {
	return []error(agg)
}

// MessageCountMap contains occurrence for each error message.
type MessageCountMap map[string]int

// Matcher is used to match errors. Returns true if the error matches.
type Matcher func(error) bool

// FilterOut removes all errors that match any of the matchers from the input error. If the input
// is a singular error, only that error is tested. If the input implements the Aggregate interface,
// the list of errors will be processed recursively.
func FilterOut(err error, fns ...Matcher) error {
	if err == nil {
		return nil
	}
	if agg, ok := err.(Aggregate); ok {
		kept := []error{}
		for _, e := range agg.Errors() {
			if r := FilterOut(e, fns...); r != nil {
				kept = append(kept, r)
			}
		}
		return NewAggregate(kept)
	}
	for _, fn := range fns {
		if fn(err) {
			return nil
		}
	}
	return err
}

// Flatten takes an Aggregate, which may hold other Aggregates in arbitrary nesting, and flattens
// them all into a single Aggregate, recursively.
func Flatten(agg Aggregate) Aggregate {
	if agg == nil {
		return nil
	}
	out := []error{}
	for _, err := range agg.Errors() {
		if a, ok := err.(Aggregate); ok {
			if r := Flatten(a); r != nil {
				out = append(out, r.Errors()...)
			}
		} else if err != nil {
			out = append(out, err)
		}
	}
	return NewAggregate(out)
}

// CreateAggregateFromMessageCountMap converts MessageCountMap Aggregate
func CreateAggregateFromMessageCountMap(m MessageCountMap) Aggregate {
	if m == nil {
		return nil
	}
	out := make([]error, 0, len(m))
	for msg, count := range m {
		suffix := ""
		if count > 1 {
			suffix = fmt.Sprintf(" (repeated %v times)", count)
		}
		out = append(out, fmt.Errorf("%v%v", msg, suffix))
	}
	return NewAggregate(out)
}

// Reduce will return err or nil, if err is an Aggregate and only has zero or one errors.
func Reduce(err error) error {
	if agg, ok := err.(Aggregate); ok && err != nil {
		switch len(agg.Errors()) {
		case 0:
			return nil
		case 1:
			return agg.Errors()[0]
		}
	}
	return err
}

// AggregateGoroutines runs the provided functions in parallel, stuffing all non-nil errors into
// the returned Aggregate. Returns nil if all the functions complete successfully.
func AggregateGoroutines(funcs ...func() error) Aggregate {
	ch := make(chan error, len(funcs))
	for _, f := range funcs {
		go func(f func() error) { ch <- f() }(f)
	}
	errs := []error{}
	for range funcs {
		if err := <-ch; err != nil {
			errs = append(errs, err)
		}
	}
	return NewAggregate(errs)
}

// ErrPreconditionViolated is returned when the precondition is violated
var ErrPreconditionViolated = errors.New("precondition is violated")
