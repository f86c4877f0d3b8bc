package main

import "fmt"

// No goroutine starts here: the program runs without generator code, and its operands that read a
// map entry, a slice element or a sum of such reads are still read after the calls that follow.
func main() {
	m := map[string]int{"k": 1}
	bump := func() int { m["k"]++; return m["k"] }
	fmt.Println(m["k"], bump())
	x := m["k"] + bump()
	fmt.Println(x)
	y := m["k"]*10 + bump()
	fmt.Println(y)
	s := []int{1}
	set := func() int { s[0] = 9; return 0 }
	fmt.Println(s[0]+1, set())
	n := 1
	inc := func() int { n++; return n }
	fmt.Println(n*2, -n, inc())
	println(m["k"], bump())
	println(s[0]-1, set(), n+1, inc())
}

// Output:
// 2 2
// 6
// 44
// 10 0
// 4 -2 2
// Stderr:
// 5 5
// 8 0 4 3
