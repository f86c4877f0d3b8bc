package main

import (
	"errors"
	"math"
)

// The value table shared (by name) with test/go/std/fmtvalues.ts, which rebuilds each value in the
// interpreter's runtime representation.

type T struct {
	A int
	B string
	c float64
}

type Outer struct {
	In  T
	P   *T
	L   []T
	E   error
	I   any
	m   map[string]int
	Ptr *int
}

type S int

func (s S) String() string { return "S<" + string(rune('0'+int(s))) + ">" }

type PS struct{ N int }

func (p *PS) String() string { return "PS!" }

type VS struct{ N int }

func (v VS) String() string { return "VS!" }

type G struct{ N int }

func (G) GoString() string { return "G{custom}" }

type P struct{}

func (P) String() string { panic("oops") }

type PE struct{}

func (PE) Error() string { panic(errors.New("bad")) }

type MyInt int
type MyStr string

type E struct {
	T
	Z int
}

type Hidden struct {
	s S
	V S
}

var values = map[string]any{}
var order []string

func def(name string, v any) {
	values[name] = v
	order = append(order, name)
}

func init() {
	def("nil", nil)
	def("i0", 0)
	def("i42", 42)
	def("in42", -42)
	def("imax", math.MaxInt64)
	def("imin", math.MinInt64)
	def("i8n", int8(-7))
	def("u8", uint8(200))
	def("u16", uint16(65535))
	def("rune", 'é')
	def("runeX", rune(0x1F600))
	def("runeBad", rune(0x110000))
	def("u64max", uint64(math.MaxUint64))
	def("u", uint(7))
	def("f0", 0.0)
	def("fneg0", math.Copysign(0, -1))
	def("f1", 1.0)
	def("fpi", 3.14159265358979)
	def("f1e6", 1e6)
	def("f123456", 123456.0)
	def("f1e20", 1e20)
	def("f1e21", 1e21)
	def("fsmall", 0.000012345)
	def("f1em5", 0.00001)
	def("f2_5", 2.5)
	def("f0_125", 0.125)
	def("fbig", 123456789.0)
	def("f100", 100.0)
	def("finf", math.Inf(1))
	def("fninf", math.Inf(-1))
	def("fnan", math.NaN())
	def("f32", float32(0.1))
	def("f32b", float32(16777216.0))
	def("f32c", float32(3.4028235e38))
	def("fneg", -1234.5678)
	def("f1_005", 1.005)
	def("fmax", math.MaxFloat64)
	def("fminsub", 5e-324)
	def("f0_1", 0.1)
	def("f1_0e15", 1e15+0.3)
	def("c", complex(1, -2))
	def("s", "hello")
	def("sempty", "")
	def("suni", "héllo, 世界")
	def("sesc", "a\tb\"c\\\n")
	def("sinv", "\xff\xfe")
	def("sctl", "\x00\x7f\a")
	def("sbt", "back`tick")
	def("sbom", "\ufeff")
	def("semoji", "😀")
	def("bt", true)
	def("bf", false)
	def("bs", []byte("hi\x00"))
	def("bsnil", []byte(nil))
	def("sli", []int{1, 2, 3})
	def("slnil", []int(nil))
	def("slempty", []int{})
	def("sls", []string{"a", "b c"})
	def("sla", []any{1, "x", nil, 2.5})
	def("arr", [3]int{1, 2, 3})
	def("arrb", [2]byte{65, 66})
	def("m", map[string]int{"b": 2, "a": 1, "c": 3})
	def("mnil", map[string]int(nil))
	def("mi", map[int]string{3: "c", 1: "a", -2: "b"})
	def("mb", map[bool]int{true: 1, false: 0})
	def("mf", map[float64]string{2.5: "x", -1: "y"})
	def("mst", map[T]bool{{A: 2}: true, {A: 1, B: "z"}: false})
	def("st", T{A: 1, B: "x", c: 2.5})
	def("stz", T{})
	def("pst", &T{A: 7, B: "p"})
	def("nest", Outer{In: T{A: 1}, L: []T{{A: 2}}, I: 5, m: map[string]int{"k": 1}})
	def("stringer", S(3))
	def("sslice", []S{1, 2})
	def("pstringer", &PS{N: 1})
	def("vstringer", VS{N: 1})
	def("pvstringer", &VS{N: 1})
	def("nilvs", (*VS)(nil))
	def("nilt", (*T)(nil))
	def("err", errors.New("boom"))
	def("gostr", G{N: 1})
	def("panicky", P{})
	def("panicerr", PE{})
	def("named", MyInt(5))
	def("mystr", MyStr("q"))
	def("anon", struct{ X, Y int }{1, 2})
	def("emb", E{T: T{A: 1}, Z: 9})
	def("hidden", Hidden{s: 1, V: 2})
	def("ifaces", []any{S(1), nil, VS{}})
	def("mstringer", map[S]S{2: 1, 1: 2})
	def("pint", (*int)(nil))
}
