package main

import "fmt"

// A module whose go line is older than the features it uses: gc names the version each needs.
func seq(yield func(int) bool) {
	yield(1)
}

func main() {
	m := map[string]int{"a": 1}
	clear(m)
	fmt.Println(min(1, 2), max(3, 4))
	for i := range 3 {
		fmt.Println(i)
	}
	for i, j := range 10 {
		fmt.Println(i, j)
	}
	for v := range seq {
		fmt.Println(v)
	}
}

// Error:
// # example.com/app
// ./main.go:12:2: clear requires go1.21 or later (-lang was set to go1.20; check go.mod)
// ./main.go:13:14: built-in min requires go1.21 or later (-lang was set to go1.20; check go.mod)
// ./main.go:13:25: built-in max requires go1.21 or later (-lang was set to go1.20; check go.mod)
// ./main.go:14:17: cannot range over 3 (untyped int constant): requires go1.22 or later (-lang was set to go1.20; check go.mod)
// ./main.go:17:20: cannot range over 10 (untyped int constant): requires go1.22 or later (-lang was set to go1.20; check go.mod)
// ./main.go:20:17: cannot range over seq (value of type func(yield func(int) bool)): requires go1.23 or later (-lang was set to go1.20; check go.mod)
