package main

import (
	"fmt"
	"sync"
)

type Counter struct {
	sync.Mutex
	n int
}

func (c Counter) Inc() { c.Lock(); c.n++; c.Unlock() }

func main() {
	var c Counter
	c.Inc()
	var m sync.Mutex = nil
	fmt.Println(c.n, m)
	var once sync.Once
	once.Do(func() int { return 1 })
}

// Error:
// # command-line-arguments
// ./err_mutex_copy_value_receiver.go:18:21: cannot use nil as sync.Mutex value in variable declaration
// ./err_mutex_copy_value_receiver.go:21:10: cannot use func() int {…} (value of type func() int) as func() value in argument to once.Do
