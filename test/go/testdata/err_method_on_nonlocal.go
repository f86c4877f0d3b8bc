package main

import (
	"fmt"
	"time"
)

func (d time.Duration) Double() time.Duration { return d * 2 }

func (i int) Twice() int { return i * 2 }

func main() {
	fmt.Println(time.Second)
}

// Error:
// # command-line-arguments
// ./err_method_on_nonlocal.go:8:7: cannot define new methods on non-local type time.Duration
// ./err_method_on_nonlocal.go:10:7: cannot define new methods on non-local type int
