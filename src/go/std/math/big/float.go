// Float as in go1.23 (math/big/float.go, floatconv.go, ftoa.go, floatmarsh.go): a binary
// floating-point number of chosen precision (0.mant × 2**exp), with its rounding mode and the
// accuracy of the last operation. The arithmetic and the text conversions are natives (float.ts);
// this file holds the API, the NaN panics and the fmt and text hooks.

package big

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

const (
	MaxExp  = math.MaxInt32
	MinExp  = math.MinInt32
	MaxPrec = math.MaxUint32
)

type Float struct {
	prec uint32
	mode RoundingMode
	acc  Accuracy
	form byte
	neg  bool
	mant int64 // holds a JS bigint (see float.ts); never read by Go code
	exp  int32
}

const (
	zero   byte = 0
	finite byte = 1
	inf    byte = 2
)

// ErrNaN is the panic value of an operation whose result would be a NaN.
type ErrNaN struct {
	msg string
}

func (err ErrNaN) Error() string {
	return err.msg
}

type RoundingMode byte

const (
	ToNearestEven RoundingMode = iota
	ToNearestAway
	ToZero
	AwayFromZero
	ToNegativeInf
	ToPositiveInf
)

func (i RoundingMode) String() string {
	switch i {
	case ToNearestEven:
		return "ToNearestEven"
	case ToNearestAway:
		return "ToNearestAway"
	case ToZero:
		return "ToZero"
	case AwayFromZero:
		return "AwayFromZero"
	case ToNegativeInf:
		return "ToNegativeInf"
	case ToPositiveInf:
		return "ToPositiveInf"
	}
	return "RoundingMode(" + strconv.FormatInt(int64(i), 10) + ")"
}

func NewFloat(x float64) *Float {
	if math.IsNaN(x) {
		panic(ErrNaN{"NewFloat(NaN)"})
	}
	return new(Float).SetFloat64(x)
}

func makeAcc(above bool) Accuracy {
	if above {
		return Above
	}
	return Below
}

func (z *Float) round(sbit uint)

func (z *Float) SetPrec(prec uint) *Float {
	z.acc = Exact
	if prec == 0 {
		z.prec = 0
		if z.form == finite {
			z.acc = makeAcc(z.neg)
			z.form = zero
		}
		return z
	}
	if prec > MaxPrec {
		prec = MaxPrec
	}
	old := z.prec
	z.prec = uint32(prec)
	if z.prec < old {
		z.round(0)
	}
	return z
}

func (z *Float) SetMode(mode RoundingMode) *Float {
	z.mode = mode
	z.acc = Exact
	return z
}

func (x *Float) Prec() uint { return uint(x.prec) }
func (x *Float) MinPrec() uint
func (x *Float) Mode() RoundingMode { return x.mode }
func (x *Float) Acc() Accuracy      { return x.acc }

func (x *Float) Sign() int {
	if x.form == zero {
		return 0
	}
	if x.neg {
		return -1
	}
	return 1
}

func (x *Float) MantExp(mant *Float) (exp int) {
	if x.form == finite {
		exp = int(x.exp)
	}
	if mant != nil {
		mant.Copy(x)
		if mant.form == finite {
			mant.exp = 0
		}
	}
	return
}

func (z *Float) setExpAndRound(exp int64, sbit uint) {
	if exp < MinExp {
		z.acc = makeAcc(z.neg)
		z.form = zero
		return
	}
	if exp > MaxExp {
		z.acc = makeAcc(!z.neg)
		z.form = inf
		return
	}
	z.form = finite
	z.exp = int32(exp)
	z.round(sbit)
}

func (z *Float) SetMantExp(mant *Float, exp int) *Float {
	z.Copy(mant)
	if z.form == finite {
		z.setExpAndRound(int64(z.exp)+int64(exp), 0)
	}
	return z
}

func (x *Float) Signbit() bool { return x.neg }
func (x *Float) IsInf() bool   { return x.form == inf }

func (x *Float) IsInt() bool {
	if x.form != finite {
		return x.form == zero
	}
	if x.exp <= 0 {
		return false
	}
	return x.prec <= uint32(x.exp) || x.MinPrec() <= uint(x.exp)
}

func (z *Float) setUint64(neg bool, x uint64) *Float
func (z *Float) setFloat64(x float64)
func (z *Float) setInt(x *Int)

func (z *Float) SetUint64(x uint64) *Float { return z.setUint64(false, x) }

func (z *Float) SetInt64(x int64) *Float {
	u := x
	if u < 0 {
		u = -u
	}
	return z.setUint64(x < 0, uint64(u))
}

func (z *Float) SetFloat64(x float64) *Float {
	if math.IsNaN(x) {
		panic(ErrNaN{"Float.SetFloat64(NaN)"})
	}
	z.setFloat64(x)
	return z
}

func (z *Float) SetInt(x *Int) *Float {
	z.setInt(x)
	return z
}

func (z *Float) SetRat(x *Rat) *Float {
	if x.IsInt() {
		return z.SetInt(x.Num())
	}
	var a, b Float
	a.SetInt(x.Num())
	b.SetInt(x.Denom())
	if z.prec == 0 {
		z.prec = max(a.prec, b.prec)
	}
	return z.Quo(&a, &b)
}

func (z *Float) SetInf(signbit bool) *Float {
	z.acc = Exact
	z.form = inf
	z.neg = signbit
	return z
}

func (z *Float) Set(x *Float) *Float

func (z *Float) Copy(x *Float) *Float {
	if z != x {
		z.prec = x.prec
		z.mode = x.mode
		z.acc = x.acc
		z.form = x.form
		z.neg = x.neg
		if z.form == finite {
			z.mant = x.mant
			z.exp = x.exp
		}
	}
	return z
}

func (x *Float) Uint64() (uint64, Accuracy)
func (x *Float) Int64() (int64, Accuracy)
func (x *Float) Float32() (float32, Accuracy)
func (x *Float) Float64() (float64, Accuracy)
func (x *Float) intInto(z *Int) Accuracy
func (x *Float) ratInto(a, b *Int)

func (x *Float) Int(z *Int) (*Int, Accuracy) {
	if x.form == inf {
		return nil, makeAcc(x.neg)
	}
	if z == nil {
		z = new(Int)
	}
	acc := x.intInto(z)
	return z, acc
}

func (x *Float) Rat(z *Rat) (*Rat, Accuracy) {
	if x.form == inf {
		return nil, makeAcc(x.neg)
	}
	if z == nil {
		z = new(Rat)
	}
	a, b := new(Int), new(Int)
	x.ratInto(a, b)
	z.SetFrac(a, b)
	return z, Exact
}

func (z *Float) Abs(x *Float) *Float {
	z.Set(x)
	z.neg = false
	return z
}

func (z *Float) Neg(x *Float) *Float {
	z.Set(x)
	z.neg = !z.neg
	return z
}

func (z *Float) add(x, y *Float, sub bool) string
func (z *Float) mul(x, y *Float) string
func (z *Float) quo(x, y *Float) string
func (z *Float) sqrt(x *Float) string

func (z *Float) Add(x, y *Float) *Float {
	if msg := z.add(x, y, false); msg != "" {
		panic(ErrNaN{msg})
	}
	return z
}

func (z *Float) Sub(x, y *Float) *Float {
	if msg := z.add(x, y, true); msg != "" {
		panic(ErrNaN{msg})
	}
	return z
}

func (z *Float) Mul(x, y *Float) *Float {
	if msg := z.mul(x, y); msg != "" {
		panic(ErrNaN{msg})
	}
	return z
}

func (z *Float) Quo(x, y *Float) *Float {
	if msg := z.quo(x, y); msg != "" {
		panic(ErrNaN{msg})
	}
	return z
}

func (z *Float) Sqrt(x *Float) *Float {
	if msg := z.sqrt(x); msg != "" {
		panic(ErrNaN{msg})
	}
	return z
}

func (x *Float) Cmp(y *Float) int

// ---- text (floatconv.go, ftoa.go) ----

func (x *Float) text(format byte, prec int) string

func (x *Float) Text(format byte, prec int) string { return x.text(format, prec) }

func (x *Float) String() string { return x.text('g', 10) }

func (x *Float) Append(buf []byte, fmt byte, prec int) []byte {
	return append(buf, x.text(fmt, prec)...)
}

func (z *Float) SetString(s string) (*Float, bool) {
	if f, _, err := z.Parse(s, 0); err == nil {
		return f, true
	}
	return nil, false
}

var (
	errNoDigits = fmt.Errorf("number has no digits")
	errInvalSep = fmt.Errorf("'_' must separate successive digits")
)

func (z *Float) scanned(neg bool, digits string, b, fcount int, exp int64, ebase int) string

// scan reads a number as floatconv.go's scan (nat.scan with fractions, scanExponent).
func (z *Float) scan(r io.ByteScanner, base int) (f *Float, b int, err error) {
	if base != 0 && base != 2 && base != 8 && base != 10 && base != 16 {
		panic(fmt.Sprintf("invalid number base %d", base))
	}
	z.form = zero
	var neg bool
	ch, err := r.ReadByte()
	if err != nil {
		return
	}
	switch ch {
	case '-':
		neg = true
	case '+':
	default:
		r.UnreadByte()
	}
	z.neg = neg
	// the mantissa
	prev := '.'
	invalSep := false
	fracOk := true
	count := 0
	ch, err = r.ReadByte()
	b, prefix := base, 0
	if base == 0 {
		b = 10
		if err == nil && ch == '0' {
			prev = '0'
			count = 1
			ch, err = r.ReadByte()
			if err == nil {
				switch ch {
				case 'b', 'B':
					b, prefix = 2, 'b'
				case 'o', 'O':
					b, prefix = 8, 'o'
				case 'x', 'X':
					b, prefix = 16, 'x'
				}
				if prefix != 0 {
					count = 0
					ch, err = r.ReadByte()
				}
			}
		}
	}
	var digits strings.Builder
	if count == 1 {
		digits.WriteByte('0')
	}
	dp := -1
	for err == nil {
		if ch == '.' && fracOk {
			fracOk = false
			if prev == '_' {
				invalSep = true
			}
			prev = '.'
			dp = count
		} else if ch == '_' && base == 0 {
			if prev != '0' {
				invalSep = true
			}
			prev = '_'
		} else {
			d1 := 99
			switch {
			case '0' <= ch && ch <= '9':
				d1 = int(ch - '0')
			case 'a' <= ch && ch <= 'z':
				d1 = int(ch-'a') + 10
			case 'A' <= ch && ch <= 'Z':
				d1 = int(ch-'A') + 10
			}
			if d1 >= b {
				r.UnreadByte()
				break
			}
			prev = '0'
			count++
			digits.WriteByte(ch)
		}
		ch, err = r.ReadByte()
	}
	if err == io.EOF {
		err = nil
	}
	if err == nil && (invalSep || prev == '_') {
		err = errInvalSep
	}
	if count == 0 {
		err = errNoDigits
	}
	if err != nil {
		return
	}
	fcount := count
	if dp >= 0 {
		fcount = dp - count
	}
	// the exponent
	exp, ebase := int64(0), 10
	ch, err = r.ReadByte()
	if err != nil {
		if err != io.EOF {
			return
		}
		err = nil
	} else {
		switch ch {
		case 'e', 'E':
			ebase = 10
		case 'p', 'P':
			ebase = 2
		default:
			r.UnreadByte()
			ebase = 0
		}
		if ebase == 0 {
			ebase = 10
		} else {
			var edigits []byte
			ch, err = r.ReadByte()
			if err == nil && (ch == '+' || ch == '-') {
				if ch == '-' {
					edigits = append(edigits, '-')
				}
				ch, err = r.ReadByte()
			}
			prev := '.'
			invalSep := false
			hasDigits := false
			for err == nil {
				if '0' <= ch && ch <= '9' {
					edigits = append(edigits, ch)
					prev = '0'
					hasDigits = true
				} else if ch == '_' && base == 0 {
					if prev != '0' {
						invalSep = true
					}
					prev = '_'
				} else {
					r.UnreadByte()
					break
				}
				ch, err = r.ReadByte()
			}
			if err == io.EOF {
				err = nil
			}
			if err == nil && !hasDigits {
				err = errNoDigits
			}
			if err == nil {
				exp, err = strconv.ParseInt(string(edigits), 10, 64)
			}
			if err == nil && (invalSep || prev == '_') {
				err = errInvalSep
			}
			if err != nil {
				return
			}
		}
	}
	if msg := z.scanned(neg, digits.String(), b, fcount, exp, ebase); msg != "" {
		err = fmt.Errorf("%s", msg)
		return
	}
	f = z
	return
}

func (z *Float) Parse(s string, base int) (f *Float, b int, err error) {
	if len(s) == 3 && (s == "Inf" || s == "inf") {
		f = z.SetInf(false)
		return
	}
	if len(s) == 4 && (s[0] == '+' || s[0] == '-') && (s[1:] == "Inf" || s[1:] == "inf") {
		f = z.SetInf(s[0] == '-')
		return
	}
	r := strings.NewReader(s)
	if f, b, err = z.scan(r, base); err != nil {
		return
	}
	if ch, err2 := r.ReadByte(); err2 == nil {
		err = fmt.Errorf("expected end of string, found %q", ch)
	} else if err2 != io.EOF {
		err = err2
	}
	return
}

func ParseFloat(s string, base int, prec uint, mode RoundingMode) (f *Float, b int, err error) {
	return new(Float).SetPrec(prec).SetMode(mode).Parse(s, base)
}

type floatByteReader struct {
	fmt.ScanState
}

func (r floatByteReader) ReadByte() (byte, error) {
	ch, size, err := r.ReadRune()
	if size != 1 && err == nil {
		err = fmt.Errorf("invalid rune %#U", ch)
	}
	return byte(ch), err
}

func (r floatByteReader) UnreadByte() error {
	return r.UnreadRune()
}

func (z *Float) Scan(s fmt.ScanState, ch rune) error {
	s.SkipSpace()
	_, _, err := z.scan(floatByteReader{s}, 0)
	return err
}

func (x *Float) MarshalText() (text []byte, err error) {
	if x == nil {
		return []byte("<nil>"), nil
	}
	return x.Append(nil, 'g', -1), nil
}

func (z *Float) UnmarshalText(text []byte) error {
	_, _, err := z.Parse(string(text), 0)
	if err != nil {
		err = fmt.Errorf("math/big: cannot unmarshal %q into a *big.Float (%v)", text, err)
	}
	return err
}

func (x *Float) Format(s fmt.State, format rune) {
	prec, hasPrec := s.Precision()
	if !hasPrec {
		prec = 6
	}
	switch format {
	case 'e', 'E', 'f', 'b', 'p', 'x':
	case 'F':
		format = 'f'
	case 'v':
		format = 'g'
		fallthrough
	case 'g', 'G':
		if !hasPrec {
			prec = -1
		}
	default:
		fmt.Fprintf(s, "%%!%c(*big.Float=%s)", format, x.String())
		return
	}
	buf := []byte(x.text(byte(format), prec))
	if len(buf) == 0 {
		buf = []byte("?")
	}
	var sign string
	switch {
	case buf[0] == '-':
		sign = "-"
		buf = buf[1:]
	case buf[0] == '+':
		sign = "+"
		if s.Flag(' ') {
			sign = " "
		}
		buf = buf[1:]
	case s.Flag('+'):
		sign = "+"
	case s.Flag(' '):
		sign = " "
	}
	var padding int
	if width, hasWidth := s.Width(); hasWidth && width > len(sign)+len(buf) {
		padding = width - len(sign) - len(buf)
	}
	switch {
	case s.Flag('0') && !x.IsInf():
		io.WriteString(s, sign)
		io.WriteString(s, strings.Repeat("0", padding))
		s.Write(buf)
	case s.Flag('-'):
		io.WriteString(s, sign)
		s.Write(buf)
		io.WriteString(s, strings.Repeat(" ", padding))
	default:
		io.WriteString(s, strings.Repeat(" ", padding))
		io.WriteString(s, sign)
		s.Write(buf)
	}
}
