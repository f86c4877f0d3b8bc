package main

import "fmt"

type A struct{ Name string }

func (A) Hello() string { return "A.Hello" }
func (A) Only() string  { return "A.Only" }

type B struct {
	A
	Name string
}

func (B) Hello() string { return "B.Hello" }

func main() {
	b := B{A: A{Name: "inner"}, Name: "outer"}
	fmt.Println(b.Name, b.A.Name)
	fmt.Println(b.Hello(), b.A.Hello(), b.Only())
	fmt.Printf("%+v\n", b)
}

// Output:
// outer inner
// B.Hello A.Hello A.Only
// {A:{Name:inner} Name:outer}
