package errors

// New returns an error that formats as the given text.
func New(text string) error {
	return &errorString{text}
}

type errorString struct {
	s string
}

func (e *errorString) Error() string {
	return e.s
}

// ErrUnsupported indicates that a requested operation cannot be performed.
var ErrUnsupported = New("unsupported operation")

func Unwrap(err error) error {
	if unwrapKind(err) != 1 {
		return nil
	}
	return err.(interface{ Unwrap() error }).Unwrap()
}

// unwrapKind tells which Unwrap method err's dynamic type has: 0 none, 1 Unwrap() error,
// 2 Unwrap() []error (checked by signature, not just by name).
func unwrapKind(err error) int

func Is(err, target error) bool {
	if err == nil || target == nil {
		return err == target
	}
	return is(err, target, comparable(target))
}

// comparable reports whether the dynamic type of v supports ==.
func comparable(v any) bool

func is(err, target error, targetComparable bool) bool {
	for {
		if targetComparable && err == target {
			return true
		}
		if x, ok := err.(interface{ Is(error) bool }); ok && x.Is(target) {
			return true
		}
		switch unwrapKind(err) {
		case 1:
			err = err.(interface{ Unwrap() error }).Unwrap()
			if err == nil {
				return false
			}
			continue
		case 2:
			x := err.(interface{ Unwrap() []error })
			for _, err := range x.Unwrap() {
				if is(err, target, targetComparable) {
					return true
				}
			}
		}
		return false
	}
}

func As(err error, target any) bool {
	if err == nil {
		return false
	}
	if target == nil {
		panic("errors: target cannot be nil")
	}
	checkAsTarget(target)
	return as(err, target)
}

// checkAsTarget panics unless target is a non-nil pointer to an interface or to a type implementing error.
func checkAsTarget(target any)

// assignTo stores err in *target when err's type is assignable to it.
func assignTo(err error, target any) bool

func as(err error, target any) bool {
	for {
		if assignTo(err, target) {
			return true
		}
		if x, ok := err.(interface{ As(any) bool }); ok && x.As(target) {
			return true
		}
		switch unwrapKind(err) {
		case 1:
			err = err.(interface{ Unwrap() error }).Unwrap()
			if err == nil {
				return false
			}
			continue
		case 2:
			x := err.(interface{ Unwrap() []error })
			for _, err := range x.Unwrap() {
				if err == nil {
					continue
				}
				if as(err, target) {
					return true
				}
			}
		}
		return false
	}
}

func Join(errs ...error) error {
	n := 0
	for _, err := range errs {
		if err != nil {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	e := &joinError{
		errs: make([]error, 0, n),
	}
	for _, err := range errs {
		if err != nil {
			e.errs = append(e.errs, err)
		}
	}
	return e
}

type joinError struct {
	errs []error
}

func (e *joinError) Error() string {
	if len(e.errs) == 1 {
		return e.errs[0].Error()
	}
	b := []byte(e.errs[0].Error())
	for _, err := range e.errs[1:] {
		b = append(b, '\n')
		b = append(b, err.Error()...)
	}
	return string(b)
}

func (e *joinError) Unwrap() []error {
	return e.errs
}
