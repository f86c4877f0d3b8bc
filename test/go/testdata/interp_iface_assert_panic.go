// Interface conversion panics name the first method the dynamic type lacks (or has with another signature).
package main

import "fmt"

type U struct{}

func (U) String() int { return 1 }

type T struct{}

func (*T) Set() {}

type Setter interface{ Set() }

func main() {
	defer func() { fmt.Println(recover()) }()
	func() {
		defer func() { fmt.Println(recover()) }()
		var x any = T{}
		_ = x.(Setter)
	}()
	var u any = U{}
	_ = u.(fmt.Stringer)
}

// Output:
// interface conversion: main.T is not main.Setter: missing method Set
// interface conversion: main.U is not fmt.Stringer: missing method String
