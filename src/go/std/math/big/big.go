package big

import (
	"errors"
	"fmt"
)

// An Int represents a signed multi-precision integer. The zero value is 0.
type Int struct {
	v int64 // holds a JS bigint (see package.ts); never read by Go code
}

func NewInt(x int64) *Int { return new(Int).SetInt64(x) }

func (z *Int) SetInt64(x int64) *Int
func (z *Int) SetUint64(x uint64) *Int
func (z *Int) Set(x *Int) *Int
func (z *Int) SetBit(x *Int, i int, b uint) *Int
func (z *Int) setString(s string, base int) bool
func (z *Int) setBytes(b string) *Int
func (x *Int) bytes() string

// SetBytes reads buf as a big-endian unsigned integer.
func (z *Int) SetBytes(buf []byte) *Int { return z.setBytes(string(buf)) }

// Bytes is |x| big-endian, without leading zeros.
func (x *Int) Bytes() []byte { return []byte(x.bytes()) }

func (x *Int) FillBytes(buf []byte) []byte {
	b := x.bytes()
	if len(b) > len(buf) {
		panic("math/big: buffer too small to fit value")
	}
	clear(buf)
	copy(buf[len(buf)-len(b):], b)
	return buf
}

func (z *Int) SetString(s string, base int) (*Int, bool) {
	if s != "" && base != 0 && (base < 2 || base > MaxBase) {
		panic(fmt.Sprintf("invalid number base %d", base))
	}
	if !z.setString(s, base) {
		return nil, false
	}
	return z, true
}

func (z *Int) Add(x, y *Int) *Int
func (z *Int) Sub(x, y *Int) *Int
func (z *Int) Mul(x, y *Int) *Int
func (z *Int) Quo(x, y *Int) *Int
func (z *Int) Rem(x, y *Int) *Int
func (z *Int) Div(x, y *Int) *Int
func (z *Int) Mod(x, y *Int) *Int
func (z *Int) Neg(x *Int) *Int
func (z *Int) Abs(x *Int) *Int
func (z *Int) Exp(x, y, m *Int) *Int
func (z *Int) Sqrt(x *Int) *Int
func (z *Int) Lsh(x *Int, n uint) *Int
func (z *Int) Rsh(x *Int, n uint) *Int
func (z *Int) And(x, y *Int) *Int
func (z *Int) Or(x, y *Int) *Int
func (z *Int) Xor(x, y *Int) *Int
func (z *Int) Not(x *Int) *Int
func (z *Int) AndNot(x, y *Int) *Int
func (z *Int) GCD(x, y, a, b *Int) *Int
func (z *Int) ModInverse(g, n *Int) *Int
func (z *Int) MulRange(a, b int64) *Int
func (z *Int) Binomial(n, k int64) *Int

func (z *Int) QuoRem(x, y, r *Int) (*Int, *Int) {
	q := new(Int).Quo(x, y)
	r.Rem(x, y)
	return z.Set(q), r
}

func (z *Int) DivMod(x, y, m *Int) (*Int, *Int) {
	q := new(Int).Div(x, y)
	m.Mod(x, y)
	return z.Set(q), m
}

func (x *Int) Cmp(y *Int) int
func (x *Int) CmpAbs(y *Int) int
func (x *Int) Sign() int
func (x *Int) Int64() int64
func (x *Int) Uint64() uint64
func (x *Int) IsInt64() bool
func (x *Int) IsUint64() bool
func (x *Int) BitLen() int
func (x *Int) Bit(i int) uint
func (x *Int) TrailingZeroBits() uint
func (x *Int) ProbablyPrime(n int) bool
func (x *Int) Text(base int) string
func (x *Int) Float64() (float64, Accuracy)

func (x *Int) String() string {
	if x == nil {
		return "<nil>"
	}
	return x.Text(10)
}

// The text and JSON marshalers are go1.23's (math/big/intmarsh.go): JSON writes a bare number.
func (x *Int) MarshalText() (text []byte, err error) {
	if x == nil {
		return []byte("<nil>"), nil
	}
	return []byte(x.Text(10)), nil
}

func (z *Int) UnmarshalText(text []byte) error {
	if !z.setString(string(text), 0) {
		return fmt.Errorf("math/big: cannot unmarshal %q into a *big.Int", text)
	}
	return nil
}

func (x *Int) MarshalJSON() ([]byte, error) {
	if x == nil {
		return []byte("null"), nil
	}
	return []byte(x.Text(10)), nil
}

func (z *Int) UnmarshalJSON(text []byte) error {
	if string(text) == "null" {
		return nil
	}
	return z.UnmarshalText(text)
}

func (x *Int) Append(buf []byte, base int) []byte {
	return append(buf, x.Text(base)...)
}

// Format implements fmt.Formatter for the integer verbs (width and flags are not applied).
// Format is go1.23's (math/big/intconv.go): base from the verb, sign and '#' prefix, precision
// as a minimum of digits, width padded with spaces or (flag '0', no precision) zeros.
func (x *Int) Format(s fmt.State, ch rune) {
	var base int
	switch ch {
	case 'b':
		base = 2
	case 'o', 'O':
		base = 8
	case 'd', 's', 'v':
		base = 10
	case 'x', 'X':
		base = 16
	default:
		fmt.Fprintf(s, "%%!%c(big.Int=%s)", ch, x.String())
		return
	}
	if x == nil {
		fmt.Fprint(s, "<nil>")
		return
	}
	digits := x.Text(base)
	sign := ""
	switch {
	case digits[0] == '-':
		sign, digits = "-", digits[1:]
	case s.Flag('+'):
		sign = "+"
	case s.Flag(' '):
		sign = " "
	}
	prefix := ""
	if s.Flag('#') {
		switch ch {
		case 'b':
			prefix = "0b"
		case 'o':
			prefix = "0"
		case 'x':
			prefix = "0x"
		case 'X':
			prefix = "0X"
		}
	}
	if ch == 'O' {
		prefix = "0o"
	}
	if ch == 'X' {
		b := []byte(digits)
		for i, c := range b {
			if 'a' <= c && c <= 'z' {
				b[i] = c - 'a' + 'A'
			}
		}
		digits = string(b)
	}
	var left, zeros, right int
	precision, precisionSet := s.Precision()
	if precisionSet {
		switch {
		case len(digits) < precision:
			zeros = precision - len(digits)
		case digits == "0" && precision == 0:
			return
		}
	}
	length := len(sign) + len(prefix) + zeros + len(digits)
	if width, widthSet := s.Width(); widthSet && length < width {
		switch d := width - length; {
		case s.Flag('-'):
			right = d
		case s.Flag('0') && !precisionSet:
			zeros = d
		default:
			left = d
		}
	}
	pad := func(str string, n int) {
		for ; n > 0; n-- {
			fmt.Fprint(s, str)
		}
	}
	pad(" ", left)
	fmt.Fprint(s, sign, prefix)
	pad("0", zeros)
	fmt.Fprint(s, digits)
	pad(" ", right)
}

type Accuracy int8

const (
	Below Accuracy = -1
	Exact Accuracy = 0
	Above Accuracy = +1
)

func (a Accuracy) String() string {
	switch a {
	case Below:
		return "Below"
	case Above:
		return "Above"
	}
	return "Exact"
}

type Word uint

const MaxBase = 10 + ('z' - 'a' + 1) + ('Z' - 'A' + 1)

// Scan is a support routine for fmt.Scanner (go1.23 math/big/intconv.go): an optional sign, then
// the digits nat.scan accepts in the verb's base (with base 0, %v and %s, a 0b, 0o, 0x or 0 prefix
// and '_' separators).
func (z *Int) Scan(s fmt.ScanState, ch rune) error {
	s.SkipSpace()
	base := 0
	switch ch {
	case 'b':
		base = 2
	case 'o':
		base = 8
	case 'd':
		base = 10
	case 'x', 'X':
		base = 16
	case 's', 'v':
	default:
		return errors.New("Int.Scan: invalid verb")
	}
	r, _, err := s.ReadRune()
	if err != nil {
		return err
	}
	text := ""
	if r == '-' || r == '+' {
		text = string(r)
	} else {
		s.UnreadRune()
	}
	b, digits, sep := base, 0, base == 0
	if base == 0 {
		b = 10
		if r, _, err := s.ReadRune(); err == nil {
			if r != '0' {
				s.UnreadRune()
			} else {
				text += "0"
				digits = 1
				b = 8
				if r, _, err := s.ReadRune(); err == nil {
					switch r {
					case 'x', 'X':
						b, digits = 16, 0
						text += string(r)
					case 'b', 'B':
						b, digits = 2, 0
						text += string(r)
					case 'o', 'O':
						b, digits = 8, 0
						text += string(r)
					default:
						s.UnreadRune()
					}
				}
			}
		}
	}
	for {
		r, _, err := s.ReadRune()
		if err != nil {
			break
		}
		d := 99
		switch {
		case '0' <= r && r <= '9':
			d = int(r - '0')
		case 'a' <= r && r <= 'z':
			d = int(r-'a') + 10
		case 'A' <= r && r <= 'Z':
			d = int(r-'A') + 10
		}
		if r == '_' && sep {
			text += "_"
			continue
		}
		if d >= b {
			s.UnreadRune()
			break
		}
		text += string(r)
		digits++
	}
	if digits == 0 {
		return errors.New("number has no digits")
	}
	if _, ok := z.SetString(text, base); !ok {
		return errors.New("'_' must separate successive digits")
	}
	return nil
}
