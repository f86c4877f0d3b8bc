package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add()
	fmt.Println(wg)
}

// Error:
// # command-line-arguments
// ./types_err_mutex_copy_call.go:10:2: not enough arguments in call to wg.Add
// 	have ()
// 	want (int)
