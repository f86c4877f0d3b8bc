package main

import "fmt"

type S struct{ ch chan int }

func f() int { return 1 }

func main() {
	ch := make(chan int)
	m := map[string]int{}
	var s S
	var i interface{} = 1
	select {
	case y := 1:
		fmt.Println(y)
	case a, b := 1, 2:
		fmt.Println(a, b)
	case f():
	case m["a"]:
	case s.ch:
	case i.(int):
	case ch > 0:
	case v := f():
		fmt.Println(v)
	case <-ch:
	}
}

// Error:
// # command-line-arguments
// ./err_select_case_forms.go:11:2: declared and not used: m
// ./err_select_case_forms.go:12:6: declared and not used: s
// ./err_select_case_forms.go:15:7: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:17:7: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:19:8: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:20:8: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:21:8: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:22:8: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:23:10: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:24:7: select case must be send or receive (possibly with assignment)
// ./err_select_case_forms.go:12:6: too many errors
