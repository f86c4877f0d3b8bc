package main

import "fmt"

var loads int

type Board [3][3]byte

func load() *Board {
	loads++
	fmt.Println("loading board", loads)
	return &Board{}
}

func row() [5]int {
	loads++
	return [5]int{1, 2, 3, 4, 5}
}

func main() {
	var b *Board
	fmt.Println(len(b), len(b[0]), cap(b)) // constants: b is never dereferenced
	fmt.Println(len(load()), cap(load()))
	fmt.Println(len(row()), loads)
	n := 0
	for i := range load() {
		n += i
	}
	fmt.Println(n, loads)
	var none func() *[4]string
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(len(none()))
}

// Output:
// 3 3 3
// loading board 1
// loading board 2
// 3 3
// 5 3
// loading board 4
// 3 4
// recovered: runtime error: invalid memory address or nil pointer dereference
