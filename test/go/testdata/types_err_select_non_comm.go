package main

import "fmt"

func main() {
	ch := make(chan int)
	select {
	case x > 0:
		fmt.Println(ch)
	}
}

// Error:
// # command-line-arguments
// ./types_err_select_non_comm.go:3:8: "fmt" imported and not used
// ./types_err_select_non_comm.go:6:2: declared and not used: ch
// ./types_err_select_non_comm.go:8:9: select case must be send or receive (possibly with assignment)
