package main

import (
	"fmt"
	"os"
)

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1f°C", float64(t)) }

type Err struct{ Code int }

func (e *Err) Error() string { return fmt.Sprintf("code %d", e.Code) }

func main() {
	var name string
	var age int
	n, err := fmt.Sscanf("alice 30", "%s %d", &name, &age)
	fmt.Println(n, err, name, age)
	var a, b int
	fmt.Sscan("3 4", &a, &b)
	fmt.Println(a + b)
	var f float64
	var s string
	fmt.Sscanf("pi=3.14 ok", "pi=%f %s", &f, &s)
	fmt.Println(f, s)
	fmt.Println(Temp(21.55), []Temp{1, 2})
	fmt.Printf("%v %s %d\n", Temp(3), Temp(4), 5)
	var e error = &Err{404}
	fmt.Println(e)
	fmt.Printf("%v|%s|%q\n", e, e, e)
	fmt.Fprintln(os.Stderr, "to stderr")
	fmt.Fprintf(os.Stdout, "%05.1f|%x|%X|%o\n", 3.14159, "hi", []byte{1, 171}, 64)
	fmt.Printf("%v %v\n", struct{}{}, [3]bool{true})
	fmt.Printf("%+d %+.2e\n", 0, 12345.678)
	fmt.Printf("%#v %#v %#v\n", []string{"a"}, map[string]int{"k": 1}, struct{ A *int }{})
	fmt.Printf("%v\n", [][]int{{1, 2}, {3}})
	fmt.Printf("%08b %3c|%-4q|\n", 5, 'x', 'y')
	fmt.Printf("%.3g %.10g %g\n", 1234.5678, 1.0/3, 1e100)
	fmt.Printf("%e %E\n", 0.0, 1e-10)
	fmt.Printf("%6.2v|\n", 3.14159)
	fmt.Printf("%t\n", 1)
	fmt.Printf("%!\n")
	fmt.Printf("%z\n", 3)
	type pt struct{ X, Y int }
	fmt.Printf("%v %+v\n", &pt{1, 2}, []*int{nil})
	fmt.Println(fmt.Sprintf("%[2]d %[1]d", 1, 2), fmt.Sprintf("%[3]v", 1))
	fmt.Print("a", "b", 1, 2, "c\n")
	fmt.Print(1, 2, "\n")
	fmt.Println(fmt.Errorf("wrap %d: %w", 1, e))
	var iface interface{} = 42
	fmt.Printf("%T %v %d\n", iface, iface, iface)
	fmt.Printf("%x %X\n", -255, uint8(200))
	fmt.Printf("%U\n", 0x1F600)
	fmt.Printf("%s\n", []byte("bytes"))
	fmt.Printf("%5t|%-7v|\n", false, nil)
}

// Output:
// 2 <nil> alice 30
// 7
// 3.14 ok
// 21.6°C [1.0°C 2.0°C]
// 3.0°C 4.0°C 5
// code 404
// code 404|code 404|"code 404"
// 003.1|6869|01AB|100
// {} [true false false]
// +0 +1.23e+04
// []string{"a"} map[string]int{"k":1} struct { A *int }{A:(*int)(nil)}
// [[1 2] [3]]
// 00000101   x|'y' |
// 1.23e+03 0.3333333333 1e+100
// 0.000000e+00 1.000000E-10
//    3.1|
// %!t(int=1)
// %!!(MISSING)
// %!z(int=3)
// &{1 2} [<nil>]
// 2 1 %!v(BADINDEX)
// ab1 2c
// 1 2
// wrap 1: code 404
// int 42 42
// -ff C8
// U+1F600
// bytes
// false|<nil>  |
// Stderr:
// to stderr
