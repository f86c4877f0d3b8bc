package poll

import "errors"

// ErrFileClosing is returned when a file descriptor is used after it has been closed.
var ErrFileClosing = errors.New("use of closed file")

// ErrNoDeadline is returned when a request is made to set a deadline on a file type that does
// not use the poller.
var ErrNoDeadline = errors.New("file type does not support deadline")

// ErrDeadlineExceeded is returned for an expired deadline (os.ErrDeadlineExceeded is this value,
// so that %T prints *poll.DeadlineExceededError as in go1.23).
var ErrDeadlineExceeded error = &DeadlineExceededError{}

// DeadlineExceededError is returned for an expired deadline.
type DeadlineExceededError struct{}

func (e *DeadlineExceededError) Error() string   { return "i/o timeout" }
func (e *DeadlineExceededError) Timeout() bool   { return true }
func (e *DeadlineExceededError) Temporary() bool { return true }

// ErrNotPollable is returned when the file or socket is not suitable for event notification.
var ErrNotPollable = errors.New("not pollable")
