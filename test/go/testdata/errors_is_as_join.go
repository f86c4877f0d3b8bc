package main

import (
	"errors"
	"fmt"
)

var ErrConflict = errors.New("conflict")

type StatusError struct {
	Code   int
	Reason string
}

func (e *StatusError) Error() string { return fmt.Sprintf("%d %s", e.Code, e.Reason) }

func update(attempt int) error {
	if attempt < 2 {
		return fmt.Errorf("update attempt %d: %w", attempt, ErrConflict)
	}
	return fmt.Errorf("update: %w", &StatusError{Code: 404, Reason: "NotFound"})
}

func main() {
	for i := 0; i < 3; i++ {
		err := update(i)
		var se *StatusError
		switch {
		case errors.Is(err, ErrConflict):
			fmt.Println("retry:", err)
		case errors.As(err, &se):
			fmt.Println("status", se.Code, se.Reason, "-", err)
		}
	}
	joined := errors.Join(ErrConflict, nil, &StatusError{500, "Internal"})
	fmt.Println(joined)
	var se *StatusError
	fmt.Println(errors.Is(joined, ErrConflict), errors.As(joined, &se), se.Code)
	fmt.Println(errors.Join() == nil, errors.Join(nil, nil) == nil)
}

// Output:
// retry: update attempt 0: conflict
// retry: update attempt 1: conflict
// status 404 NotFound - update: 404 NotFound
// conflict
// 500 Internal
// true true 500
// true true
