package main

import (
	"errors"
	"fmt"
)

type StatusReason string

const (
	StatusReasonNotFound      StatusReason = "NotFound"
	StatusReasonConflict      StatusReason = "Conflict"
	StatusReasonAlreadyExists StatusReason = "AlreadyExists"
)

type StatusError struct {
	Reason StatusReason
	Code   int32
	Msg    string
}

func (e *StatusError) Error() string { return e.Msg }

func reasonForError(err error) StatusReason {
	var se *StatusError
	if errors.As(err, &se) {
		return se.Reason
	}
	return ""
}

func IsNotFound(err error) bool      { return reasonForError(err) == StatusReasonNotFound }
func IsConflict(err error) bool      { return reasonForError(err) == StatusReasonConflict }
func IsAlreadyExists(err error) bool { return reasonForError(err) == StatusReasonAlreadyExists }

func main() {
	errs := []error{
		&StatusError{StatusReasonNotFound, 404, `deployments.apps "web" not found`},
		fmt.Errorf("create: %w", &StatusError{StatusReasonAlreadyExists, 409, `services "web" already exists`}),
		&StatusError{StatusReasonConflict, 409, "conflict"},
		errors.New("plain"),
		nil,
	}
	for _, err := range errs {
		switch {
		case err == nil:
			fmt.Println("no error")
		case IsNotFound(err):
			fmt.Println("not found:", err)
		case IsAlreadyExists(err):
			fmt.Println("exists:", err)
		case IsConflict(err):
			fmt.Println("conflict, requeue")
		default:
			fmt.Println("other:", err)
		}
	}
}

// Output:
// not found: deployments.apps "web" not found
// exists: create: services "web" already exists
// conflict, requeue
// other: plain
// no error
