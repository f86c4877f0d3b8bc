package main

import (
	"fmt"
	"math"
	"strconv"
)

func errStr(err error) any {
	if err == nil {
		return nil
	}
	return str(err.Error())
}

var floatSamples = []float64{
	0, math.Copysign(0, -1), 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 2.5, 3.5, -2.5, 0.125, 0.375,
	1.005, 1.015, 1.025, 123456789, 1234567.125, 1e6, 1e7, 1e20, 1e21, 1e22, 1e23, 1e-4, 1e-5,
	1.5e-7, 5e-324, 2.2250738585072014e-308, math.MaxFloat64, math.SmallestNonzeroFloat32,
	math.MaxFloat32, 3.4028234663852886e+38, 16777217, 9007199254740993, 0.000123456, 99.995,
	9.5, 0.05, 0.95, 12345.6789, math.Pi, math.E, -math.Pi * 1e10, 100, 1e100, 1e-100,
	math.Inf(1), math.Inf(-1), math.NaN(), 0.1 + 0.2, 1 << 60, 4.35, 8.125, 1e15, 123e18,
}

func genStrconv(o *out) {
	fmts := []byte{'e', 'E', 'f', 'g', 'G', 'b', 'x', 'X'}
	precs := []int{-1, 0, 1, 2, 3, 5, 6, 10, 17, 20}
	for _, f := range floatSamples {
		for _, size := range []int{64, 32} {
			for _, fm := range fmts {
				for _, p := range precs {
					o.rec(map[string]any{"fn": "FormatFloat", "bits": fmt.Sprintf("%016x", math.Float64bits(f)), "fmt": string(fm), "prec": p, "size": size,
						"o": strconv.FormatFloat(f, fm, p, size)})
				}
			}
		}
	}
	ints := []int64{0, 1, -1, 7, 10, 35, 36, 255, -255, 1000000, math.MaxInt64, math.MinInt64, math.MaxInt32, 1 << 53, -(1 << 53) - 1}
	for _, v := range ints {
		for _, b := range []int{2, 8, 10, 16, 36} {
			o.rec(map[string]any{"fn": "FormatInt", "v": fmt.Sprint(v), "base": b, "o": strconv.FormatInt(v, b)})
		}
	}
	for _, v := range []uint64{0, 1, math.MaxUint64, 1 << 63} {
		for _, b := range []int{2, 10, 16} {
			o.rec(map[string]any{"fn": "FormatUint", "v": fmt.Sprint(v), "base": b, "o": strconv.FormatUint(v, b)})
		}
	}
	quoteIn := []string{"", "hello", "héllo", "tab\there", "quote\"s", "back\\slash", "nl\n", "\x00\x01\x7f", "\xff", "a\xc3", "日本語",
		"\u00e9", "\u200b", "\ufeff", "😀", "\u0301", "\u00a0", "\u2028", "bell\a\b\f\r\v", "`raw`", "'single'", "\U0010ffff", "\xed\xa0\x80"}
	for _, s := range quoteIn {
		o.rec(map[string]any{"fn": "Quote", "s": str(s), "o": str(strconv.Quote(s)), "ascii": str(strconv.QuoteToASCII(s)),
			"graphic": str(strconv.QuoteToGraphic(s)), "canBackquote": strconv.CanBackquote(s)})
	}
	for _, r := range []rune{'a', '\'', '"', '\\', '\n', 0, 0x7f, 'é', 0x1F600, 0x110000, -1, 0xD800, 0x200b, 0xa0, ' '} {
		o.rec(map[string]any{"fn": "QuoteRune", "r": r, "o": str(strconv.QuoteRune(r)), "ascii": str(strconv.QuoteRuneToASCII(r)), "graphic": str(strconv.QuoteRuneToGraphic(r))})
	}
	unq := []string{`"hello"`, `"a\tb"`, `"\u00e9\x41\101"`, "`raw\\n`", "`a\rb`", `'a'`, `'\n'`, `'ab'`, `"unterminated`, `"bad\q"`, `"\400"`,
		`''`, `"a"b`, `"`, `x`, `"\xff"`, `'\''`, `"\'"`, `'\"'`, `"\U0010FFFF"`, `"\U00110000"`, `"日本"`, "\"new\nline\"", `"\ud800"`}
	for _, s := range unq {
		v, err := strconv.Unquote(s)
		o.rec(map[string]any{"fn": "Unquote", "s": str(s), "o": str(v), "err": errStr(err)})
	}
	atoi := []string{"0", "42", "-42", "+7", "", "x", "1x", " 1", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "99999999999999999999", "0x10", "1_000", "-", "+", "007", "٣"}
	for _, s := range atoi {
		v, err := strconv.Atoi(s)
		o.rec(map[string]any{"fn": "Atoi", "s": str(s), "v": fmt.Sprint(v), "err": errStr(err)})
	}
	parseInts := []string{"0", "42", "-42", "0x1f", "0X1F", "0b101", "0o17", "017", "1_000", "_1", "1__0", "0x_1f", "z", "Z", "-0x80",
		"127", "128", "-128", "-129", "255", "256", "ff", "777", "0x", "9223372036854775807", "-9223372036854775808", "18446744073709551615", "18446744073709551616"}
	for _, s := range parseInts {
		for _, base := range []int{0, 10, 16, 8, 2, 36} {
			for _, bits := range []int{0, 8, 64} {
				v, err := strconv.ParseInt(s, base, bits)
				o.rec(map[string]any{"fn": "ParseInt", "s": s, "base": base, "bits": bits, "v": fmt.Sprint(v), "err": errStr(err)})
				u, err := strconv.ParseUint(s, base, bits)
				o.rec(map[string]any{"fn": "ParseUint", "s": s, "base": base, "bits": bits, "v": fmt.Sprint(u), "err": errStr(err)})
			}
		}
	}
	for _, bad := range []int{1, 37, -1} {
		_, err := strconv.ParseInt("1", bad, 64)
		o.rec(map[string]any{"fn": "ParseInt", "s": "1", "base": bad, "bits": 64, "v": "0", "err": errStr(err)})
	}
	for _, bits := range []int{65, -1} {
		_, err := strconv.ParseInt("1", 10, bits)
		o.rec(map[string]any{"fn": "ParseInt", "s": "1", "base": 10, "bits": bits, "v": "0", "err": errStr(err)})
	}
	floats := []string{"0", "1", "-1", "1.5", ".5", "5.", "1e10", "1E-3", "+1.5e+3", "inf", "+Inf", "-infinity", "NaN", "nan", "1e400", "-1e400",
		"1e-400", "0x1p-2", "0x1.8p1", "1_000.5", "1__0", "", ".", "e5", "1e", "abc", "1.5x", "3.4028235e38", "3.5e38", "0.1", "123456789012345678901234567890",
		"4.9e-324", "2.4703282292062328e-324", "0x", "Infinity", "infx"}
	for _, s := range floats {
		for _, bits := range []int{64, 32} {
			v, err := strconv.ParseFloat(s, bits)
			o.rec(map[string]any{"fn": "ParseFloat", "s": s, "bits": bits, "v": fmt.Sprintf("%016x", math.Float64bits(v)), "err": errStr(err)})
		}
	}
	for _, s := range []string{"1", "t", "T", "TRUE", "true", "True", "0", "f", "F", "FALSE", "false", "False", "yes", "", "tRUE"} {
		v, err := strconv.ParseBool(s)
		o.rec(map[string]any{"fn": "ParseBool", "s": s, "v": v, "err": errStr(err)})
	}
}
