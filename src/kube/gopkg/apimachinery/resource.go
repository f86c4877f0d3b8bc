package resource

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
)

// Format lists the three possible formattings of a quantity.
type Format string

const (
	DecimalExponent = Format("DecimalExponent") // e.g., 12e6
	BinarySI        = Format("BinarySI")        // e.g., 12Mi (12 * 2^20)
	DecimalSI       = Format("DecimalSI")       // e.g., 12M  (12 * 10^6)
)

// Quantity is a fixed-point representation of a number.
type Quantity struct {
	milli int64
	s     string
	// Change Format at will. See the comment for Canonicalize for more details.
	Format
}

const splitREString = "^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"

var (
	// ErrFormatWrong is returned when the string format is not recognized.
	ErrFormatWrong = errors.New("quantities must match the regular expression '" + splitREString + "'")
	// ErrNumeric is returned when a number cannot be parsed.
	ErrNumeric = errors.New("unable to parse numeric part of quantity")
	// ErrSuffix is returned when the suffix cannot be parsed.
	ErrSuffix = errors.New("unable to parse quantity's suffix")
)

// parseQuantity returns the value in thousandths (rounded up) and the format of str; errKind is
// 0 (ok), 1 (format), 2 (numeric) or 3 (suffix).
func parseQuantity(str string) (milli int64, format string, errKind int)

// ParseQuantity turns str into a Quantity, or returns an error.
func ParseQuantity(str string) (Quantity, error) {
	if len(str) == 0 {
		return Quantity{}, ErrFormatWrong
	}
	if str == "0" {
		return Quantity{Format: DecimalSI, s: str}, nil
	}
	milli, format, errKind := parseQuantity(str)
	switch errKind {
	case 1:
		return Quantity{}, ErrFormatWrong
	case 2:
		return Quantity{}, ErrNumeric
	case 3:
		return Quantity{}, ErrSuffix
	}
	q := Quantity{milli: milli, Format: Format(format)}
	// quantity.go keeps the text only when it is already in canonical form.
	if canonical(milli, format) == str {
		q.s = str
	}
	return q, nil
}

// canonical is CanonicalizeBytes' text for milli thousandths in format.
func canonical(milli int64, format string) string

// MustParse turns the given string into a quantity or panics; for tests or other cases where you
// know the string is valid.
func MustParse(str string) Quantity {
	q, err := ParseQuantity(str)
	if err != nil {
		panic(fmt.Errorf("cannot parse '%v': %v", str, err))
	}
	return q
}

// NewQuantity returns a new Quantity representing the given value in the given format.
func NewQuantity(value int64, format Format) *Quantity {
	return &Quantity{milli: value * 1000, Format: format}
}

// NewMilliQuantity returns a new Quantity representing the given value * 1/1000 in the given format.
func NewMilliQuantity(value int64, format Format) *Quantity {
	return &Quantity{milli: value, Format: format}
}

// String formats the Quantity as a string.
func (q *Quantity) String() string {
	if q == nil {
		return "<nil>"
	}
	if len(q.s) == 0 {
		q.s = canonical(q.milli, string(q.Format))
	}
	return q.s
}

// MarshalJSON implements the json.Marshaller interface (quantity.go: the cached text, else the
// canonical form).
func (q Quantity) MarshalJSON() ([]byte, error) {
	if len(q.s) > 0 {
		return []byte("\"" + q.s + "\""), nil
	}
	return []byte("\"" + canonical(q.milli, string(q.Format)) + "\""), nil
}

// UnmarshalJSON implements the json.Unmarshaller interface (quantity.go; null clears the value only).
func (q *Quantity) UnmarshalJSON(value []byte) error {
	l := len(value)
	if l == 4 && bytes.Equal(value, []byte("null")) {
		q.milli = 0
		return nil
	}
	if l >= 2 && value[0] == '"' && value[l-1] == '"' {
		value = value[1 : l-1]
	}

	parsed, err := ParseQuantity(strings.TrimSpace(string(value)))
	if err != nil {
		return err
	}

	// This copy is safe because parsed will not be referred to again.
	*q = parsed
	return nil
}

// Value returns the unscaled value of q rounded up to the nearest integer away from 0.
func (q *Quantity) Value() int64 {
	if q.milli >= 0 {
		return (q.milli + 999) / 1000
	}
	return -((-q.milli + 999) / 1000)
}

// MilliValue returns the value of ceil(q * 1000).
func (q *Quantity) MilliValue() int64 {
	return q.milli
}

// IsZero returns true if the quantity is equal to zero.
func (q *Quantity) IsZero() bool {
	return q.milli == 0
}

// Sign returns 0 if the quantity is zero, -1 if the quantity is less than zero, or 1 if greater than zero.
func (q *Quantity) Sign() int {
	switch {
	case q.milli < 0:
		return -1
	case q.milli > 0:
		return 1
	}
	return 0
}

// Cmp returns 0 if the quantity is equal to y, -1 if the quantity is less than y, or 1 if the
// quantity is greater than y.
func (q *Quantity) Cmp(y Quantity) int {
	switch {
	case q.milli < y.milli:
		return -1
	case q.milli > y.milli:
		return 1
	}
	return 0
}

// Equal checks equality of two Quantities.
func (q Quantity) Equal(v Quantity) bool {
	return q.Cmp(v) == 0
}

// DeepCopy returns a deep-copy of the Quantity value.
func (q Quantity) DeepCopy() Quantity {
	return q
}

// DeepCopyInto copies the receiver into out.
func (q *Quantity) DeepCopyInto(out *Quantity) {
	*out = *q
}
