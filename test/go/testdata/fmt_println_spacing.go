package main

import "fmt"

func main() {
	fmt.Println("a", 1, 2, "b", "c", 3.5, true)
	fmt.Print("a", "b", 1, 2, "c", 3, 4, "\n")
	fmt.Print(1, 2, "\n")
	fmt.Print("x", 1, "\n")
	s := fmt.Sprint("k=", 1, " v=", 2.5, []int{1})
	fmt.Println(s)
	fmt.Println(fmt.Sprintln("line", 1) == "line 1\n")
	fmt.Println()
	fmt.Println(nil, []any{nil, 1})
	n, err := fmt.Println("counted")
	fmt.Println(n, err)
}

// Output:
// a 1 2 b c 3.5 true
// ab1 2c3 4
// 1 2
// x1
// k=1 v=2.5 [1]
// true
//
// <nil> [<nil> 1]
// counted
// 8 <nil>
