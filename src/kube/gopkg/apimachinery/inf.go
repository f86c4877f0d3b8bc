// Package inf implements multi-precision decimal arithmetic: the part of gopkg.in/inf.v0 (v0.9.1)
// that k8s.io/apimachinery's resource.Quantity holds its large and precise amounts in, with the
// same API (a Dec is unscaled × 10^-scale, on math/big's Int).
package inf

import (
	"fmt"
	"math/big"
)

// Scale represents the type used for the scale of a Dec.
type Scale int32

// Scaler represents a method for obtaining the scale to use for the result of an operation on x
// and y.
type Scaler interface {
	Scale(x *Dec, y *Dec) Scale
}

// Scale for a Scale value always returns the Scale value.
func (s Scale) Scale(x *Dec, y *Dec) Scale {
	return s
}

// A Dec represents a signed multi-precision decimal: unscaled × 10^-scale.
// The zero value for a Dec represents the value 0 with scale 0.
type Dec struct {
	unscaled big.Int
	scale    Scale
}

// NewDec allocates and returns a new Dec set to the given int64 unscaled value and scale.
func NewDec(unscaled int64, scale Scale) *Dec {
	return new(Dec).SetUnscaled(unscaled).SetScale(scale)
}

// NewDecBig allocates and returns a new Dec set to the given *big.Int unscaled value and scale.
func NewDecBig(unscaled *big.Int, scale Scale) *Dec {
	return new(Dec).SetUnscaledBig(unscaled).SetScale(scale)
}

// Scale returns the scale of x.
func (x *Dec) Scale() Scale {
	return x.scale
}

// Unscaled returns the unscaled value of x for u and true for ok when the unscaled value can be
// represented as int64; otherwise it returns an undefined int64 value for u and false for ok.
func (x *Dec) Unscaled() (u int64, ok bool) {
	u = x.unscaled.Int64()
	return u, x.unscaled.IsInt64()
}

// UnscaledBig returns the unscaled value of x as *big.Int.
func (x *Dec) UnscaledBig() *big.Int {
	return &x.unscaled
}

// SetScale sets the scale of z, with the unscaled value unchanged, and returns z.
func (z *Dec) SetScale(scale Scale) *Dec {
	z.scale = scale
	return z
}

// SetUnscaled sets the unscaled value of z, with the scale unchanged, and returns z.
func (z *Dec) SetUnscaled(unscaled int64) *Dec {
	z.unscaled.SetInt64(unscaled)
	return z
}

// SetUnscaledBig sets the unscaled value of z, with the scale unchanged, and returns z.
func (z *Dec) SetUnscaledBig(unscaled *big.Int) *Dec {
	z.unscaled.Set(unscaled)
	return z
}

// Set sets z to the value of x and returns z. It does nothing if z == x.
func (z *Dec) Set(x *Dec) *Dec {
	if z != x {
		z.unscaled.Set(&x.unscaled)
		z.scale = x.scale
	}
	return z
}

// Sign returns -1, 0 or +1 as x is negative, zero or positive.
func (x *Dec) Sign() int {
	return x.unscaled.Sign()
}

// Neg sets z to -x and returns z.
func (z *Dec) Neg(x *Dec) *Dec {
	z.scale = x.scale
	z.unscaled.Neg(&x.unscaled)
	return z
}

// Abs sets z to |x| (the absolute value of x) and returns z.
func (z *Dec) Abs(x *Dec) *Dec {
	z.scale = x.scale
	z.unscaled.Abs(&x.unscaled)
	return z
}

// pow10 is 10^n for n >= 0.
func pow10(n Scale) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// aligned returns the unscaled values of x and y at the greater of their scales, and that scale.
func aligned(x, y *Dec) (*big.Int, *big.Int, Scale) {
	xs, ys := new(big.Int).Set(&x.unscaled), new(big.Int).Set(&y.unscaled)
	switch {
	case x.scale > y.scale:
		ys.Mul(ys, pow10(x.scale-y.scale))
		return xs, ys, x.scale
	case y.scale > x.scale:
		xs.Mul(xs, pow10(y.scale-x.scale))
		return xs, ys, y.scale
	}
	return xs, ys, x.scale
}

// Cmp compares x and y and returns -1, 0 or +1 as x is less than, equal to or greater than y.
func (x *Dec) Cmp(y *Dec) int {
	xs, ys, _ := aligned(x, y)
	return xs.Cmp(ys)
}

// Add sets z to the sum x+y and returns z. The scale of z is the greater of the scales of x and y.
func (z *Dec) Add(x, y *Dec) *Dec {
	xs, ys, s := aligned(x, y)
	z.unscaled.Add(xs, ys)
	z.scale = s
	return z
}

// Sub sets z to the difference x-y and returns z. The scale of z is the greater of the scales of x
// and y.
func (z *Dec) Sub(x, y *Dec) *Dec {
	xs, ys, s := aligned(x, y)
	z.unscaled.Sub(xs, ys)
	z.scale = s
	return z
}

// Mul sets z to the product x*y and returns z. The scale of z is the sum of the scales of x and y.
func (z *Dec) Mul(x, y *Dec) *Dec {
	s := x.scale + y.scale
	z.unscaled.Mul(&x.unscaled, &y.unscaled)
	z.scale = s
	return z
}

// Rounder represents a method for rounding the (possibly infinite decimal) result of a division to
// a finite Dec.
type Rounder interface {
	// UseRemainder reports whether the rounder looks at the remainder.
	UseRemainder() bool
	// Round sets z to quo rounded by the remainder remNum/remDen (-1 < remNum/remDen < 1) and
	// returns z, or nil when the rounder refuses.
	Round(z, quo *Dec, remNum, remDen *big.Int) *Dec
}

type rounder int

const (
	roundDown rounder = iota
	roundUp
	roundFloor
	roundCeil
	roundHalfDown
	roundHalfUp
	roundHalfEven
	roundExact
)

// The rounding modes of inf.v0: RoundDown truncates, RoundUp rounds away from zero, RoundFloor
// and RoundCeil towards -Inf and +Inf, the Half modes to the nearest with ties down (towards zero),
// up (away from zero) or to even, RoundExact refuses to round (nil).
var (
	RoundDown     Rounder = roundDown
	RoundUp       Rounder = roundUp
	RoundFloor    Rounder = roundFloor
	RoundCeil     Rounder = roundCeil
	RoundHalfDown Rounder = roundHalfDown
	RoundHalfUp   Rounder = roundHalfUp
	RoundHalfEven Rounder = roundHalfEven
	RoundExact    Rounder = roundExact
)

func (r rounder) UseRemainder() bool {
	return r != roundDown
}

func (r rounder) Round(z, quo *Dec, remNum, remDen *big.Int) *Dec {
	z.Set(quo)
	if remNum == nil || remNum.Sign() == 0 {
		return z
	}
	// the sign of the exact result, and whether its remainder is below, at or past one half
	sign := remNum.Sign() * remDen.Sign()
	twice := new(big.Int).Abs(remNum)
	twice.Lsh(twice, 1)
	half := twice.Cmp(new(big.Int).Abs(remDen))
	away := false
	switch r {
	case roundExact:
		return nil
	case roundUp:
		away = true
	case roundFloor:
		away = sign < 0
	case roundCeil:
		away = sign > 0
	case roundHalfDown:
		away = half > 0
	case roundHalfUp:
		away = half >= 0
	case roundHalfEven:
		away = half > 0 || (half == 0 && quo.unscaled.Bit(0) == 1)
	}
	if away {
		z.unscaled.Add(&z.unscaled, big.NewInt(int64(sign)))
	}
	return z
}

// QuoRound sets z to the quotient x/y, rounded using the given Rounder to the specified scale, and
// returns z; nil when the rounder refuses.
func (z *Dec) QuoRound(x, y *Dec, s Scale, r Rounder) *Dec {
	// x/y at scale s: x.unscaled × 10^(s - x.scale + y.scale) / y.unscaled
	num := new(big.Int).Set(&x.unscaled)
	den := new(big.Int).Set(&y.unscaled)
	if shift := s - x.scale + y.scale; shift > 0 {
		num.Mul(num, pow10(shift))
	} else if shift < 0 {
		den.Mul(den, pow10(-shift))
	}
	quo, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	q := NewDecBig(quo, s)
	if !r.UseRemainder() {
		return z.Set(q)
	}
	res := r.Round(new(Dec), q, rem, den)
	if res == nil {
		return nil
	}
	return z.Set(res)
}

// Round sets z to the value of x rounded to Scale s using Rounder r, and returns z.
func (z *Dec) Round(x *Dec, s Scale, r Rounder) *Dec {
	return z.QuoRound(x, NewDec(1, 0), s, r)
}

// String returns the decimal text of x: the unscaled digits with a decimal point before the last
// scale of them, or with -scale zeros appended.
func (x *Dec) String() string {
	if x == nil {
		return "<nil>"
	}
	digits := new(big.Int).Abs(&x.unscaled).String()
	sign := ""
	if x.unscaled.Sign() < 0 {
		sign = "-"
	}
	if x.scale <= 0 {
		if x.scale != 0 && x.unscaled.Sign() != 0 {
			for i := Scale(0); i < -x.scale; i++ {
				digits += "0"
			}
		}
		return sign + digits
	}
	for Scale(len(digits)) <= x.scale {
		digits = "0" + digits
	}
	cut := len(digits) - int(x.scale)
	return sign + digits[:cut] + "." + digits[cut:]
}

// Format is a support routine for fmt.Formatter: 'd', 'f', 'v' and 's' print String.
func (x *Dec) Format(s fmt.State, ch rune) {
	if ch != 'd' && ch != 'f' && ch != 'v' && ch != 's' {
		fmt.Fprintf(s, "%%!%c(dec.Dec=%s)", ch, x.String())
		return
	}
	fmt.Fprint(s, x.String())
}

// SetString sets z to the value of s, a decimal with an optional sign and decimal point, and
// returns z and true; the scale is the number of digits after the point. On failure it returns nil
// and false.
func (z *Dec) SetString(s string) (*Dec, bool) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := s[:i]
	point, seen := -1, false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '.' && point < 0:
			point = len(digits)
			continue
		case c >= '0' && c <= '9':
			seen = true
		default:
			return nil, false
		}
		digits += string(c)
	}
	if !seen {
		return nil, false
	}
	if _, ok := z.unscaled.SetString(digits, 10); !ok {
		return nil, false
	}
	z.scale = 0
	if point >= 0 {
		z.scale = Scale(len(digits) - point)
	}
	return z, true
}
