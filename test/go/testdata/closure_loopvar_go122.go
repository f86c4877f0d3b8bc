package main

import "fmt"

func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var ptrs []*int
	for i := 0; i < 3; i++ {
		ptrs = append(ptrs, &i)
	}
	fmt.Println(*ptrs[0], *ptrs[1], *ptrs[2])
	var gs []func() string
	for _, s := range []string{"a", "b", "c"} {
		gs = append(gs, func() string { return s })
	}
	for _, g := range gs {
		fmt.Print(g())
	}
	fmt.Println()
	for i := 0; i < 3; i++ {
		defer func() { fmt.Print("defer ", i, "; ") }()
	}
}

// Output:
// 0 1 2 
// 0 1 2
// abc
// defer 2; defer 1; defer 0; 
// \ No newline at end of output
