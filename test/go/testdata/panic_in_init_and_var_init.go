package main

import (
	"fmt"
	"strconv"
)

var port = mustPort("80a")

func mustPort(s string) int {
	fmt.Println("parsing port", s)
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err)
	}
	return n
}

func init() {
	fmt.Println("init never runs")
}

func main() {
	fmt.Println("main", port)
}

// Output:
// parsing port 80a
// Stderr:
// panic: strconv.Atoi: parsing "80a": invalid syntax
//
// goroutine 1 [running]:
// Exit: 2
