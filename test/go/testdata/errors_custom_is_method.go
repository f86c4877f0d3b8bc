package main

import (
	"errors"
	"fmt"
)

type StatusError struct {
	Code   int
	Reason string
}

func (e StatusError) Error() string { return fmt.Sprintf("%d %s", e.Code, e.Reason) }

// Is makes every StatusError with the same code match, whatever its reason.
func (e StatusError) Is(target error) bool {
	t, ok := target.(StatusError)
	return ok && t.Code == e.Code
}

var ErrNotFound = StatusError{Code: 404}

func main() {
	err := fmt.Errorf("get pod: %w", StatusError{404, "pods \"web\" not found"})
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrNotFound), errors.Is(err, StatusError{Code: 409}))
	var se StatusError
	if errors.As(err, &se) {
		fmt.Println("as value:", se.Code, se.Reason)
	}
	var target *StatusError
	fmt.Println(errors.As(err, &target))
}

// Output:
// get pod: 404 pods "web" not found
// true false
// as value: 404 pods "web" not found
// false
