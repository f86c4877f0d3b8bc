package main

import (
	"fmt"
	"math"
)

type Celsius float32
type ID uint16
type Flags uint8

func (f Flags) String() string { return fmt.Sprintf("Flags(%08b)", uint8(f)) }

func main() {
	fmt.Println(0.1+0.2, float32(0.1), 1e6, 1e20, 1e21, 123456789.0, 1e-4, 1e-5, -0.0, math.Copysign(0, -1))
	fmt.Println(math.Inf(1), math.Inf(-1), math.NaN(), math.MaxInt64, math.MinInt64, uint64(math.MaxUint64))
	fmt.Println(math.Pi, float32(math.Pi), math.MaxFloat64, math.SmallestNonzeroFloat64, math.MaxFloat32)
	fmt.Println(Celsius(36.6), ID(65535), Flags(5), []Flags{1, 2}, map[Flags]ID{3: 1})
	fmt.Println(3/2, -7/2, -7%3, 7.0/2, 1<<10, 0x7fffffff+1, int32(math.MaxInt32), ^0, ^uint8(1))
	fmt.Println(complex(1, -2), complex64(complex(0.5, 0)), real(3+4i), imag(3+4i), math.Sqrt(2))
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%[3]*.[2]*[1]f|\n", 12.0, 2, 6)
	fmt.Printf("%[1]v %[1]T %[1]q\n", 'x')
	fmt.Printf("%[5]d\n", 1, 2)
	fmt.Printf("%.0f %.0f %.0f %.0f %.1f\n", 0.5, 1.5, 2.5, -0.5, 0.05)
	fmt.Printf("%g %g %g %g %g\n", 100000.0, 1000000.0, 1e-4, 1e-5, float32(1)/3)
	fmt.Printf("%v %v %.3v %.10v\n", 1e100, 123.456e-20, math.Pi, math.Pi)
	fmt.Printf("%6.2f|%-8.3f|%+.1e|%08.2f|% .2f\n", math.Pi, math.E, 12345.6789, -3.14159, 2.0)
	fmt.Printf("%b %o %#o %#b %x %#X\n", 10, 64, 64, 5, 3.5, 255)
	fmt.Printf("%5t|%-7t|%q|%v\n", true, false, 0x1F600, '\x00')
	fmt.Printf("%c|%c|%U|%q\n", 0x110000, -1, -1, 0xD800)
	fmt.Printf("%x %X %x\n", "hello", []string{"ab", "c"}, 3.0)
	fmt.Printf("%08b %3d%% %-5d| %05s %.2s\n", 5, 50, 42, "ab", "日本語")
	fmt.Printf("%v %v %v %v\n", []int(nil), map[string]int(nil), (*int)(nil), []string{})
	fmt.Printf("%d %s\n", []int8{-1, 2}, []any{"a", 1})
	fmt.Printf("%t %d\n", 1, true)
	fmt.Printf("%s %v\n", error(nil), struct{}{})
	fmt.Printf("%v %d %x\n", uint8(255), byte('A'), int64(-1))
	fmt.Printf("%e %.2e %G\n", 0.0, 1.0, 1e-10)
	var i8 int8 = 127
	i8++
	var u uint = 0
	u--
	fmt.Println(i8, u, uint32(1<<32-1)+1)
	fmt.Println(math.Floor(-2.5), math.Ceil(2.1), math.Round(-2.5), math.Trunc(-2.7), math.Mod(7, -3), math.Abs(-0.0))
	fmt.Println(int(2.9), int(-2.9), int64(float64(1<<62)), uint8(int(300)&0xff), float64(7)/2)
	fmt.Println(math.Max(1, math.NaN()), min(1.0, math.NaN()), max(-0.0, 0.0), math.Hypot(3, 4), math.Pow(2, 0.5), math.Log(math.E))
	fmt.Printf("%T %T %T %T\n", 1, 1.0, 1i, 'a')
	fmt.Printf("%v|%6v|%-6v|%06v\n", -5, -5, -5, -5)
	fmt.Printf("%x|%X|% x|%#x|%# x\n", []byte{}, "Az", []byte{1, 2}, []byte{1, 2}, []byte{1, 2})
}

// Error:
// # command-line-arguments
// ./fmt_numbers_floats_argindex.go:44:21: uint32(1 << 32 - 1) + 1 (constant 4294967296 of type uint32) overflows uint32
// ./fmt_numbers_floats_argindex.go:46:18: cannot convert 2.9 (untyped float constant) to type int
// ./fmt_numbers_floats_argindex.go:46:28: cannot convert -2.9 (untyped float constant) to type int
