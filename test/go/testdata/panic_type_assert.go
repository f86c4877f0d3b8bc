package main

import "fmt"

type Animal interface{ Sound() string }
type Dog struct{}

func (Dog) Sound() string { return "woof" }

func main() {
	var a any = "hello"
	if n, ok := a.(int); !ok {
		fmt.Println("not int", n)
	}
	var an Animal = Dog{}
	fmt.Println(an.Sound())
	func() {
		defer func() { fmt.Println(recover()) }()
		_ = a.(Animal)
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		var x any
		_ = x.(string)
	}()
	_ = an.(interface{ Fly() })
}

// Output:
// not int 0
// woof
// interface conversion: string is not main.Animal: missing method Sound
// interface conversion: interface {} is nil, not string
// Stderr:
// panic: interface conversion: main.Dog is not interface { Fly() }: missing method Fly
//
// goroutine 1 [running]:
// Exit: 2
