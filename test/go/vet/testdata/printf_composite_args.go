package main

import "fmt"

type Inner struct {
	A int
	B string
}

func main() {
	fmt.Printf("%d\n", Inner{5, "e"})
	fmt.Printf("%d\n", []string{"a", "b"})
	fmt.Printf("%d\n", map[float64]string{2.5: "x", -1: "y"})
	fmt.Printf("%d\n", func() string { return "x" })
	fmt.Printf("%s\n", &Inner{A: 1})
	n := Inner{}
	n = Inner{}
	fmt.Println(n)
}
