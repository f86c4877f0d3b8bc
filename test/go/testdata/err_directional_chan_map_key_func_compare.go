package main

import "fmt"

func main() {
	ch := make(chan<- int)
	v := <-ch
	var ro <-chan string
	ro <- "x"
	m := map[[]int]string{}
	var f func(int)
	if f == nil || f == f {
	}
	fmt.Println(v, m)
}

// Error:
// # command-line-arguments
// ./err_directional_chan_map_key_func_compare.go:7:9: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
// ./err_directional_chan_map_key_func_compare.go:9:2: invalid operation: cannot send to receive-only channel ro (variable of type <-chan string)
// ./err_directional_chan_map_key_func_compare.go:10:11: invalid map key type []int
// ./err_directional_chan_map_key_func_compare.go:12:17: invalid operation: f == f (func can only be compared to nil)
