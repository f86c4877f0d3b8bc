package main

import "fmt"

type Animal interface {
	Sound() string
	Name() string
}

type Dog struct{}

func (d *Dog) Sound() string { return "woof" }

type Cat struct{}

func (Cat) Sound() string { return "meow" }
func (Cat) Name() int      { return 0 }

func main() {
	var a Animal = Dog{}
	var b Animal = &Dog{}
	var c Animal = Cat{}
	animals := []Animal{Dog{}, Cat{}}
	fmt.Println(a, b, c, animals)
	var d Dog = a
	_ = d
	if x, ok := a.(Cat); ok {
		fmt.Println(x)
	}
}

// Error:
// # command-line-arguments
// ./err_iface_missing_wrong_type_pointer_receiver.go:20:17: cannot use Dog{} (value of struct type Dog) as Animal value in variable declaration: Dog does not implement Animal (missing method Name)
// ./err_iface_missing_wrong_type_pointer_receiver.go:21:17: cannot use &Dog{} (value of type *Dog) as Animal value in variable declaration: *Dog does not implement Animal (missing method Name)
// ./err_iface_missing_wrong_type_pointer_receiver.go:22:17: cannot use Cat{} (value of struct type Cat) as Animal value in variable declaration: Cat does not implement Animal (wrong type for method Name)
// 		have Name() int
// 		want Name() string
// ./err_iface_missing_wrong_type_pointer_receiver.go:23:22: cannot use Dog{} (value of struct type Dog) as Animal value in array or slice literal: Dog does not implement Animal (missing method Name)
// ./err_iface_missing_wrong_type_pointer_receiver.go:23:29: cannot use Cat{} (value of struct type Cat) as Animal value in array or slice literal: Cat does not implement Animal (wrong type for method Name)
// 		have Name() int
// 		want Name() string
// ./err_iface_missing_wrong_type_pointer_receiver.go:25:14: cannot use a (variable of interface type Animal) as Dog value in variable declaration
// ./err_iface_missing_wrong_type_pointer_receiver.go:27:14: impossible type assertion: a.(Cat)
// 	Cat does not implement Animal (wrong type for method Name)
// 		have Name() int
// 		want Name() string
