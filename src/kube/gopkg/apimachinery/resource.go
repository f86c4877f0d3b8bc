package resource

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strings"
)

// Format lists the three possible formattings of a quantity.
type Format string

const (
	DecimalExponent = Format("DecimalExponent") // e.g., 12e6
	BinarySI        = Format("BinarySI")        // e.g., 12Mi (12 * 2^20)
	DecimalSI       = Format("DecimalSI")       // e.g., 12M  (12 * 10^6)
)

// Quantity is a fixed-point representation of a number: value × 10^scale in i, the real package's
// int64Amount ([AM] pkg/api/resource/amount.go), with the real fields in their order (fmt's %v of a
// Quantity value prints them: `{{100 -3} {<nil>} 100m DecimalSI}`). The arithmetic is native and
// exact; d, the real inf.Dec form for amounts beyond an int64, stays nil here.
type Quantity struct {
	// i is the quantity in int64 scaled form, if d.dec == nil
	i int64Amount
	// d is the quantity in inf.Dec form if d.dec != nil
	d infDecAmount
	// s is the generated value of this quantity to avoid recalculation
	s string

	// Change Format at will. See the comment for Canonicalize for more details.
	Format
}

// int64Amount represents a fixed precision numerator and arbitrary scale exponent.
type int64Amount struct {
	value int64
	scale Scale
}

// infDecAmount implements common operations over an inf.Dec that are specific to the quantity
// representation (an arbitrary-precision decimal, not modelled: always nil).
type infDecAmount struct {
	*dec
}

// dec stands for gopkg.in/inf.v0's Dec (the real field is *inf.Dec; %+v names it Dec).
type dec struct{}

// Scale is used for getting and setting the base-10 scaled value.
// Base-2 scales are omitted for mathematical simplicity.
// See Quantity.ScaledValue for more details.
type Scale int32

const (
	Nano  Scale = -9
	Micro Scale = -6
	Milli Scale = -3
	Kilo  Scale = 3
	Mega  Scale = 6
	Giga  Scale = 9
	Tera  Scale = 12
	Peta  Scale = 15
	Exa   Scale = 18
)

const splitREString = "^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"

var (
	// ErrFormatWrong is returned when the string format is not recognized.
	ErrFormatWrong = errors.New("quantities must match the regular expression '" + splitREString + "'")
	// ErrNumeric is returned when a number cannot be parsed.
	ErrNumeric = errors.New("unable to parse numeric part of quantity")
	// ErrSuffix is returned when the suffix cannot be parsed.
	ErrSuffix = errors.New("unable to parse quantity's suffix")
)

// parseQuantity returns the amount (rounded away from zero to nanos) and the format of str;
// errKind is 0 (ok), 1 (format), 2 (numeric) or 3 (suffix); keep: quantity.go reuses str as the
// quantity's string ("if the number is in canonical form, reuse the string").
func parseQuantity(str string) (value int64, scale int32, format string, errKind int, keep bool)

// ParseQuantity turns str into a Quantity, or returns an error.
func ParseQuantity(str string) (Quantity, error) {
	if len(str) == 0 {
		return Quantity{}, ErrFormatWrong
	}
	if str == "0" {
		return Quantity{Format: DecimalSI, s: str}, nil
	}
	value, scale, format, errKind, keep := parseQuantity(str)
	switch errKind {
	case 1:
		return Quantity{}, ErrFormatWrong
	case 2:
		return Quantity{}, ErrNumeric
	case 3:
		return Quantity{}, ErrSuffix
	}
	q := Quantity{i: int64Amount{value: value, scale: Scale(scale)}, Format: Format(format)}
	if keep {
		q.s = str
	}
	return q, nil
}

// canonical is CanonicalizeBytes' text for value × 10^scale in format.
func canonical(value int64, scale int32, format string) string

// cmpAmount compares a × 10^as with b × 10^bs.
func cmpAmount(a int64, as int32, b int64, bs int32) int

// addAmount is a × 10^as + b × 10^bs.
func addAmount(a int64, as int32, b int64, bs int32) (int64, int32)

// scaledValue is ceil(value × 10^scale / 10^to), away from zero.
func scaledValue(value int64, scale int32, to int32) int64

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
	return &Quantity{i: int64Amount{value: value}, Format: format}
}

// NewMilliQuantity returns a new Quantity representing the given value * 1/1000 in the given
// format. Note that BinarySI formatting will round fractional values, and will be changed to
// DecimalSI for values x where (-1 < x < 1) && (x != 0).
func NewMilliQuantity(value int64, format Format) *Quantity {
	return &Quantity{i: int64Amount{value: value, scale: Milli}, Format: format}
}

// NewScaledQuantity returns a new Quantity representing the given value * 10^scale in DecimalSI
// format.
func NewScaledQuantity(value int64, scale Scale) *Quantity {
	return &Quantity{i: int64Amount{value: value, scale: scale}, Format: DecimalSI}
}

// String formats the Quantity as a string, caching the result if not calculated.
func (q *Quantity) String() string {
	if q == nil {
		return "<nil>"
	}
	if len(q.s) == 0 {
		q.s = canonical(q.i.value, int32(q.i.scale), string(q.Format))
	}
	return q.s
}

// MarshalJSON implements the json.Marshaller interface (quantity.go: the cached text, else the
// canonical form).
func (q Quantity) MarshalJSON() ([]byte, error) {
	if len(q.s) > 0 {
		return []byte("\"" + q.s + "\""), nil
	}
	return []byte("\"" + canonical(q.i.value, int32(q.i.scale), string(q.Format)) + "\""), nil
}

// ToUnstructured implements the value.UnstructuredConverter interface.
func (q Quantity) ToUnstructured() interface{} {
	return q.String()
}

// UnmarshalJSON implements the json.Unmarshaller interface (quantity.go; null clears the value only).
func (q *Quantity) UnmarshalJSON(value []byte) error {
	l := len(value)
	if l == 4 && bytes.Equal(value, []byte("null")) {
		q.i.value, q.i.scale = 0, 0
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
	return q.ScaledValue(0)
}

// MilliValue returns the value of ceil(q * 1000); this could overflow an int64;
// if that's a concern, call Value() first to verify the number is small enough.
func (q *Quantity) MilliValue() int64 {
	return q.ScaledValue(Milli)
}

// ScaledValue returns the value of ceil(q / 10^scale).
// For example, NewQuantity(1, DecimalSI).ScaledValue(Milli) returns 1000.
// This could overflow an int64.
// To detect overflow, call Value() first and verify the expected magnitude.
func (q *Quantity) ScaledValue(scale Scale) int64 {
	return scaledValue(q.i.value, int32(q.i.scale), int32(scale))
}

// AsInt64 returns a representation of the current value as an int64 if a fast conversion
// is possible. If false is returned, callers must use the inf.Dec form of this quantity.
func (q *Quantity) AsInt64() (int64, bool) {
	if q.i.scale == 0 {
		return q.i.value, true
	}
	if q.i.scale < 0 {
		// amount.go AsInt64: factors are assumed reduced, so a negative scale is not an integer.
		return 0, false
	}
	v := scaledValue(q.i.value, int32(q.i.scale), 0)
	if cmpAmount(v, 0, q.i.value, int32(q.i.scale)) != 0 {
		return 0, false
	}
	return v, true
}

// AsApproximateFloat64 returns a float64 representation of the quantity which
// may lose precision. If the value of the quantity is outside the range of a
// float64 +Inf/-Inf will be returned.
func (q *Quantity) AsApproximateFloat64() float64 {
	base := float64(q.i.value)
	exponent := int(q.i.scale)
	if exponent == 0 {
		return base
	}
	return base * math.Pow10(exponent)
}

// IsZero returns true if the quantity is equal to zero.
func (q *Quantity) IsZero() bool {
	return q.i.value == 0
}

// Sign returns 0 if the quantity is zero, -1 if the quantity is less than zero, or 1 if greater than zero.
func (q *Quantity) Sign() int {
	switch {
	case q.i.value < 0:
		return -1
	case q.i.value > 0:
		return 1
	}
	return 0
}

// RoundUp updates the quantity to the provided scale, ensuring that the value is at
// least 1. False is returned if the rounding operation resulted in a loss of precision.
// Negative numbers are rounded away from zero (-9 scale 1 rounds to -10).
func (q *Quantity) RoundUp(scale Scale) bool {
	if q.i.scale >= scale {
		return true
	}
	q.s = ""
	v := scaledValue(q.i.value, int32(q.i.scale), int32(scale))
	exact := cmpAmount(v, int32(scale), q.i.value, int32(q.i.scale)) == 0
	q.i.value, q.i.scale = v, scale
	return exact
}

// Add adds the provide y quantity to the current value. If the current value is zero,
// the format of the quantity will be updated to the format of y.
func (q *Quantity) Add(y Quantity) {
	q.s = ""
	if q.i.value == 0 {
		q.Format = y.Format
	}
	v, s := addAmount(q.i.value, int32(q.i.scale), y.i.value, int32(y.i.scale))
	q.i.value, q.i.scale = v, Scale(s)
}

// Sub subtracts the provided quantity from the current value in place. If the current
// value is zero, the format of the quantity will be updated to the format of y.
func (q *Quantity) Sub(y Quantity) {
	q.s = ""
	if q.IsZero() {
		q.Format = y.Format
	}
	y.Neg()
	v, s := addAmount(q.i.value, int32(q.i.scale), y.i.value, int32(y.i.scale))
	q.i.value, q.i.scale = v, Scale(s)
}

// Neg sets quantity to be the negative value of itself.
func (q *Quantity) Neg() {
	q.s = ""
	q.i.value = -q.i.value
}

// Cmp returns 0 if the quantity is equal to y, -1 if the quantity is less than y, or 1 if the
// quantity is greater than y.
func (q *Quantity) Cmp(y Quantity) int {
	return cmpAmount(q.i.value, int32(q.i.scale), y.i.value, int32(y.i.scale))
}

// CmpInt64 returns 0 if the quantity is equal to y, -1 if the quantity is less than y, or 1 if the
// quantity is greater than y.
func (q *Quantity) CmpInt64(y int64) int {
	return cmpAmount(q.i.value, int32(q.i.scale), y, 0)
}

// Equal checks equality of two Quantities. This is useful for testing with
// cmp.Equal.
func (q Quantity) Equal(v Quantity) bool {
	return q.Cmp(v) == 0
}

// Set sets q's value to be value.
func (q *Quantity) Set(value int64) {
	q.SetScaled(value, 0)
}

// SetMilli sets q's value to be value * 1/1000.
func (q *Quantity) SetMilli(value int64) {
	q.SetScaled(value, Milli)
}

// SetScaled sets q's value to be value * 10^scale
func (q *Quantity) SetScaled(value int64, scale Scale) {
	q.s = ""
	q.i.value, q.i.scale = value, scale
}

// DeepCopy returns a deep-copy of the Quantity value.
func (q Quantity) DeepCopy() Quantity {
	return q
}

// DeepCopyInto copies the receiver into out.
func (q *Quantity) DeepCopyInto(out *Quantity) {
	*out = *q
}
