// k8s.io/apimachinery/pkg/util/validation/field (paths and field errors, as validating webhooks build
// them) and k8s.io/apimachinery/pkg/util/errors (the Aggregate that apierrors.NewInvalid prints).

import type { NativeContext } from '../../../go/interp/native.ts';
import { clone, Iface, needsCopy, type Pointer } from '../../../go/interp/values.ts';
import { goPackage } from '../pkg.ts';

const pathSrc = `package field

import (
	"strconv"
	"strings"
)

// Path represents the path from some root to a particular field.
type Path struct {
	name   string // the name of this field or "" if this is an index
	index  string // if name == "", this is a subscript (index or map key) of the previous element
	parent *Path  // nil if this is the root element
}

// NewPath creates a root Path object.
func NewPath(name string, moreNames ...string) *Path {
	r := &Path{name: name, parent: nil}
	for _, anotherName := range moreNames {
		r = &Path{name: anotherName, parent: r}
	}
	return r
}

// Root returns the root element of this Path.
func (p *Path) Root() *Path {
	for ; p.parent != nil; p = p.parent {
	}
	return p
}

// Child creates a new Path that is a child of the method receiver.
func (p *Path) Child(name string, moreNames ...string) *Path {
	r := NewPath(name, moreNames...)
	r.Root().parent = p
	return r
}

// PathOption modifies a PathOptions
type PathOption func(o *pathOptions)

// WithPath generates a PathOption
func WithPath(p *Path) PathOption {
	return func(o *pathOptions) {
		o.path = p
	}
}

// ToPath produces *Path from a set of PathOption
func ToPath(opts ...PathOption) *Path {
	c := &pathOptions{}
	for _, opt := range opts {
		opt(c)
	}
	return c.path
}

type pathOptions struct {
	path *Path
}

// Index indicates that the previous Path is to be subscripted by an int.
func (p *Path) Index(index int) *Path {
	return &Path{index: strconv.Itoa(index), parent: p}
}

// Key indicates that the previous Path is to be subscripted by a string.
func (p *Path) Key(key string) *Path {
	return &Path{index: key, parent: p}
}

// String produces a string representation of the Path.
func (p *Path) String() string {
	if p == nil {
		return "<nil>"
	}
	elems := []*Path{}
	for ; p != nil; p = p.parent {
		elems = append(elems, p)
	}
	var b strings.Builder
	for i := range elems {
		e := elems[len(elems)-1-i]
		if e.index != "" {
			b.WriteString("[" + e.index + "]")
		} else {
			if i > 0 {
				b.WriteString(".")
			}
			b.WriteString(e.name)
		}
	}
	return b.String()
}
`;

const errorsSrc = `package field

import (
	"fmt"
	"strconv"
	"strings"

	utilerrors "k8s.io/apimachinery/pkg/util/errors"
)

// Error is an implementation of the 'error' interface, which represents a field-level validation error.
type Error struct {
	Type     ErrorType
	Field    string
	BadValue interface{}
	Detail   string
}

var _ error = &Error{}

// Error implements the error interface.
func (v *Error) Error() string {
	return fmt.Sprintf("%s: %s", v.Field, v.ErrorBody())
}

type omitValueType struct{}

var omitValue = omitValueType{}

// deref returns the value a pointer points to (isNil for a nil pointer); other values unchanged.
func deref(v interface{}) (value interface{}, isNil bool)

// ErrorBody returns the error message without the field name.
func (v *Error) ErrorBody() string {
	var s string
	switch {
	case v.Type == ErrorTypeRequired, v.Type == ErrorTypeForbidden, v.Type == ErrorTypeTooLong, v.Type == ErrorTypeInternal:
		s = v.Type.String()
	case v.BadValue == omitValue:
		s = v.Type.String()
	default:
		value, isNil := deref(v.BadValue)
		if value == nil || isNil {
			value = "null"
		}
		switch t := value.(type) {
		case int64, int32, float64, float32, bool:
			s = fmt.Sprintf("%s: %v", v.Type, value)
		case string:
			s = fmt.Sprintf("%s: %q", v.Type, t)
		case fmt.Stringer:
			s = fmt.Sprintf("%s: %s", v.Type, t.String())
		default:
			s = fmt.Sprintf("%s: %#v", v.Type, value)
		}
	}
	if len(v.Detail) != 0 {
		s += fmt.Sprintf(": %s", v.Detail)
	}
	return s
}

// ErrorType is a machine readable value providing more detail about why a field is invalid.
type ErrorType string

const (
	ErrorTypeNotFound     ErrorType = "FieldValueNotFound"
	ErrorTypeRequired     ErrorType = "FieldValueRequired"
	ErrorTypeDuplicate    ErrorType = "FieldValueDuplicate"
	ErrorTypeInvalid      ErrorType = "FieldValueInvalid"
	ErrorTypeNotSupported ErrorType = "FieldValueNotSupported"
	ErrorTypeForbidden    ErrorType = "FieldValueForbidden"
	ErrorTypeTooLong      ErrorType = "FieldValueTooLong"
	ErrorTypeTooMany      ErrorType = "FieldValueTooMany"
	ErrorTypeInternal     ErrorType = "InternalError"
	ErrorTypeTypeInvalid  ErrorType = "FieldValueTypeInvalid"
)

// String converts a ErrorType into its corresponding canonical error message.
func (t ErrorType) String() string {
	switch t {
	case ErrorTypeNotFound:
		return "Not found"
	case ErrorTypeRequired:
		return "Required value"
	case ErrorTypeDuplicate:
		return "Duplicate value"
	case ErrorTypeInvalid:
		return "Invalid value"
	case ErrorTypeNotSupported:
		return "Unsupported value"
	case ErrorTypeForbidden:
		return "Forbidden"
	case ErrorTypeTooLong:
		return "Too long"
	case ErrorTypeTooMany:
		return "Too many"
	case ErrorTypeInternal:
		return "Internal error"
	case ErrorTypeTypeInvalid:
		return "Invalid value"
	default:
		panic(fmt.Sprintf("unrecognized validation error: %q", string(t)))
	}
}

// NotFound returns a *Error indicating "value not found".
func NotFound(field *Path, value interface{}) *Error {
	return &Error{ErrorTypeNotFound, field.String(), value, ""}
}

// Required returns a *Error indicating "value required".
func Required(field *Path, detail string) *Error {
	return &Error{ErrorTypeRequired, field.String(), "", detail}
}

// Duplicate returns a *Error indicating "duplicate value".
func Duplicate(field *Path, value interface{}) *Error {
	return &Error{ErrorTypeDuplicate, field.String(), value, ""}
}

// Invalid returns a *Error indicating "invalid value".
func Invalid(field *Path, value interface{}, detail string) *Error {
	return &Error{ErrorTypeInvalid, field.String(), value, detail}
}

// NotSupported returns a *Error indicating "unsupported value".
func NotSupported[T ~string](field *Path, value interface{}, validValues []T) *Error {
	detail := ""
	if len(validValues) > 0 {
		quotedValues := make([]string, len(validValues))
		for i, v := range validValues {
			quotedValues[i] = strconv.Quote(fmt.Sprint(v))
		}
		detail = "supported values: " + strings.Join(quotedValues, ", ")
	}
	return &Error{ErrorTypeNotSupported, field.String(), value, detail}
}

// Forbidden returns a *Error indicating "forbidden".
func Forbidden(field *Path, detail string) *Error {
	return &Error{ErrorTypeForbidden, field.String(), "", detail}
}

// InternalError returns a *Error indicating "internal error".
func InternalError(field *Path, err error) *Error {
	return &Error{ErrorTypeInternal, field.String(), nil, err.Error()}
}

// ErrorList holds a set of Errors.
type ErrorList []*Error

// ToAggregate converts the ErrorList into an errors.Aggregate.
func (list ErrorList) ToAggregate() utilerrors.Aggregate {
	if len(list) == 0 {
		return nil
	}
	errs := make([]error, 0, len(list))
	errorMsgs := map[string]bool{}
	for _, err := range list {
		msg := fmt.Sprintf("%v", err)
		if errorMsgs[msg] {
			continue
		}
		errorMsgs[msg] = true
		errs = append(errs, err)
	}
	return utilerrors.NewAggregate(errs)
}
`;

const utilErrorsSrc = `package errors

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
`;

export const fieldPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/validation/field',
  files: { 'path.go': pathSrc, 'errors.go': errorsSrc },
  natives: {
    // reflect.ValueOf(v).Elem().Interface() for pointers, as ErrorBody prints the pointed-to value.
    deref: (_ctx: NativeContext, v: Iface | null) => {
      if (v === null || v.t.kind !== 'ptr') return [v, false];
      if (v.v === null) return [null, true];
      const e = v.t.elem!;
      const x = needsCopy(e) ? clone(e, v.v) : (v.v as Pointer).load();
      return [new Iface(e, x), false];
    },
  },
});

export const utilErrorsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/errors',
  files: { 'errors.go': utilErrorsSrc },
});
