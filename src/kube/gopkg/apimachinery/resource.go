package resource

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	inf "gopkg.in/inf.v0"
)

// Format lists the three possible formattings of a quantity.
type Format string

const (
	DecimalExponent = Format("DecimalExponent") // e.g., 12e6
	BinarySI        = Format("BinarySI")        // e.g., 12Mi (12 * 2^20)
	DecimalSI       = Format("DecimalSI")       // e.g., 12M  (12 * 10^6)
)

// Quantity is a fixed-point representation of a number: value × 10^scale in i, the real package's
// int64Amount ([AM] pkg/api/resource/amount.go), or an inf.Dec in d where that cannot hold it (a
// fractional binary amount, more digits than an int64 holds, a sum that overflows one), with the
// real fields in their order (fmt's %v of a Quantity value prints them: `{{100 -3} {<nil>} 100m
// DecimalSI}`).
type Quantity struct {
	// i is the quantity in int64 scaled form, if d.Dec == nil
	i int64Amount
	// d is the quantity in inf.Dec form if d.Dec != nil
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
// representation.
type infDecAmount struct {
	*inf.Dec
}

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

// parseQuantity returns the amount and the format of str; errKind is 0 (ok), 1 (format), 2
// (numeric) or 3 (suffix). The int64 fast path gives value × 10^scale, and keep: quantity.go reuses
// str as the quantity's string ("if the number is in canonical form, reuse the string"); otherwise
// dec is the amount in nanos as decimal digits, rounded away from zero and capped as ParseQuantity's
// inf.Dec path does.
func parseQuantity(str string) (value int64, scale int32, format string, errKind int, keep bool, dec string)

// ParseQuantity turns str into a Quantity, or returns an error.
func ParseQuantity(str string) (Quantity, error) {
	if len(str) == 0 {
		return Quantity{}, ErrFormatWrong
	}
	if str == "0" {
		return Quantity{Format: DecimalSI, s: str}, nil
	}
	value, scale, format, errKind, keep, dec := parseQuantity(str)
	switch errKind {
	case 1:
		return Quantity{}, ErrFormatWrong
	case 2:
		return Quantity{}, ErrNumeric
	case 3:
		return Quantity{}, ErrSuffix
	}
	if dec != "" {
		amount, _ := new(inf.Dec).SetString(dec)
		if amount.Sign() != 0 {
			amount.SetScale(Nano.infScale())
		}
		return Quantity{d: infDecAmount{amount}, Format: Format(format)}, nil
	}
	q := Quantity{i: int64Amount{value: value, scale: Scale(scale)}, Format: Format(format)}
	if keep {
		q.s = str
	}
	return q, nil
}

// infScale is the inf.Dec scale of a Scale: its opposite.
func (s Scale) infScale() inf.Scale {
	return inf.Scale(-s)
}

// canonical is CanonicalizeBytes' text for value × 10^scale in format.
func canonical(value int64, scale int32, format string) string

// canonicalDec is CanonicalizeBytes' text for unscaled × 10^-scale in format.
func canonicalDec(unscaled string, scale int32, format string) string

// cmpAmount compares a × 10^as with b × 10^bs.
func cmpAmount(a int64, as int32, b int64, bs int32) int

const mostNegative = -(mostPositive + 1)
const mostPositive = 1<<63 - 1

// int64Add returns a+b, or false if that overflows an int64 (amount.go's int64Add).
func int64Add(a, b int64) (int64, bool) {
	c := a + b
	switch {
	case a > 0 && b > 0:
		if c < 0 {
			return 0, false
		}
	case a < 0 && b < 0:
		if c > 0 {
			return 0, false
		}
		if a == mostNegative && b == mostNegative {
			return 0, false
		}
	}
	return c, true
}

// int64Multiply returns a*b, or false if that would overflow or underflow int64 (math.go).
func int64Multiply(a, b int64) (int64, bool) {
	if a == 0 || b == 0 || a == 1 || b == 1 {
		return a * b, true
	}
	if a == mostNegative || b == mostNegative {
		return 0, false
	}
	c := a * b
	return c, c/b == a
}

// int64MultiplyScale returns a*b and whether that did not overflow; the product is the wrapped one
// when it did (math.go int64MultiplyScale and its 10, 100 and 1000 variants).
func int64MultiplyScale(a int64, b int64) (int64, bool) {
	if a == 0 || a == 1 {
		return a * b, true
	}
	if a == mostNegative && b != 1 {
		return 0, false
	}
	c := a * b
	return c, c/b == a
}

// positiveScaleInt64 multiplies base by 10^scale; the powers 1, 2, 3, 6 and 9 multiply once and
// give the wrapped product on overflow, the others step by ten and give 0 (math.go).
func positiveScaleInt64(base int64, scale Scale) (int64, bool) {
	switch scale {
	case 0:
		return base, true
	case 1:
		return int64MultiplyScale(base, 10)
	case 2:
		return int64MultiplyScale(base, 100)
	case 3:
		return int64MultiplyScale(base, 1000)
	case 6:
		return int64MultiplyScale(base, 1000000)
	case 9:
		return int64MultiplyScale(base, 1000000000)
	default:
		value := base
		var ok bool
		for i := Scale(0); i < scale; i++ {
			if value, ok = int64MultiplyScale(value, 10); !ok {
				return 0, false
			}
		}
		return value, true
	}
}

// negativeScaleInt64 divides base by 10^scale, rounding away from zero; exact is false if it
// rounded (math.go).
func negativeScaleInt64(base int64, scale Scale) (result int64, exact bool) {
	if scale == 0 {
		return base, true
	}
	value := base
	var fraction bool
	for i := Scale(0); i < scale; i++ {
		if !fraction && value%10 != 0 {
			fraction = true
		}
		value = value / 10
		if value == 0 {
			if fraction {
				if base > 0 {
					return 1, false
				}
				return -1, false
			}
			return 0, true
		}
	}
	if fraction {
		if base > 0 {
			value++
		} else {
			value--
		}
	}
	return value, !fraction
}

// AsInt64 returns the amount as an int64 if it fits (factors assumed reduced: a negative scale is
// not an integer).
func (a int64Amount) AsInt64() (int64, bool) {
	if a.scale == 0 {
		return a.value, true
	}
	if a.scale < 0 {
		return 0, false
	}
	return positiveScaleInt64(a.value, a.scale)
}

// AsScaledInt64 returns the amount at scale, rounded away from zero when that is a larger scale.
func (a int64Amount) AsScaledInt64(scale Scale) (result int64, ok bool) {
	if a.scale < scale {
		result, _ = negativeScaleInt64(a.value, scale-a.scale)
		return result, true
	}
	return positiveScaleInt64(a.value, a.scale-scale)
}

// AsDec returns the amount as an inf.Dec.
func (a int64Amount) AsDec() *inf.Dec {
	return inf.NewDec(a.value, a.scale.infScale())
}

// AsScale rounds the amount up (away from zero) to scale; false if that lost precision.
func (a int64Amount) AsScale(scale Scale) (int64Amount, bool) {
	if a.scale >= scale {
		return a, true
	}
	result, exact := negativeScaleInt64(a.value, scale-a.scale)
	return int64Amount{value: result, scale: scale}, exact
}

// Add adds b to a at the smaller scale; false, a unchanged, when that overflows an int64.
func (a *int64Amount) Add(b int64Amount) bool {
	switch {
	case b.value == 0:
		return true
	case a.value == 0:
		a.value = b.value
		a.scale = b.scale
		return true
	}
	if a.scale == b.scale {
		c, ok := int64Add(a.value, b.value)
		if !ok {
			return false
		}
		a.value = c
	} else if a.scale > b.scale {
		c, ok := positiveScaleInt64(a.value, a.scale-b.scale)
		if !ok {
			return false
		}
		c, ok = int64Add(c, b.value)
		if !ok {
			return false
		}
		a.scale = b.scale
		a.value = c
	} else {
		c, ok := positiveScaleInt64(b.value, b.scale-a.scale)
		if !ok {
			return false
		}
		c, ok = int64Add(a.value, c)
		if !ok {
			return false
		}
		a.value = c
	}
	return true
}

// Sub subtracts b from a; false, a unchanged, when that overflows an int64.
func (a *int64Amount) Sub(b int64Amount) bool {
	return a.Add(int64Amount{value: -b.value, scale: b.scale})
}

// Mul multiplies a by b; false, a unchanged, when the product or its value at scale 0 overflows an
// int64 (amount.go).
func (a *int64Amount) Mul(b int64) bool {
	switch {
	case a.value == 0:
		return true
	case b == 0:
		a.value = 0
		a.scale = 0
		return true
	case a.scale == 0:
		c, ok := int64Multiply(a.value, b)
		if !ok {
			return false
		}
		a.value = c
	case a.scale > 0:
		c, ok := int64Multiply(a.value, b)
		if !ok {
			return false
		}
		if _, ok = positiveScaleInt64(c, a.scale); !ok {
			return false
		}
		a.value = c
	default:
		c, ok := int64Multiply(a.value, b)
		if !ok {
			return false
		}
		if _, ok = negativeScaleInt64(c, -a.scale); !ok {
			return false
		}
		a.value = c
	}
	return true
}

// AsScale rounds the amount up (away from zero) to scale; false if that lost precision.
func (a infDecAmount) AsScale(scale Scale) (infDecAmount, bool) {
	tmp := &inf.Dec{}
	tmp.Round(a.Dec, scale.infScale(), inf.RoundUp)
	return infDecAmount{tmp}, tmp.Cmp(a.Dec) == 0
}

// scaledValue is ceil(unscaled × 10^-scale / 10^-newScale) as scale_int.go computes it: up by a
// wrapping int64 multiplication, down exactly and then one more for any remainder.
func scaledValue(unscaled *big.Int, scale, newScale int) int64 {
	dif := scale - newScale
	if dif == 0 {
		return unscaled.Int64()
	}
	if dif < 0 {
		return unscaled.Int64() * int64(math.Pow10(-dif))
	}
	if unscaled.Cmp(big.NewInt(mostPositive)) < 0 && dif < 19 {
		divide := int64(math.Pow10(dif))
		result := unscaled.Int64() / divide
		if unscaled.Int64()%divide != 0 {
			return result + 1
		}
		return result
	}
	divisor := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dif)), nil)
	result, remainder := new(big.Int).DivMod(unscaled, divisor, new(big.Int))
	if remainder.Sign() != 0 {
		return result.Int64() + 1
	}
	return result.Int64()
}

// MustParse turns the given string into a quantity or panics; for tests or other cases where you
// know the string is valid.
func MustParse(str string) Quantity {
	q, err := ParseQuantity(str)
	if err != nil {
		panic(fmt.Errorf("cannot parse '%v': %v", str, err))
	}
	return q
}

// NewDecimalQuantity returns a new Quantity representing the given value in the given format.
func NewDecimalQuantity(b inf.Dec, format Format) *Quantity {
	return &Quantity{d: infDecAmount{&b}, Format: format}
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

// canonicalString is CanonicalizeBytes' number and suffix.
func (q *Quantity) canonicalString() string {
	if q.d.Dec != nil {
		return canonicalDec(q.d.Dec.UnscaledBig().String(), int32(q.d.Dec.Scale()), string(q.Format))
	}
	return canonical(q.i.value, int32(q.i.scale), string(q.Format))
}

// String formats the Quantity as a string, caching the result if not calculated.
func (q *Quantity) String() string {
	if q == nil {
		return "<nil>"
	}
	if len(q.s) == 0 {
		q.s = q.canonicalString()
	}
	return q.s
}

// MarshalJSON implements the json.Marshaller interface (quantity.go: the cached text, else the
// canonical form).
func (q Quantity) MarshalJSON() ([]byte, error) {
	if len(q.s) > 0 {
		return []byte("\"" + q.s + "\""), nil
	}
	return []byte("\"" + q.canonicalString() + "\""), nil
}

// ToUnstructured implements the value.UnstructuredConverter interface.
func (q Quantity) ToUnstructured() interface{} {
	return q.String()
}

// UnmarshalJSON implements the json.Unmarshaller interface (quantity.go; null clears the value only).
func (q *Quantity) UnmarshalJSON(value []byte) error {
	l := len(value)
	if l == 4 && bytes.Equal(value, []byte("null")) {
		q.d.Dec = nil
		q.i = int64Amount{}
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
	if q.d.Dec == nil {
		i, _ := q.i.AsScaledInt64(scale)
		return i
	}
	dec := q.d.Dec
	return scaledValue(dec.UnscaledBig(), int(dec.Scale()), int(scale.infScale()))
}

// AsInt64 returns a representation of the current value as an int64 if a fast conversion
// is possible. If false is returned, callers must use the inf.Dec form of this quantity.
func (q *Quantity) AsInt64() (int64, bool) {
	if q.d.Dec != nil {
		return 0, false
	}
	return q.i.AsInt64()
}

// ToDec promotes the quantity in place to use an inf.Dec representation and returns itself.
func (q *Quantity) ToDec() *Quantity {
	if q.d.Dec == nil {
		q.d.Dec = q.i.AsDec()
		q.i = int64Amount{}
	}
	return q
}

// AsDec returns the quantity as represented by a scaled inf.Dec.
func (q *Quantity) AsDec() *inf.Dec {
	if q.d.Dec != nil {
		return q.d.Dec
	}
	q.d.Dec = q.i.AsDec()
	q.i = int64Amount{}
	return q.d.Dec
}

// AsApproximateFloat64 returns a float64 representation of the quantity which
// may lose precision. If the value of the quantity is outside the range of a
// float64 +Inf/-Inf will be returned.
func (q *Quantity) AsApproximateFloat64() float64 {
	var base float64
	var exponent int
	if q.d.Dec != nil {
		// the unscaled integer rounded to the nearest float64, as big.Float's Float64 rounds it
		base, _ = strconv.ParseFloat(q.d.Dec.UnscaledBig().String(), 64)
		exponent = int(-q.d.Dec.Scale())
	} else {
		base = float64(q.i.value)
		exponent = int(q.i.scale)
	}
	if exponent == 0 {
		return base
	}
	return base * math.Pow10(exponent)
}

// IsZero returns true if the quantity is equal to zero.
func (q *Quantity) IsZero() bool {
	if q.d.Dec != nil {
		return q.d.Dec.Sign() == 0
	}
	return q.i.value == 0
}

// Sign returns 0 if the quantity is zero, -1 if the quantity is less than zero, or 1 if greater than zero.
func (q *Quantity) Sign() int {
	if q.d.Dec != nil {
		return q.d.Dec.Sign()
	}
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
	if q.d.Dec != nil {
		q.s = ""
		d, exact := q.d.AsScale(scale)
		q.d = d
		return exact
	}
	// avoid clearing the string value if we have already calculated it
	if q.i.scale >= scale {
		return true
	}
	q.s = ""
	i, exact := q.i.AsScale(scale)
	q.i = i
	return exact
}

// Add adds the provide y quantity to the current value. If the current value is zero,
// the format of the quantity will be updated to the format of y.
func (q *Quantity) Add(y Quantity) {
	q.s = ""
	if q.d.Dec == nil && y.d.Dec == nil {
		if q.i.value == 0 {
			q.Format = y.Format
		}
		if q.i.Add(y.i) {
			return
		}
	} else if q.IsZero() {
		q.Format = y.Format
	}
	q.ToDec().d.Dec.Add(q.d.Dec, y.AsDec())
}

// Sub subtracts the provided quantity from the current value in place. If the current
// value is zero, the format of the quantity will be updated to the format of y.
func (q *Quantity) Sub(y Quantity) {
	q.s = ""
	if q.IsZero() {
		q.Format = y.Format
	}
	if q.d.Dec == nil && y.d.Dec == nil && q.i.Sub(y.i) {
		return
	}
	q.ToDec().d.Dec.Sub(q.d.Dec, y.AsDec())
}

// Mul multiplies the provided y to the current value.
// It will return false if the result is inexact. Otherwise, it will return true.
func (q *Quantity) Mul(y int64) bool {
	q.s = ""
	if q.d.Dec == nil && q.i.Mul(y) {
		return true
	}
	return q.ToDec().d.Dec.Mul(q.d.Dec, inf.NewDec(y, inf.Scale(0))).UnscaledBig().IsInt64()
}

// Neg sets quantity to be the negative value of itself.
func (q *Quantity) Neg() {
	q.s = ""
	if q.d.Dec == nil {
		q.i.value = -q.i.value
		return
	}
	q.d.Dec.Neg(q.d.Dec)
}

// Cmp returns 0 if the quantity is equal to y, -1 if the quantity is less than y, or 1 if the
// quantity is greater than y.
func (q *Quantity) Cmp(y Quantity) int {
	if q.d.Dec == nil && y.d.Dec == nil {
		return cmpAmount(q.i.value, int32(q.i.scale), y.i.value, int32(y.i.scale))
	}
	return q.AsDec().Cmp(y.AsDec())
}

// CmpInt64 returns 0 if the quantity is equal to y, -1 if the quantity is less than y, or 1 if the
// quantity is greater than y.
func (q *Quantity) CmpInt64(y int64) int {
	if q.d.Dec != nil {
		return q.d.Dec.Cmp(inf.NewDec(y, inf.Scale(0)))
	}
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
	q.d.Dec = nil
	q.i = int64Amount{value: value, scale: scale}
}

// DeepCopy returns a deep-copy of the Quantity value.  Note that the method
// receiver is a value, so we can mutate it in-place and return it.
func (q Quantity) DeepCopy() Quantity {
	if q.d.Dec != nil {
		tmp := &inf.Dec{}
		q.d.Dec = tmp.Set(q.d.Dec)
	}
	return q
}

// DeepCopyInto copies the receiver into out.
func (q *Quantity) DeepCopyInto(out *Quantity) {
	*out = q.DeepCopy()
}
