package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		func() {
			if i == 1 {
				break
			}
		}()
	}
outer:
	for range 2 {
		switch {
		case true:
			continue outer
		}
	}
	goto missing
	select {
	case <-make(chan int):
		break outer
	}
	var x any = 1
	switch x.(type) {
	case int, int:
	case fmt.Stringer, fmt.Stringer:
	}
	switch 1 {
	case 1, 1:
	}
}

// Error:
// # command-line-arguments
// ./err_break_in_closure_dup_cases_missing_label.go:9:5: break is not in a loop, switch, or select
// ./err_break_in_closure_dup_cases_missing_label.go:20:7: label missing not defined
// ./err_break_in_closure_dup_cases_missing_label.go:23:9: invalid break label outer
// ./err_break_in_closure_dup_cases_missing_label.go:27:12: duplicate case int in type switch
// 	./err_break_in_closure_dup_cases_missing_label.go:27:7: previous case
// ./err_break_in_closure_dup_cases_missing_label.go:28:21: duplicate case fmt.Stringer in type switch
// 	./err_break_in_closure_dup_cases_missing_label.go:28:7: previous case
// ./err_break_in_closure_dup_cases_missing_label.go:31:10: duplicate case 1 (constant of type int) in expression switch
// 	./err_break_in_closure_dup_cases_missing_label.go:31:7: previous case
