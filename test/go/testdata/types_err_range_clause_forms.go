package main

import "fmt"

type P struct{ X int }

func main() {
	n := 3.5
	for i := range n {
		fmt.Println(i)
	}
	for i, v, w := range []int{} {
	}
	p := struct{ X int }{}
	for range p {
	}
	var f func(int)
	for x := range f {
		fmt.Println(x)
	}
	for i := 0; i < 10; i++ {
		i := "s"
	}
	for k, v := range map[string]int{} {
		fmt.Println(k)
	}
}

// Error:
// # command-line-arguments
// ./types_err_range_clause_forms.go:9:17: cannot range over n (variable of type float64)
// ./types_err_range_clause_forms.go:12:6: declared and not used: i
// ./types_err_range_clause_forms.go:12:9: declared and not used: v
// ./types_err_range_clause_forms.go:12:12: range clause permits at most two iteration variables
// ./types_err_range_clause_forms.go:15:12: cannot range over p (variable of type struct{X int})
// ./types_err_range_clause_forms.go:18:17: cannot range over f (variable of type func(int)): func must be func(yield func(...) bool): argument is not func
// ./types_err_range_clause_forms.go:22:3: declared and not used: i
// ./types_err_range_clause_forms.go:24:9: declared and not used: v
