package main

import (
	"errors"
	"fmt"
	"time"
)

type Res struct {
	Kind string
	Gen  int64
	Sub  *Res
	Err  error
	D    time.Duration
	T    time.Time
	M    map[string][]int
}

type Wrapper struct {
	Res
	Note string
}

func main() {
	r := Res{Kind: "Pod", Gen: 3, Err: errors.New("x"), D: 2 * time.Second, T: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), M: map[string][]int{"b": {2}, "a": {1, 1}}}
	fmt.Printf("%v\n", r)
	fmt.Printf("%+v\n", r)
	fmt.Printf("%v\n", Wrapper{r, "n"})
	fmt.Printf("%+v\n", Wrapper{Note: "z"})
	fmt.Printf("[%12v][%-12v]\n", r.D, r.Kind)
	fmt.Printf("[%8v][%-8v][%08v]\n", []int{1, 2}, [2]string{"a", "b"}, 3.5)
	fmt.Printf("[%6.2v]\n", []float64{3.14159, 2.71828})
	fmt.Printf("%x %X\n", []string{"ab", "c"}, [2]int{255, 16})
	fmt.Printf("%q\n", map[string]string{"k": "v\n"})
	fmt.Printf("%v %v\n", &[]int{1}, &map[string]int{"a": 1})
	fmt.Printf("%v %+v\n", struct{ P *int }{nil}, struct {
		A any
		B []any
	}{nil, []any{nil, 1}})
	fmt.Printf("%s %v\n", error(nil), error(nil))
	fmt.Printf("%d %s\n", []any{1, "a"}, []any{1, "a"})
	fmt.Printf("%5t|%-7s|%q\n", true, []byte("ab"), []byte("ab"))
	fmt.Printf("%v|%s|%d\n", time.Month(3), time.Weekday(2), time.March)
	fmt.Printf("%T %T %T %T\n", r.M, &r, r.Err, []any{})
	fmt.Println(fmt.Sprintf("%08.3f|%+08d|%-+6d|% d|% x", -1.5, 42, 7, 5, []byte{1, 2}))
	fmt.Println(fmt.Sprintf("%c%c%c", 72, 105, 0x1F600), fmt.Sprintf("%U %#U", 0x1F600, 'a'))
	fmt.Println(fmt.Sprintf("%e %E %.2e", 0.0, 1e-10, 123456.0))
	fmt.Println(fmt.Sprintf("%b %o %O %#b", 10, 64, 64, 5))
	fmt.Println(fmt.Sprintf("%.3s|%.10s|%5.1s|", "abcdef", "ab", "xyz"))
	fmt.Println(fmt.Sprintf("%v %v %v", int64(-1<<63), uint8(255), float32(1)/3))
	fmt.Println(fmt.Errorf("code %d: %w", 5, errors.New("inner")), fmt.Errorf("no wrap %v", nil))
	fmt.Printf("%v %v\n", 1e100, 123456789012345678.0)
	fmt.Printf("%6.3g|%-10.4e|%+.2f\n", 0.00012345, 6.02214076e23, 0.005)
}

// Output:
// {Pod 3 <nil> x 2s 2024-01-01 00:00:00 +0000 UTC map[a:[1 1] b:[2]]}
// {Kind:Pod Gen:3 Sub:<nil> Err:x D:2s T:2024-01-01 00:00:00 +0000 UTC M:map[a:[1 1] b:[2]]}
// {{Pod 3 <nil> x 2s 2024-01-01 00:00:00 +0000 UTC map[a:[1 1] b:[2]]} n}
// {Res:{Kind: Gen:0 Sub:<nil> Err:<nil> D:0s T:0001-01-01 00:00:00 +0000 UTC M:map[]} Note:z}
// [          2s][Pod         ]
// [[       1        2]][[a        b       ]][000003.5]
// [[   3.1    2.7]]
// [6162 63] [FF 10]
// map["k":"v\n"]
// &[1] &map[a:1]
// {<nil>} {A:<nil> B:[<nil> 1]}
// %!s(<nil>) <nil>
// [1 %!d(string=a)] [%!s(int=1) a]
//  true|ab     |"ab"
// March|Tuesday|3
// map[string][]int *main.Res *errors.errorString []interface {}
// -001.500|+0000042|+7    | 5|01 02
// Hi😀 U+1F600 U+0061 'a'
// 0.000000e+00 1.000000E-10 1.23e+05
// 1010 100 0o100 0b101
// abc|ab|    x|
// -9223372036854775808 255 0.33333334
// code 5: inner no wrap <nil>
// 1e+100 1.2345678901234568e+17
// 0.000123|6.0221e+23|+0.01
