package main

import (
	"fmt"
	"os"
)

type T struct{ A int }

type bad struct{}

func (bad) String() string { panic("boom in String") }

type badErr struct{}

func (*badErr) Error() string { panic(fmt.Errorf("wrapped %d", 7)) }

type nilStringer struct{ s string }

func (n *nilStringer) String() string { return "ns:" + n.s }

func main() {
	fmt.Printf("%d\n", "str")
	fmt.Printf("%s\n", 42)
	fmt.Printf("%d %d\n", 1)
	fmt.Printf("%d\n", 1, 2, "x")
	fmt.Printf("%!\n")
	fmt.Printf("%z %Z\n", 3, T{1})
	fmt.Printf("100%\n")
	fmt.Printf("%.2d %t\n", 3.5, 1)
	fmt.Printf("%[3]d %[0]d %[x]d\n", 1, 2)
	fmt.Printf("%*d\n", "w", 5)
	fmt.Printf("%.*d\n", -1, 5)
	fmt.Printf("%*d\n", 10000000, 5)
	fmt.Printf("%v %s\n", bad{}, []bad{{}})
	fmt.Printf("%v\n", &badErr{})
	var ns *nilStringer
	fmt.Printf("%v %s %+v\n", ns, ns, []*nilStringer{ns, {s: "x"}})
	fmt.Printf("%p\n", 5)
	fmt.Printf("%x %X\n", 3.5, "é")
	fmt.Printf("%c|%q|%U\n", "s", 1.5, "u")
	fmt.Printf("%s|%v\n", T{1}, struct{ S fmt.Stringer }{})
	fmt.Printf("%e %f\n", 1, "f")
	fmt.Printf("%b %o\n", 1.5, 2.5)
	fmt.Printf("%v %v\n", [3]byte{1, 2, 3}, []byte(nil))
	fmt.Printf("%s %q\n", [3]byte{65, 66, 67}, [2]byte{0, 'z'})
	n, err := fmt.Printf("%d%%\n", 50)
	fmt.Println(n, err)
	fmt.Fprintf(os.Stderr, "to stderr %v\n", T{2})
	fmt.Println(fmt.Sprintf("%v", []interface{}{bad{}, 1}))
	fmt.Printf("%")
	fmt.Println()
	fmt.Printf("%-")
	fmt.Println()
	fmt.Printf("%d %", 1)
	fmt.Println()
}

// Output:
// %!d(string=str)
// %!s(int=42)
// 1 %!d(MISSING)
// 1
// %!(EXTRA int=2, string=x)%!!(MISSING)
// %!z(int=3) {%!Z(int=1)}
// 100%!
// (MISSING)%!d(float64=3.5) %!t(int=1)
// %!d(BADINDEX) %!d(BADINDEX) %!d(BADINDEX)
// %!(BADWIDTH)5
// %!(BADPREC)5
// %!(BADWIDTH)5
// %!v(PANIC=String method: boom in String) [%!s(PANIC=String method: boom in String)]
// %!v(PANIC=Error method: wrapped 7)
// <nil> <nil> [<nil> ns:x]
// %!p(int=5)
// 0x1.cp+01 C3A9
// %!c(string=s)|%!q(float64=1.5)|%!U(string=u)
// {%!s(int=1)}|{<nil>}
// %!e(int=1) %!f(string=f)
// 6755399441055744p-52 %!o(float64=2.5)
// [1 2 3] []
// ABC "\x00z"
// 50%
// 4 <nil>
// [%!v(PANIC=String method: boom in String) 1]
// %!(NOVERB)
// %!(NOVERB)
// 1 %!(NOVERB)
// Stderr:
// to stderr {2}
