// Interface satisfaction at run time uses method sets with signatures: a T value lacks *T's
// methods, and a method with the right name but another signature does not count.
package main

import "fmt"

type Namer interface{ Name() string }
type Setter interface{ Set(string) }
type Stringer interface{ String() string }
type IntStringer interface{ String() int }

type T struct{ n string }

func (t T) Name() string   { return t.n }
func (t *T) Set(s string)  { t.n = s }

type U struct{}

func (U) String() int { return 1 }

type V struct{}

func (V) String() string { return "v" }

func main() {
	var x any = T{"a"}
	_, ok := x.(Setter)
	fmt.Println("T is Setter:", ok)
	_, ok = x.(Namer)
	fmt.Println("T is Namer:", ok)
	var p any = &T{"b"}
	_, ok = p.(Setter)
	fmt.Println("*T is Setter:", ok)
	_, ok = p.(Namer)
	fmt.Println("*T is Namer:", ok)
	var u any = U{}
	_, ok = u.(fmt.Stringer)
	fmt.Println("U is fmt.Stringer:", ok)
	_, ok = u.(IntStringer)
	fmt.Println("U is IntStringer:", ok)
	switch u.(type) {
	case fmt.Stringer:
		fmt.Println("switch: Stringer")
	case IntStringer:
		fmt.Println("switch: IntStringer")
	}
	for _, v := range []any{T{}, &T{}, U{}, V{}} {
		switch v.(type) {
		case Setter:
			fmt.Println("Setter")
		case Stringer:
			fmt.Println("Stringer")
		case Namer:
			fmt.Println("Namer")
		default:
			fmt.Println("other")
		}
	}
	fmt.Println(u)
	defer func() { fmt.Println("recovered:", recover()) }()
	_ = x.(Setter)
}

// Output:
// T is Setter: false
// T is Namer: true
// *T is Setter: true
// *T is Namer: true
// U is fmt.Stringer: false
// U is IntStringer: true
// switch: IntStringer
// Namer
// Setter
// other
// Stringer
// {}
// recovered: interface conversion: main.T is not main.Setter: missing method Set
