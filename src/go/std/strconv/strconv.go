package strconv

import "errors"

const IntSize = 64

var ErrRange = errors.New("value out of range")

var ErrSyntax = errors.New("invalid syntax")

// A NumError records a failed conversion.
type NumError struct {
	Func string
	Num  string
	Err  error
}

func (e *NumError) Error() string {
	return "strconv." + e.Func + ": " + "parsing " + Quote(e.Num) + ": " + e.Err.Error()
}

func (e *NumError) Unwrap() error {
	return e.Err
}

func numError(fn, s string, code int, msg string) error {
	switch code {
	case 0:
		return nil
	case 1:
		return &NumError{fn, s, ErrSyntax}
	case 2:
		return &NumError{fn, s, ErrRange}
	}
	return &NumError{fn, s, errors.New(msg)}
}

func atoi(s string) (int, int, string)
func parseGoInt(s string, base int, bitSize int) (int64, int, string)
func parseUint(s string, base int, bitSize int) (uint64, int, string)
func parseGoFloat(s string, bitSize int) (float64, int, string)
func parseBool(s string) (bool, int, string)
func parseFloatPrefix(s string, bitSize int) (float64, int, int, string)

func Atoi(s string) (int, error) {
	v, code, msg := atoi(s)
	return v, numError("Atoi", s, code, msg)
}

func ParseInt(s string, base int, bitSize int) (i int64, err error) {
	v, code, msg := parseGoInt(s, base, bitSize)
	return v, numError("ParseInt", s, code, msg)
}

func ParseUint(s string, base int, bitSize int) (uint64, error) {
	v, code, msg := parseUint(s, base, bitSize)
	return v, numError("ParseUint", s, code, msg)
}

func ParseFloat(s string, bitSize int) (float64, error) {
	v, code, msg := parseGoFloat(s, bitSize)
	return v, numError("ParseFloat", s, code, msg)
}

func ParseBool(str string) (bool, error) {
	v, code, msg := parseBool(str)
	return v, numError("ParseBool", str, code, msg)
}

// Itoa is native: one call instead of a Go frame around FormatInt's (bench/go/maps.go).
func Itoa(i int) string

func FormatBool(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func FormatInt(i int64, base int) string
func FormatUint(i uint64, base int) string
func FormatFloat(f float64, fmt byte, prec, bitSize int) string

func AppendInt(dst []byte, i int64, base int) []byte {
	return append(dst, FormatInt(i, base)...)
}

func AppendUint(dst []byte, i uint64, base int) []byte {
	return append(dst, FormatUint(i, base)...)
}

func AppendFloat(dst []byte, f float64, fmt byte, prec, bitSize int) []byte {
	return append(dst, FormatFloat(f, fmt, prec, bitSize)...)
}

func AppendBool(dst []byte, b bool) []byte {
	return append(dst, FormatBool(b)...)
}

func AppendQuote(dst []byte, s string) []byte {
	return append(dst, Quote(s)...)
}

func AppendQuoteToASCII(dst []byte, s string) []byte {
	return append(dst, QuoteToASCII(s)...)
}

func AppendQuoteToGraphic(dst []byte, s string) []byte {
	return append(dst, QuoteToGraphic(s)...)
}

func AppendQuoteRune(dst []byte, r rune) []byte {
	return append(dst, QuoteRune(r)...)
}

func AppendQuoteRuneToASCII(dst []byte, r rune) []byte {
	return append(dst, QuoteRuneToASCII(r)...)
}

func AppendQuoteRuneToGraphic(dst []byte, r rune) []byte {
	return append(dst, QuoteRuneToGraphic(r)...)
}

func Quote(s string) string
func QuoteToASCII(s string) string
func QuoteToGraphic(s string) string
func QuoteRune(r rune) string
func QuoteRuneToASCII(r rune) string
func QuoteRuneToGraphic(r rune) string
func CanBackquote(s string) bool
func IsPrint(r rune) bool
func IsGraphic(r rune) bool

func unquote(s string) (string, bool)

func Unquote(s string) (string, error) {
	out, ok := unquote(s)
	if !ok {
		return "", ErrSyntax
	}
	return out, nil
}

func unquoteChar(s string, quote byte) (value rune, multibyte bool, tail string, ok bool)

func UnquoteChar(s string, quote byte) (value rune, multibyte bool, tail string, err error) {
	value, multibyte, tail, ok := unquoteChar(s, quote)
	if !ok {
		return 0, false, "", ErrSyntax
	}
	return value, multibyte, tail, nil
}

func quotedPrefix(s string) (string, bool)

func QuotedPrefix(s string) (string, error) {
	out, ok := quotedPrefix(s)
	if !ok {
		return "", ErrSyntax
	}
	return out, nil
}

// ParseComplex and FormatComplex as go1.23's strconv/atoc.go and ctoa.go.

const fnParseComplex = "ParseComplex"

func convErr(err error, s string) (syntax, range_ error) {
	if x, ok := err.(*NumError); ok {
		x.Func = fnParseComplex
		x.Num = s
		if x.Err == ErrRange {
			return nil, x
		}
	}
	return err, nil
}

func ParseComplex(s string, bitSize int) (complex128, error) {
	size := 64
	if bitSize == 64 {
		size = 32 // complex64 uses float32 parts
	}
	orig := s
	if len(s) >= 2 && s[0] == '(' && s[len(s)-1] == ')' {
		s = s[1 : len(s)-1]
	}
	var pending error
	re, n, code, msg := parseFloatPrefix(s, size)
	if code != 0 {
		var err error
		err, pending = convErr(numError("ParseFloat", s, code, msg), orig)
		if err != nil {
			return 0, err
		}
	}
	s = s[n:]
	if len(s) == 0 {
		return complex(re, 0), pending
	}
	switch s[0] {
	case '+':
		if len(s) > 1 && s[1] != '+' {
			s = s[1:]
		}
	case '-':
	case 'i':
		if len(s) == 1 {
			return complex(0, re), pending
		}
		fallthrough
	default:
		return 0, &NumError{fnParseComplex, orig, ErrSyntax}
	}
	im, n, code, msg := parseFloatPrefix(s, size)
	if code != 0 {
		var err error
		err, pending = convErr(numError("ParseFloat", s, code, msg), orig)
		if err != nil {
			return 0, err
		}
	}
	s = s[n:]
	if s != "i" {
		return 0, &NumError{fnParseComplex, orig, ErrSyntax}
	}
	return complex(re, im), pending
}

func FormatComplex(c complex128, fmt byte, prec, bitSize int) string {
	if bitSize != 64 && bitSize != 128 {
		panic("invalid bitSize")
	}
	bitSize >>= 1 // complex64 uses float32 internally
	im := FormatFloat(imag(c), fmt, prec, bitSize)
	if im[0] != '+' && im[0] != '-' {
		im = "+" + im
	}
	return "(" + FormatFloat(real(c), fmt, prec, bitSize) + im + "i)"
}
