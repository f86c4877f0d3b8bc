// Rat as in go1.23 (math/big/rat.go, ratconv.go) over this package's Int: b == 0 stands for a
// denominator of 1 (the zero value is 0/1), and norm keeps b > 0 and gcd(a, b) == 1.

package big

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A Rat represents a quotient a/b of arbitrary precision. The zero value is 0.
type Rat struct {
	a, b Int
}

var ratOne = NewInt(1)

// den is x's denominator, 1 for a zero value's.
func (x *Rat) den() *Int {
	if x.b.Sign() == 0 {
		return ratOne
	}
	return &x.b
}

func NewRat(a, b int64) *Rat {
	return new(Rat).SetFrac64(a, b)
}

func (z *Rat) norm() *Rat {
	switch {
	case z.a.Sign() == 0, z.b.Sign() == 0:
		z.b.SetInt64(1)
	default:
		neg := z.a.Sign() < 0
		z.a.Abs(&z.a)
		z.b.Abs(&z.b)
		if f := new(Int).GCD(nil, nil, &z.a, &z.b); f.Cmp(ratOne) != 0 {
			z.a.Quo(&z.a, f)
			z.b.Quo(&z.b, f)
		}
		if neg {
			z.a.Neg(&z.a)
		}
	}
	return z
}

func (z *Rat) SetFrac(a, b *Int) *Rat {
	if b.Sign() == 0 {
		panic("division by zero")
	}
	neg := (a.Sign() < 0) != (b.Sign() < 0)
	na := new(Int).Abs(a)
	nb := new(Int).Abs(b)
	z.a.Set(na)
	z.b.Set(nb)
	if neg {
		z.a.Neg(&z.a)
	}
	return z.norm()
}

func (z *Rat) SetFrac64(a, b int64) *Rat {
	if b == 0 {
		panic("division by zero")
	}
	z.a.SetInt64(a)
	if b < 0 {
		b = -b
		z.a.Neg(&z.a)
	}
	z.b.SetUint64(uint64(b))
	return z.norm()
}

func (z *Rat) SetInt(x *Int) *Rat {
	z.a.Set(x)
	z.b.SetInt64(1)
	return z
}

func (z *Rat) SetInt64(x int64) *Rat {
	z.a.SetInt64(x)
	z.b.SetInt64(1)
	return z
}

func (z *Rat) SetUint64(x uint64) *Rat {
	z.a.SetUint64(x)
	z.b.SetInt64(1)
	return z
}

func (z *Rat) Set(x *Rat) *Rat {
	if z != x {
		z.a.Set(&x.a)
		z.b.Set(&x.b)
	}
	if z.b.Sign() == 0 {
		z.b.SetInt64(1)
	}
	return z
}

// SetFloat64 sets z to exactly f; nil for a non-finite f.
func (z *Rat) SetFloat64(f float64) *Rat {
	const expMask = 1<<11 - 1
	bits := math.Float64bits(f)
	mantissa := bits & (1<<52 - 1)
	exp := int((bits >> 52) & expMask)
	switch exp {
	case expMask:
		return nil
	case 0:
		exp -= 1022
	default:
		mantissa |= 1 << 52
		exp -= 1023
	}
	shift := 52 - exp
	for mantissa&1 == 0 && shift > 0 {
		mantissa >>= 1
		shift--
	}
	z.a.SetUint64(mantissa)
	if f < 0 {
		z.a.Neg(&z.a)
	}
	z.b.SetInt64(1)
	if shift > 0 {
		z.b.Lsh(&z.b, uint(shift))
	} else {
		z.a.Lsh(&z.a, uint(-shift))
	}
	return z.norm()
}

// quotToFloat is a/b (a >= 0, b > 0) rounded to nearest even in a float of msize mantissa bits
// and exponent bias ebias (go1.23's quotToFloat64/quotToFloat32).
func quotToFloat(a, b *Int, msize, ebias int) (f float64, exact bool) {
	msize1 := msize + 1
	msize2 := msize1 + 1
	emin := 1 - ebias
	alen := a.BitLen()
	if alen == 0 {
		return 0, true
	}
	blen := b.BitLen()
	if blen == 0 {
		panic("division by zero")
	}
	exp := alen - blen
	a2 := new(Int).Set(a)
	b2 := new(Int).Set(b)
	if shift := msize2 - exp; shift > 0 {
		a2.Lsh(a2, uint(shift))
	} else if shift < 0 {
		b2.Lsh(b2, uint(-shift))
	}
	r := new(Int)
	q, _ := new(Int).QuoRem(a2, b2, r)
	mantissa := q.Uint64()
	haveRem := r.Sign() != 0
	if mantissa>>msize2 == 1 {
		if mantissa&1 == 1 {
			haveRem = true
		}
		mantissa >>= 1
		exp++
	}
	if emin-msize <= exp && exp <= emin {
		shift := uint(emin - (exp - 1))
		lostbits := mantissa & (1<<shift - 1)
		haveRem = haveRem || lostbits != 0
		mantissa >>= shift
		exp = 2 - ebias
	}
	exact = !haveRem
	if mantissa&1 != 0 {
		exact = false
		if haveRem || mantissa&2 != 0 {
			if mantissa++; mantissa >= 1<<msize2 {
				mantissa >>= 1
				exp++
			}
		}
	}
	mantissa >>= 1
	f = math.Ldexp(float64(mantissa), exp-msize1)
	if math.IsInf(f, 0) {
		exact = false
	}
	return
}

func (x *Rat) Float32() (f float32, exact bool) {
	f64, exact := quotToFloat(new(Int).Abs(&x.a), x.den(), 23, 127)
	f = float32(f64)
	if math.IsInf(float64(f), 0) {
		exact = false
	}
	if x.a.Sign() < 0 {
		f = -f
	}
	return
}

func (x *Rat) Float64() (f float64, exact bool) {
	f, exact = quotToFloat(new(Int).Abs(&x.a), x.den(), 52, 1023)
	if x.a.Sign() < 0 {
		f = -f
	}
	return
}

func (z *Rat) Abs(x *Rat) *Rat {
	z.Set(x)
	z.a.Abs(&z.a)
	return z
}

func (z *Rat) Neg(x *Rat) *Rat {
	z.Set(x)
	z.a.Neg(&z.a)
	return z
}

func (z *Rat) Inv(x *Rat) *Rat {
	if x.a.Sign() == 0 {
		panic("division by zero")
	}
	z.Set(x)
	neg := z.a.Sign() < 0
	a := new(Int).Set(&z.b)
	z.b.Abs(&z.a)
	z.a.Set(a)
	if neg {
		z.a.Neg(&z.a)
	}
	return z
}

func (x *Rat) Sign() int { return x.a.Sign() }

func (x *Rat) IsInt() bool { return x.b.Sign() == 0 || x.b.Cmp(ratOne) == 0 }

// Num is a reference to x's numerator.
func (x *Rat) Num() *Int { return &x.a }

// Denom is a reference to x's denominator, or a new 1 for a zero value's.
func (x *Rat) Denom() *Int {
	if x.b.Sign() == 0 {
		return NewInt(1)
	}
	return &x.b
}

func (x *Rat) Cmp(y *Rat) int {
	a := new(Int).Mul(&x.a, y.den())
	b := new(Int).Mul(&y.a, x.den())
	return a.Cmp(b)
}

func (z *Rat) Add(x, y *Rat) *Rat {
	a1 := new(Int).Mul(&x.a, y.den())
	a2 := new(Int).Mul(&y.a, x.den())
	b := new(Int).Mul(x.den(), y.den())
	z.a.Add(a1, a2)
	z.b.Set(b)
	return z.norm()
}

func (z *Rat) Sub(x, y *Rat) *Rat {
	a1 := new(Int).Mul(&x.a, y.den())
	a2 := new(Int).Mul(&y.a, x.den())
	b := new(Int).Mul(x.den(), y.den())
	z.a.Sub(a1, a2)
	z.b.Set(b)
	return z.norm()
}

func (z *Rat) Mul(x, y *Rat) *Rat {
	a := new(Int).Mul(&x.a, &y.a)
	b := new(Int).Mul(x.den(), y.den())
	z.a.Set(a)
	z.b.Set(b)
	return z.norm()
}

func (z *Rat) Quo(x, y *Rat) *Rat {
	if y.a.Sign() == 0 {
		panic("division by zero")
	}
	a := new(Int).Mul(&x.a, y.den())
	b := new(Int).Mul(&y.a, x.den())
	neg := (a.Sign() < 0) != (b.Sign() < 0)
	z.a.Abs(a)
	z.b.Abs(b)
	if neg {
		z.a.Neg(&z.a)
	}
	return z.norm()
}

// ratScan reads an unsigned mantissa from s[i:] as go1.23's nat.scan with base 0: a 0b/0o/0x
// prefix, or (without fracOk) a leading 0 for octal; '_' between digits; with fracOk, one '.'.
// count is the number of digits, or minus the number of digits after the '.'.
func ratScan(s string, i int, fracOk bool) (z *Int, base, count, next int, ok bool) {
	z = new(Int)
	base = 10
	prefix := byte(0)
	prev := byte('.')
	invalSep := false
	if i < len(s) && s[i] == '0' {
		prev = '0'
		count = 1
		i++
		if i < len(s) {
			switch s[i] {
			case 'b', 'B':
				base, prefix = 2, 'b'
			case 'o', 'O':
				base, prefix = 8, 'o'
			case 'x', 'X':
				base, prefix = 16, 'x'
			default:
				if !fracOk {
					base, prefix = 8, '0'
				}
			}
			if prefix != 0 {
				count = 0
				if prefix != '0' {
					i++
				}
			}
		}
	}
	bb := NewInt(int64(base))
	dp := -1
	for ; i < len(s); i++ {
		ch := s[i]
		if ch == '.' && fracOk {
			fracOk = false
			if prev == '_' {
				invalSep = true
			}
			prev = '.'
			dp = count
			continue
		}
		if ch == '_' {
			if prev != '0' {
				invalSep = true
			}
			prev = '_'
			continue
		}
		d := 99
		switch {
		case '0' <= ch && ch <= '9':
			d = int(ch - '0')
		case 'a' <= ch && ch <= 'z':
			d = int(ch-'a') + 10
		case 'A' <= ch && ch <= 'Z':
			d = int(ch-'A') + 10
		}
		if d >= base {
			break
		}
		prev = '0'
		count++
		z.Mul(z, bb)
		z.Add(z, NewInt(int64(d)))
	}
	ok = !invalSep && prev != '_'
	if count == 0 {
		if prefix == '0' {
			return z, 10, 1, i, ok
		}
		ok = false
	}
	if dp >= 0 {
		count = dp - count
	}
	return z, base, count, i, ok
}

// ratExponent reads an optional exponent ('e' decimal, 'p' binary) from s[i:].
func ratExponent(s string, i int) (exp int64, base, next int, ok bool) {
	if i >= len(s) {
		return 0, 10, i, true
	}
	switch s[i] {
	case 'e', 'E':
		base = 10
	case 'p', 'P':
		base = 2
	default:
		return 0, 10, i, true
	}
	i++
	var digits []byte
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		if s[i] == '-' {
			digits = append(digits, '-')
		}
		i++
	}
	prev := byte('.')
	invalSep := false
	hasDigits := false
	for ; i < len(s); i++ {
		ch := s[i]
		if '0' <= ch && ch <= '9' {
			digits = append(digits, ch)
			prev = '0'
			hasDigits = true
		} else if ch == '_' {
			if prev != '0' {
				invalSep = true
			}
			prev = '_'
		} else {
			break
		}
	}
	if !hasDigits {
		return 0, base, i, false
	}
	exp, err := strconv.ParseInt(string(digits), 10, 64)
	if err != nil || invalSep || prev == '_' {
		return 0, base, i, false
	}
	return exp, base, i, true
}

// SetString sets z to s, a fraction "a/b" or a floating-point number (optionally with an
// exponent); nil and false when s is not one.
func (z *Rat) SetString(s string) (*Rat, bool) {
	if len(s) == 0 {
		return nil, false
	}
	for sep := 0; sep < len(s); sep++ {
		if s[sep] != '/' {
			continue
		}
		if _, ok := z.a.SetString(s[:sep], 0); !ok {
			return nil, false
		}
		d, _, _, next, ok := ratScan(s, sep+1, false)
		if !ok || next != len(s) || d.Sign() == 0 {
			return nil, false
		}
		z.b.Set(d)
		return z.norm(), true
	}
	i := 0
	neg := false
	switch s[0] {
	case '-':
		neg = true
		i++
	case '+':
		i++
	}
	a, base, fcount, i, ok := ratScan(s, i, true)
	if !ok {
		return nil, false
	}
	exp, ebase, i, ok := ratExponent(s, i)
	if !ok || i != len(s) {
		return nil, false
	}
	z.a.Set(a)
	if a.Sign() == 0 {
		return z.norm(), true
	}
	var exp2, exp5 int64
	if fcount < 0 {
		d := int64(fcount)
		switch base {
		case 10:
			exp5 = d
			exp2 = d
		case 2:
			exp2 = d
		case 8:
			exp2 = d * 3
		case 16:
			exp2 = d * 4
		}
	}
	if ebase == 10 {
		exp5 += exp
	}
	exp2 += exp
	if exp5 != 0 {
		n := exp5
		if n < 0 {
			n = -n
			if n < 0 {
				return nil, false
			}
		}
		if n > 1e6 {
			return nil, false
		}
		pow5 := new(Int).Exp(NewInt(5), NewInt(n), nil)
		if exp5 > 0 {
			z.a.Mul(&z.a, pow5)
			z.b.SetInt64(1)
		} else {
			z.b.Set(pow5)
		}
	} else {
		z.b.SetInt64(1)
	}
	if exp2 < -1e7 || exp2 > 1e7 {
		return nil, false
	}
	if exp2 > 0 {
		z.a.Lsh(&z.a, uint(exp2))
	} else if exp2 < 0 {
		z.b.Lsh(&z.b, uint(-exp2))
	}
	if neg {
		z.a.Neg(&z.a)
	}
	return z.norm(), true
}

func (x *Rat) String() string {
	return x.a.String() + "/" + x.den().String()
}

func (x *Rat) RatString() string {
	if x.IsInt() {
		return x.a.String()
	}
	return x.String()
}

// FloatString is x in decimal with prec digits after the point, the last digit rounded half away
// from zero.
func (x *Rat) FloatString(prec int) string {
	var buf []byte
	if x.IsInt() {
		buf = x.a.Append(buf, 10)
		if prec > 0 {
			buf = append(buf, '.')
			for i := prec; i > 0; i-- {
				buf = append(buf, '0')
			}
		}
		return string(buf)
	}
	b := x.den()
	r := new(Int)
	q, _ := new(Int).QuoRem(new(Int).Abs(&x.a), b, r)
	p := NewInt(1)
	if prec > 0 {
		p.Exp(NewInt(10), NewInt(int64(prec)), nil)
	}
	r.Mul(r, p)
	r2 := new(Int)
	r.QuoRem(r, b, r2)
	r2.Add(r2, r2)
	if b.Cmp(r2) <= 0 {
		r.Add(r, ratOne)
		if r.Cmp(p) >= 0 {
			q.Add(q, ratOne)
			r.Sub(r, p)
		}
	}
	if x.a.Sign() < 0 {
		buf = append(buf, '-')
	}
	buf = append(buf, q.String()...)
	if prec > 0 {
		buf = append(buf, '.')
		rs := r.String()
		for i := prec - len(rs); i > 0; i-- {
			buf = append(buf, '0')
		}
		buf = append(buf, rs...)
	}
	return string(buf)
}

// FloatPrec is the number of decimal digits after the point that x needs, and whether that many
// represent it exactly.
func (x *Rat) FloatPrec() (n int, exact bool) {
	d := x.den()
	p2 := d.TrailingZeroBits()
	q := new(Int).Rsh(d, p2)
	five := NewInt(5)
	var p5 uint
	t, r := new(Int), new(Int)
	for {
		t.QuoRem(q, five, r)
		if r.Sign() != 0 {
			break
		}
		p5++
		q.Set(t)
	}
	return int(max(p2, p5)), q.Cmp(ratOne) == 0
}

func (x *Rat) MarshalText() (text []byte, err error) {
	if x.IsInt() {
		return x.a.MarshalText()
	}
	return []byte(x.String()), nil
}

func (z *Rat) UnmarshalText(text []byte) error {
	if _, ok := z.SetString(string(text)); !ok {
		return fmt.Errorf("math/big: cannot unmarshal %q into a *big.Rat", text)
	}
	return nil
}

// Scan is a support routine for fmt.Scanner (go1.23 math/big/ratconv.go): a token of sign, digit,
// '/', '.', 'e' and 'E' runes, read as SetString reads it.
func (z *Rat) Scan(s fmt.ScanState, ch rune) error {
	tok, err := s.Token(true, func(r rune) bool { return strings.ContainsRune("+-/0123456789.eE", r) })
	if err != nil {
		return err
	}
	if !strings.ContainsRune("efgEFGv", ch) {
		return errors.New("Rat.Scan: invalid verb")
	}
	if _, ok := z.SetString(string(tok)); !ok {
		return errors.New("Rat.Scan: invalid syntax")
	}
	return nil
}
