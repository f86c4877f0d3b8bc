// Package cmplx: complex128 functions computed as go1.23's math/cmplx computes them (the same
// formulas over the same math functions, so results agree to the last bit, special values included).
package cmplx

import (
	"math"
	"math/bits"
)

func Abs(x complex128) float64   { return math.Hypot(real(x), imag(x)) }
func Phase(x complex128) float64 { return math.Atan2(imag(x), real(x)) }
func Conj(x complex128) complex128 {
	return complex(real(x), -imag(x))
}

func Polar(x complex128) (r, θ float64) { return Abs(x), Phase(x) }

func Rect(r, θ float64) complex128 {
	s, c := math.Sincos(θ)
	return complex(r*c, r*s)
}

func Inf() complex128 {
	inf := math.Inf(1)
	return complex(inf, inf)
}

func NaN() complex128 {
	nan := math.NaN()
	return complex(nan, nan)
}

func IsInf(x complex128) bool { return math.IsInf(real(x), 0) || math.IsInf(imag(x), 0) }

// IsNaN: a NaN part and no infinite one.
func IsNaN(x complex128) bool {
	if IsInf(x) {
		return false
	}
	return math.IsNaN(real(x)) || math.IsNaN(imag(x))
}

func Exp(x complex128) complex128 {
	re, im := real(x), imag(x)
	if math.IsInf(re, 0) {
		if re > 0 && im == 0 {
			return x
		}
		if math.IsInf(im, 0) || math.IsNaN(im) {
			if re < 0 {
				return complex(0, math.Copysign(0, im))
			}
			return complex(math.Inf(1), math.NaN())
		}
	} else if math.IsNaN(re) && im == 0 {
		return complex(math.NaN(), im)
	}
	r := math.Exp(re)
	s, c := math.Sincos(im)
	return complex(r*c, r*s)
}

func Log(x complex128) complex128 { return complex(math.Log(Abs(x)), Phase(x)) }

func Log10(x complex128) complex128 {
	z := Log(x)
	return complex(math.Log10E*real(z), math.Log10E*imag(z))
}

func Pow(x, y complex128) complex128 {
	if x == 0 {
		if IsNaN(y) {
			return NaN()
		}
		yr, yi := real(y), imag(y)
		if yr == 0 {
			return 1
		}
		if yr < 0 {
			if yi == 0 {
				return complex(math.Inf(1), 0)
			}
			return Inf()
		}
		return 0
	}
	modulus := Abs(x)
	if modulus == 0 {
		return complex(0, 0)
	}
	r := math.Pow(modulus, real(y))
	arg := Phase(x)
	theta := real(y) * arg
	if imag(y) != 0 {
		r *= math.Exp(-imag(y) * arg)
		theta += imag(y) * math.Log(modulus)
	}
	s, c := math.Sincos(theta)
	return complex(r*c, r*s)
}

func Sqrt(x complex128) complex128 {
	a, b := real(x), imag(x)
	if b == 0 {
		switch {
		case a == 0:
			return complex(0, b)
		case a < 0:
			return complex(0, math.Copysign(math.Sqrt(-a), b))
		}
		return complex(math.Sqrt(a), b)
	}
	if math.IsInf(b, 0) {
		return complex(math.Inf(1), b)
	}
	if a == 0 {
		if b < 0 {
			r := math.Sqrt(-0.5 * b)
			return complex(r, -r)
		}
		r := math.Sqrt(0.5 * b)
		return complex(r, r)
	}
	// Scaled so that the hypotenuse neither overflows nor loses precision to underflow.
	var scale float64
	if math.Abs(a) > 4 || math.Abs(b) > 4 {
		a, b, scale = a*0.25, b*0.25, 2
	} else {
		a, b, scale = a*0x1p54, b*0x1p54, 0x1p-27
	}
	r := math.Hypot(a, b)
	var t float64
	if a > 0 {
		t = math.Sqrt(0.5*r + 0.5*a)
		r = scale * math.Abs((0.5*b)/t)
		t *= scale
	} else {
		r = math.Sqrt(0.5*r - 0.5*a)
		t = scale * math.Abs((0.5*b)/r)
		r *= scale
	}
	if b < 0 {
		return complex(t, -r)
	}
	return complex(t, r)
}

// sinhcosh: both at once, through one Exp outside [-0.5, 0.5].
func sinhcosh(x float64) (sh, ch float64) {
	if math.Abs(x) <= 0.5 {
		return math.Sinh(x), math.Cosh(x)
	}
	e := math.Exp(x)
	ei := 0.5 / e
	e *= 0.5
	return e - ei, e + ei
}

func infOrNaN(f float64) bool { return math.IsInf(f, 0) || math.IsNaN(f) }

func Sin(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case im == 0 && infOrNaN(re):
		return complex(math.NaN(), im)
	case math.IsInf(im, 0):
		if re == 0 {
			return x
		}
		if infOrNaN(re) {
			return complex(math.NaN(), im)
		}
	case re == 0 && math.IsNaN(im):
		return x
	}
	s, c := math.Sincos(re)
	sh, ch := sinhcosh(im)
	return complex(s*ch, c*sh)
}

func Sinh(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case re == 0 && infOrNaN(im):
		return complex(re, math.NaN())
	case math.IsInf(re, 0):
		if im == 0 {
			return x
		}
		if infOrNaN(im) {
			return complex(re, math.NaN())
		}
	case im == 0 && math.IsNaN(re):
		return complex(math.NaN(), im)
	}
	s, c := math.Sincos(im)
	sh, ch := sinhcosh(re)
	return complex(c*sh, s*ch)
}

func Cos(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case im == 0 && infOrNaN(re):
		return complex(math.NaN(), -im*math.Copysign(0, re))
	case math.IsInf(im, 0):
		if re == 0 {
			return complex(math.Inf(1), -re*math.Copysign(0, im))
		}
		if infOrNaN(re) {
			return complex(math.Inf(1), math.NaN())
		}
	case re == 0 && math.IsNaN(im):
		return complex(math.NaN(), 0)
	}
	s, c := math.Sincos(re)
	sh, ch := sinhcosh(im)
	return complex(c*ch, -s*sh)
}

func Cosh(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case re == 0 && infOrNaN(im):
		return complex(math.NaN(), re*math.Copysign(0, im))
	case math.IsInf(re, 0):
		if im == 0 {
			return complex(math.Inf(1), im*math.Copysign(0, re))
		}
		if infOrNaN(im) {
			return complex(math.Inf(1), math.NaN())
		}
	case im == 0 && math.IsNaN(re):
		return complex(math.NaN(), im)
	}
	s, c := math.Sincos(im)
	sh, ch := sinhcosh(re)
	return complex(c*ch, s*sh)
}

func Tan(x complex128) complex128 {
	re, im := real(x), imag(x)
	if math.IsInf(im, 0) {
		if infOrNaN(re) {
			return complex(math.Copysign(0, re), math.Copysign(1, im))
		}
		return complex(math.Copysign(0, math.Sin(2*re)), math.Copysign(1, im))
	}
	if re == 0 && math.IsNaN(im) {
		return x
	}
	d := math.Cos(2*re) + math.Cosh(2*im)
	if math.Abs(d) < 0.25 {
		d = tanSeries(x)
	}
	if d == 0 {
		return Inf()
	}
	return complex(math.Sin(2*re)/d, math.Sinh(2*im)/d)
}

func Tanh(x complex128) complex128 {
	re, im := real(x), imag(x)
	if math.IsInf(re, 0) {
		if infOrNaN(im) {
			return complex(math.Copysign(1, re), math.Copysign(0, im))
		}
		return complex(math.Copysign(1, re), math.Copysign(0, math.Sin(2*im)))
	}
	if im == 0 && math.IsNaN(re) {
		return x
	}
	d := math.Cosh(2*re) + math.Cos(2*im)
	if d == 0 {
		return Inf()
	}
	return complex(math.Sinh(2*re)/d, math.Sin(2*im)/d)
}

func Cot(x complex128) complex128 {
	d := math.Cosh(2*imag(x)) - math.Cos(2*real(x))
	if math.Abs(d) < 0.25 {
		d = tanSeries(x)
	}
	if d == 0 {
		return Inf()
	}
	return complex(math.Sin(2*real(x))/d, -math.Sinh(2*imag(x))/d)
}

// tanSeries: cosh(2y) - cos(2x) by its Taylor series, for the denominators of Tan and Cot near
// their poles, where the subtraction would cancel.
func tanSeries(z complex128) float64 {
	const eps = 1.0 / (1 << 53)
	x := reducePi(math.Abs(2 * real(z)))
	y := math.Abs(2 * imag(z))
	x, y = x*x, y*y
	xp, yp, fact, n, d := 1.0, 1.0, 1.0, 0.0, 0.0
	for {
		for _, sign := range [2]float64{1, -1} {
			n++
			fact *= n
			n++
			fact *= n
			xp *= x
			yp *= y
			t := (yp + sign*xp) / fact
			d += t
			if sign < 0 && !(math.Abs(t/d) > eps) {
				return d
			}
		}
	}
}

// mPi: the bits of 1/π, 64 to a word, for reducing arguments of 2^30 and beyond.
var mPi = [...]uint64{
	0x0000000000000000, 0x517cc1b727220a94, 0xfe13abe8fa9a6ee0, 0x6db14acc9e21c820,
	0xff28b1d5ef5de2b0, 0xdb92371d2126e970, 0x0324977504e8c90e, 0x7f0ef58e5894d39f,
	0x74411afa975da242, 0x74ce38135a2fbf20, 0x9cc8eb1cc1a99cfa, 0x4e422fc5defc941d,
	0x8ffc4bffef02cc07, 0xf79788c5ad05368f, 0xb69b3f6793e584db, 0xa7a31fb34f2ff516,
	0xba93dd63f5f2f8bd, 0x9e839cfbc5294975, 0x35fdafd88fc6ae84, 0x2b0198237e3db5d5,
}

// reducePi: x reduced into [-π/2, π/2] by a multiple of π (Cody-Waite with π in three parts
// below 2^30, Payne-Hanek with the bits of 1/π above).
func reducePi(x float64) float64 {
	if math.Abs(x) < 1<<30 {
		const (
			pi1 = 3.141592502593994
			pi2 = 1.5099578831723193e-07
			pi3 = 1.0780605716316238e-14
		)
		k := float64(int64(x/math.Pi + 0.5))
		return ((x - k*pi1) - k*pi2) - k*pi3
	}
	const shift, bias = 52, 1023
	ix := math.Float64bits(x)
	exp := int(ix>>shift&0x7ff) - bias - shift
	ix = ix&(1<<shift-1) | 1<<shift
	digit, off := uint(exp+64)/64, uint(exp+64)%64
	word := func(i uint) uint64 { return mPi[digit+i]<<off | mPi[digit+i+1]>>(64-off) }
	z0, z1, z2 := word(0), word(1), word(2)
	z2hi, _ := bits.Mul64(z2, ix)
	z1hi, z1lo := bits.Mul64(z1, ix)
	lo, carry := bits.Add64(z1lo, z2hi, 0)
	hi, _ := bits.Add64(z0*ix, z1hi, carry)
	// The fraction hi:lo as a float64 in [0, 1), then into [-0.5, 0.5].
	lz := uint(bits.LeadingZeros64(hi))
	e := uint64(bias - (lz + 1))
	hi = (hi<<(lz+1) | lo>>(64-(lz+1))) >> (64 - shift)
	f := math.Float64frombits(hi | e<<shift)
	if f > 0.5 {
		f--
	}
	return math.Pi * f
}

func Asin(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case im == 0 && math.Abs(re) <= 1:
		return complex(math.Asin(re), im)
	case re == 0 && math.Abs(im) <= 1:
		return complex(re, math.Asinh(im))
	case math.IsNaN(im):
		if re == 0 {
			return complex(re, math.NaN())
		}
		if math.IsInf(re, 0) {
			return complex(math.NaN(), re)
		}
		return NaN()
	case math.IsInf(im, 0):
		if math.IsNaN(re) {
			return x
		}
		if math.IsInf(re, 0) {
			return complex(math.Copysign(math.Pi/4, re), im)
		}
		return complex(math.Copysign(0, re), im)
	case math.IsInf(re, 0):
		return complex(math.Copysign(math.Pi/2, re), math.Copysign(re, im))
	}
	// -i log(ix + sqrt(1 - x²))
	xx := x * x
	w := Log(complex(-im, re) + Sqrt(complex(1-real(xx), -imag(xx))))
	return complex(imag(w), -real(w))
}

func Asinh(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case im == 0 && math.Abs(re) <= 1:
		return complex(math.Asinh(re), im)
	case re == 0 && math.Abs(im) <= 1:
		return complex(re, math.Asin(im))
	case math.IsInf(re, 0):
		if math.IsInf(im, 0) {
			return complex(re, math.Copysign(math.Pi/4, im))
		}
		if math.IsNaN(im) {
			return x
		}
		return complex(re, math.Copysign(0.0, im))
	case math.IsNaN(re):
		if im == 0 {
			return x
		}
		if math.IsInf(im, 0) {
			return complex(im, re)
		}
		return NaN()
	case math.IsInf(im, 0):
		return complex(math.Copysign(im, re), math.Copysign(math.Pi/2, im))
	}
	// log(x + sqrt(1 + x²))
	xx := x * x
	return Log(x + Sqrt(complex(1+real(xx), imag(xx))))
}

func Acos(x complex128) complex128 {
	w := Asin(x)
	return complex(math.Pi/2-real(w), -imag(w))
}

func Acosh(x complex128) complex128 {
	if x == 0 {
		return complex(0, math.Copysign(math.Pi/2, imag(x)))
	}
	w := Acos(x)
	if imag(w) <= 0 {
		return complex(-imag(w), real(w))
	}
	return complex(imag(w), -real(w))
}

func Atan(x complex128) complex128 {
	re, im := real(x), imag(x)
	switch {
	case im == 0:
		return complex(math.Atan(re), im)
	case re == 0 && math.Abs(im) <= 1:
		return complex(re, math.Atanh(im))
	case math.IsInf(im, 0) || math.IsInf(re, 0):
		if math.IsNaN(re) {
			return complex(math.NaN(), math.Copysign(0, im))
		}
		return complex(math.Copysign(math.Pi/2, re), math.Copysign(0, im))
	case math.IsNaN(re) || math.IsNaN(im):
		return NaN()
	}
	re2 := re * re
	a := 1 - re2 - im*im
	if a == 0 {
		return NaN()
	}
	w := reducePi(0.5 * math.Atan2(2*re, a))
	t := im - 1
	b := re2 + t*t
	if b == 0 {
		return NaN()
	}
	t = im + 1
	return complex(w, 0.25*math.Log((re2+t*t)/b))
}

func Atanh(x complex128) complex128 {
	z := Atan(complex(-imag(x), real(x)))
	return complex(imag(z), -real(z))
}
