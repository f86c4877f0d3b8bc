package field

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	utilerrors "k8s.io/apimachinery/pkg/util/errors"
)

// Error is an implementation of the 'error' interface, which represents a field-level validation
// error (apimachinery v0.36 pkg/util/validation/field/errors.go: Origin and the declarative
// validation marks beside the four fields).
type Error struct {
	Type     ErrorType
	Field    string
	BadValue interface{}
	Detail   string

	// Origin is the validation that produced the error (a machine-readable identifier).
	Origin string

	// CoveredByDeclarative: a declarative validation reports this error too.
	CoveredByDeclarative bool

	// FromImperative: handwritten validation reported this error.
	FromImperative bool

	// ValidationStabilityLevel: the maturity of the declarative validation behind the error.
	ValidationStabilityLevel ValidationStabilityLevel
}

// ValidationStabilityLevel is the maturity of a declarative validation.
type ValidationStabilityLevel int

const (
	stabilityLevelUnknown ValidationStabilityLevel = iota
	stabilityLevelAlpha
	stabilityLevelBeta
)

func (v ValidationStabilityLevel) String() string {
	switch v {
	case stabilityLevelAlpha:
		return "alpha"
	case stabilityLevelBeta:
		return "beta"
	}
	return "unknown"
}

var _ error = &Error{}

// IsAlpha reports whether the error comes from an alpha declarative validation.
func (e *Error) IsAlpha() bool { return e.ValidationStabilityLevel == stabilityLevelAlpha }

// IsBeta reports whether the error comes from a beta declarative validation.
func (e *Error) IsBeta() bool { return e.ValidationStabilityLevel == stabilityLevelBeta }

// Error implements the error interface.
func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s", e.Field, e.ErrorBody())
}

// OmitValueType is the type of a BadValue that is not printed.
type OmitValueType struct{}

var omitValue = OmitValueType{}

// deref returns the value a pointer points to (isNil for a nil pointer); other values unchanged.
func deref(v interface{}) (value interface{}, isNil bool)

// apimachineryMinor is the k8s.io/apimachinery minor go.mod requires (0 when none):
// src/kube/bind/cr-minor.ts.
func apimachineryMinor() int

// errorBodyBefore34 is ErrorBody up to apimachinery v0.33: a pointer's value dereferenced, then a
// number or bool as %v, a string quoted, a Stringer's String(), else %#v.
func (e *Error) errorBodyBefore34() string {
	var s string
	switch {
	case e.Type == ErrorTypeRequired, e.Type == ErrorTypeForbidden, e.Type == ErrorTypeTooLong, e.Type == ErrorTypeInternal:
		s = e.Type.String()
	case e.BadValue == omitValue:
		s = e.Type.String()
	default:
		value, isNil := deref(e.BadValue)
		if value == nil || isNil {
			value = "null"
		}
		switch t := value.(type) {
		case int64, int32, float64, float32, bool:
			s = fmt.Sprintf("%s: %v", e.Type, value)
		case string:
			s = fmt.Sprintf("%s: %q", e.Type, t)
		case fmt.Stringer:
			s = fmt.Sprintf("%s: %s", e.Type, t.String())
		default:
			s = fmt.Sprintf("%s: %#v", e.Type, value)
		}
	}
	if len(e.Detail) != 0 {
		s += fmt.Sprintf(": %s", e.Detail)
	}
	return s
}

// ErrorBody returns the error message without the field name. The value is printed only for the
// types that carry one: a number or bool as %v, a string quoted, anything else as its JSON (else
// its String(), else %#v) — from apimachinery v0.34; before, errorBodyBefore34.
func (e *Error) ErrorBody() string {
	if m := apimachineryMinor(); m != 0 && m < 34 {
		return e.errorBodyBefore34()
	}
	var s string
	switch e.Type {
	case ErrorTypeRequired, ErrorTypeForbidden, ErrorTypeTooLong, ErrorTypeTooShort, ErrorTypeInternal:
		s = e.Type.String()
	case ErrorTypeInvalid, ErrorTypeTypeInvalid, ErrorTypeNotSupported,
		ErrorTypeNotFound, ErrorTypeDuplicate, ErrorTypeTooMany, ErrorTypeTooFew:
		if e.BadValue == omitValue {
			s = e.Type.String()
			break
		}
		switch t := e.BadValue.(type) {
		case int64, int32, float64, float32, bool:
			s = fmt.Sprintf("%s: %v", e.Type, t)
		case string:
			s = fmt.Sprintf("%s: %q", e.Type, t)
		default:
			var text string
			if b, err := json.Marshal(e.BadValue); err == nil {
				text = string(b)
			} else if st, ok := e.BadValue.(fmt.Stringer); ok {
				text = st.String()
			} else {
				text = fmt.Sprintf("%#v", e.BadValue)
			}
			s = fmt.Sprintf("%s: %s", e.Type, text)
		}
	default:
		s = InternalError(nil, fmt.Errorf("unhandled error code: %s: please report this", e.Type)).ErrorBody()
	}
	if len(e.Detail) != 0 {
		s += fmt.Sprintf(": %s", e.Detail)
	}
	return s
}

// WithOrigin sets the origin of the error and returns it.
func (e *Error) WithOrigin(o string) *Error {
	e.Origin = o
	return e
}

// MarkCoveredByDeclarative marks the error as covered by declarative validation.
func (e *Error) MarkCoveredByDeclarative() *Error {
	e.CoveredByDeclarative = true
	return e
}

// MarkAlpha marks the error as coming from an alpha declarative validation.
func (e *Error) MarkAlpha() *Error {
	e.ValidationStabilityLevel = stabilityLevelAlpha
	return e
}

// MarkBeta marks the error as coming from a beta declarative validation.
func (e *Error) MarkBeta() *Error {
	e.ValidationStabilityLevel = stabilityLevelBeta
	return e
}

// MarkFromImperative marks the error as reported by handwritten validation.
func (e *Error) MarkFromImperative() *Error {
	e.FromImperative = true
	return e
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
	ErrorTypeTooFew       ErrorType = "FieldValueTooFew"
	ErrorTypeInternal     ErrorType = "InternalError"
	ErrorTypeTypeInvalid  ErrorType = "FieldValueTypeInvalid"
	ErrorTypeTooShort     ErrorType = "FieldValueTooShort"
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
	case ErrorTypeTooFew:
		return "Too few"
	case ErrorTypeInternal:
		return "Internal error"
	case ErrorTypeTypeInvalid:
		return "Invalid value"
	case ErrorTypeTooShort:
		return "Too short"
	}
	return fmt.Sprintf("<unknown error %q>", string(t))
}

// NotFound returns a *Error indicating "value not found".
func NotFound(field *Path, value interface{}) *Error {
	return &Error{Type: ErrorTypeNotFound, Field: field.String(), BadValue: value}
}

// Required returns a *Error indicating "value required".
func Required(field *Path, detail string) *Error {
	return &Error{Type: ErrorTypeRequired, Field: field.String(), BadValue: "", Detail: detail}
}

// Duplicate returns a *Error indicating "duplicate value".
func Duplicate(field *Path, value interface{}) *Error {
	return &Error{Type: ErrorTypeDuplicate, Field: field.String(), BadValue: value}
}

// Invalid returns a *Error indicating "invalid value".
func Invalid(field *Path, value interface{}, detail string) *Error {
	return &Error{Type: ErrorTypeInvalid, Field: field.String(), BadValue: value, Detail: detail}
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
	return &Error{Type: ErrorTypeNotSupported, Field: field.String(), BadValue: value, Detail: detail}
}

// Forbidden returns a *Error indicating "forbidden".
func Forbidden(field *Path, detail string) *Error {
	return &Error{Type: ErrorTypeForbidden, Field: field.String(), BadValue: "", Detail: detail}
}

// InternalError returns a *Error indicating "internal error".
func InternalError(field *Path, err error) *Error {
	return &Error{Type: ErrorTypeInternal, Field: field.String(), Detail: err.Error()}
}

// TypeInvalid returns a *Error indicating "type is invalid".
func TypeInvalid(field *Path, value interface{}, detail string) *Error {
	return &Error{Type: ErrorTypeTypeInvalid, Field: field.String(), BadValue: value, Detail: detail}
}

// plural picks the singular noun for exactly one.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// TooLong returns a *Error indicating "too long" (maxLength in bytes; negative: unknown). The value
// is never printed.
func TooLong(field *Path, _ interface{}, maxLength int) *Error {
	msg := "value is too long"
	if maxLength >= 0 {
		msg = fmt.Sprintf("may not be more than %d %s", maxLength, plural(maxLength, "byte", "bytes"))
	}
	return &Error{Type: ErrorTypeTooLong, Field: field.String(), BadValue: "<value omitted>", Detail: msg}
}

// TooLongCharacters is TooLong counted in characters.
func TooLongCharacters[T ~string](field *Path, _ T, maxLength int) *Error {
	msg := "value is too long"
	if maxLength >= 0 {
		msg = fmt.Sprintf("may not be more than %d %s", maxLength, plural(maxLength, "character", "characters"))
	}
	return &Error{Type: ErrorTypeTooLong, Field: field.String(), BadValue: "<value omitted>", Detail: msg}
}

// TooLongMaxLength is TooLong (deprecated name).
func TooLongMaxLength(field *Path, value interface{}, maxLength int) *Error {
	return TooLong(field, "", maxLength)
}

// TooShort returns a *Error indicating "too short" (minLength in characters).
func TooShort[T ~string](field *Path, value T, minLength int) *Error {
	msg := "value is too short"
	if minLength >= 0 {
		msg = fmt.Sprintf("must be at least %d %s", minLength, plural(minLength, "character", "characters"))
	}
	return &Error{Type: ErrorTypeTooShort, Field: field.String(), BadValue: value, Detail: msg}
}

// TooMany returns a *Error indicating "too many" (a negative actualQuantity is not printed).
func TooMany(field *Path, actualQuantity, maxQuantity int) *Error {
	msg := "has too many items"
	if maxQuantity >= 0 {
		msg = fmt.Sprintf("must have at most %d %s", maxQuantity, plural(maxQuantity, "item", "items"))
	}
	var actual interface{} = omitValue
	if actualQuantity >= 0 {
		actual = actualQuantity
	}
	return &Error{Type: ErrorTypeTooMany, Field: field.String(), BadValue: actual, Detail: msg}
}

// TooFew returns a *Error indicating "too few".
func TooFew(field *Path, actualQuantity, minQuantity int) *Error {
	msg := "has too few items"
	if minQuantity >= 0 {
		msg = fmt.Sprintf("must have at least %d %s", minQuantity, plural(minQuantity, "item", "items"))
	}
	return &Error{Type: ErrorTypeTooFew, Field: field.String(), BadValue: actualQuantity, Detail: msg}
}

// NewErrorTypeMatcher returns an errors.Matcher that returns true if the provided error is a
// Error and has the provided ErrorType.
func NewErrorTypeMatcher(t ErrorType) utilerrors.Matcher {
	return func(err error) bool {
		e, ok := err.(*Error)
		return ok && e.Type == t
	}
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

// WithOrigin sets the origin of every error in the list.
func (list ErrorList) WithOrigin(origin string) ErrorList {
	for _, err := range list {
		err.Origin = origin
	}
	return list
}

// MarkCoveredByDeclarative marks every error in the list as covered by declarative validation.
func (list ErrorList) MarkCoveredByDeclarative() ErrorList {
	for _, err := range list {
		err.CoveredByDeclarative = true
	}
	return list
}

// MarkAlpha marks every error in the list as coming from an alpha declarative validation.
func (list ErrorList) MarkAlpha() ErrorList {
	for _, err := range list {
		err.MarkAlpha()
	}
	return list
}

// MarkBeta marks every error in the list as coming from a beta declarative validation.
func (list ErrorList) MarkBeta() ErrorList {
	for _, err := range list {
		err.MarkBeta()
	}
	return list
}

// MarkFromImperative marks every error in the list as reported by handwritten validation.
func (list ErrorList) MarkFromImperative() ErrorList {
	for _, err := range list {
		err.FromImperative = true
	}
	return list
}

// PrefixDetail prefixes the Detail of every error in the list.
func (list ErrorList) PrefixDetail(prefix string) ErrorList {
	for _, err := range list {
		err.Detail = prefix + err.Detail
	}
	return list
}

// Filter removes items from the ErrorList that match the provided fns.
func (list ErrorList) Filter(fns ...utilerrors.Matcher) ErrorList {
	err := utilerrors.FilterOut(list.ToAggregate(), fns...)
	if err == nil {
		return nil
	}
	// FilterOut takes an Aggregate and returns an Aggregate
	errs := err.(utilerrors.Aggregate).Errors()
	out := make(ErrorList, len(errs))
	for i := range errs {
		out[i] = errs[i].(*Error)
	}
	return out
}

// ExtractCoveredByDeclarative returns the errors covered by declarative validation.
func (list ErrorList) ExtractCoveredByDeclarative() ErrorList {
	out := ErrorList{}
	for _, err := range list {
		if err.CoveredByDeclarative {
			out = append(out, err)
		}
	}
	return out
}

// RemoveCoveredByDeclarative returns the errors not covered by declarative validation.
func (list ErrorList) RemoveCoveredByDeclarative() ErrorList {
	out := ErrorList{}
	for _, err := range list {
		if !err.CoveredByDeclarative {
			out = append(out, err)
		}
	}
	return out
}
