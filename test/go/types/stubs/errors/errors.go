package errors

func New(text string) error {
	return &errorString{text}
}

type errorString struct {
	s string
}

func (e *errorString) Error() string {
	return e.s
}

func Is(err, target error) bool
func As(err error, target any) bool
func Unwrap(err error) error
func Join(errs ...error) error
