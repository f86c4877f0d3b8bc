package main

import (
	"errors"
	"fmt"
	"os"
)

type Point struct {
	X, Y int
}

type Named struct {
	Name  string
	Tags  []string
	Attrs map[string]int
	Next  *Named
	err   error
}

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type Wrapper struct {
	Temp Celsius
	P    *Point
}

type Bad struct{}

func (Bad) String() string { panic("boom") }

type Custom struct{ n int }

func (c Custom) Format(f fmt.State, verb rune) {
	w, wok := f.Width()
	fmt.Fprintf(f, "Custom[%c %d %v %v]", verb, c.n, w, wok)
}

type GS struct{}

func (GS) GoString() string { return "GS!" }

func main() {
	p := Point{1, 2}
	fmt.Println(p)
	fmt.Printf("%v %+v %#v %T\n", p, p, p, p)
	fmt.Printf("%v %+v\n", &p, &p)
	n := Named{Name: "a", Tags: []string{"x", "y"}, Attrs: map[string]int{"z": 1, "a": 2}, err: errors.New("e")}
	n.Next = &Named{Name: "b"}
	fmt.Printf("%v\n", n.Tags)
	fmt.Printf("%+v\n", n.Attrs)
	fmt.Printf("%#v\n", n.Tags)
	fmt.Printf("%#v\n", n.Attrs)
	w := Wrapper{Temp: 21.5}
	fmt.Println(w.Temp, w)
	fmt.Printf("%v %s %d\n", w.Temp, w.Temp, 42)
	fmt.Println(Bad{})
	fmt.Printf("%s|%d\n", Bad{}, Bad{})
	fmt.Println(Custom{3})
	fmt.Printf("%8x|%v\n", Custom{4}, Custom{5})
	fmt.Printf("%#v %v\n", GS{}, GS{})
	var ip *int
	var e error
	fmt.Println(ip, e)
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n")
	fmt.Printf("%d %d\n", 1, 2, 3)
	fmt.Print("a", "b", 1, 2, "c", 3.5, nil, "\n")
	fmt.Println(fmt.Sprint("x", 1, 2, "y"), fmt.Sprintln("end"))
	fmt.Fprintln(os.Stderr, "to stderr")
	fmt.Fprintf(os.Stdout, "%q %x %X %o %b %c %U\n", "hi\n", 255, "hi", 8, 5, 'é', 0x1F600)
	fmt.Printf("%6.2f|%-8.3e|%g|%G|%v\n", 3.14159, 12345.678, 1e21, 1e-7, 100000000.0)
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 1, 4, 2, 2, 3.14159)
	fmt.Printf("%[2]d %[1]d\n", 1, 2)
	fmt.Printf("%t %v %p\n", true, false, nil)
	var iface any = 42
	fmt.Printf("%v %T\n", iface, iface)
	fmt.Printf("%v %T\n", []any{1, "a", nil}, []any{})
	fmt.Printf("%x % x %#x\n", []byte("abc"), []byte("abc"), "abc")
	fmt.Printf("%08.3f|%+d|% d|%x\n", -3.5, 5, 5, -255)
	fmt.Printf("%v %v\n", int64(-9223372036854775808), uint64(18446744073709551615))
	fmt.Printf("%5t|%-7v|%q\n", true, nil, 'x')
	fmt.Printf("%v\n", [3]int{1, 2, 3})
	fmt.Printf("%v %v\n", struct{}{}, struct{ A, b int }{1, 2})
	m := map[int]string{3: "c", 1: "a", 2: "b"}
	fmt.Println(m)
	type inner struct{ A []int }
	fmt.Printf("%+v\n", []inner{{A: []int{1}}, {}})
	fmt.Println(errors.New("plain"), fmt.Errorf("wrapped: %w", errors.New("inner")))
}
