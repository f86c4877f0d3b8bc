package main

import "fmt"

type Animal interface {
	Sound() string
	Legs() int
}

type Dog struct{}

func (d *Dog) Sound() string { return "woof" }
func (d Dog) Legs() int      { return 4 }

type Cat struct{}

func (c Cat) Sound() string { return "meow" }

func describe(a Animal) string { return fmt.Sprint(a.Sound(), a.Legs()) }

func main() {
	fmt.Println(describe(Dog{}))
	fmt.Println(describe(Cat{}))
	var a Animal = &Dog{}
	d := a.(Cat)
	n := len(5)
	var f float64 = "1.5"
	for i := range 3 {
		i = "x"
	}
	fmt.Println(d, n, f, undefinedThing)
	fmt.Printf("%d\n")
	return 1
}

// Error:
// # command-line-arguments
// ./err_pointer_receiver_iface_and_misc.go:22:23: cannot use Dog{} (value of struct type Dog) as Animal value in argument to describe: Dog does not implement Animal (method Sound has pointer receiver)
// ./err_pointer_receiver_iface_and_misc.go:23:23: cannot use Cat{} (value of struct type Cat) as Animal value in argument to describe: Cat does not implement Animal (missing method Legs)
// ./err_pointer_receiver_iface_and_misc.go:25:7: impossible type assertion: a.(Cat)
// 	Cat does not implement Animal (missing method Legs)
// ./err_pointer_receiver_iface_and_misc.go:26:11: invalid argument: 5 (untyped int constant) for built-in len
// ./err_pointer_receiver_iface_and_misc.go:27:18: cannot use "1.5" (untyped string constant) as float64 value in variable declaration
// ./err_pointer_receiver_iface_and_misc.go:28:6: declared and not used: i
// ./err_pointer_receiver_iface_and_misc.go:29:7: cannot use "x" (untyped string constant) as int value in assignment
// ./err_pointer_receiver_iface_and_misc.go:31:23: undefined: undefinedThing
// ./err_pointer_receiver_iface_and_misc.go:33:9: too many return values
// 	have (number)
// 	want ()
