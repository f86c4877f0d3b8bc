package errors

import "errors"

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

// Error is part of the error interface.
func (agg aggregate) Error() string {
	if len(agg) == 0 {
		return ""
	}
	if len(agg) == 1 {
		return agg[0].Error()
	}
	seen := map[string]bool{}
	result := ""
	n := 0
	for _, err := range agg {
		msg := err.Error()
		if seen[msg] {
			continue
		}
		seen[msg] = true
		if n > 0 {
			result += ", "
		}
		result += msg
		n++
	}
	if n == 1 {
		return result
	}
	return "[" + result + "]"
}

func (agg aggregate) Is(target error) bool {
	for _, err := range agg {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

// Errors is part of the Aggregate interface.
func (agg aggregate) Errors() []error {
	return []error(agg)
}
