package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

func main() {
	var err error
	if true {
		v, err := fmt.Println("x")
	}
	f := func() {
		unused := 1
	}
	for i, v := range []int{1} {
		fmt.Println(v)
	}
	x, y := 1, 2
	x = 3
	fmt.Println(y)
	_ = f
	_ = err
}

// Error:
// # command-line-arguments
// ./err_unused_in_closures_and_shadow.go:4:2: "errors" imported and not used
// ./err_unused_in_closures_and_shadow.go:6:2: "os" imported and not used
// ./err_unused_in_closures_and_shadow.go:7:2: "strings" imported and not used
// ./err_unused_in_closures_and_shadow.go:13:3: declared and not used: v
// ./err_unused_in_closures_and_shadow.go:13:6: declared and not used: err
// ./err_unused_in_closures_and_shadow.go:16:3: declared and not used: unused
// ./err_unused_in_closures_and_shadow.go:18:6: declared and not used: i
// ./err_unused_in_closures_and_shadow.go:21:2: declared and not used: x
