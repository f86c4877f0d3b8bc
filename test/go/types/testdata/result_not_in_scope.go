package main

import "strconv"

func f(s string) (n int, err error) {
	if s != "" {
		n, err := strconv.Atoi(s)
		_ = n
		if err != nil {
			return
		}
	}
	return
}

func main() { f("") }

// Error:
// ./result_not_in_scope.go:10:4: result parameter n not in scope at return
// 	./result_not_in_scope.go:7:3: inner declaration of var n int
// ./result_not_in_scope.go:10:4: result parameter err not in scope at return
// 	./result_not_in_scope.go:7:6: inner declaration of var err error
