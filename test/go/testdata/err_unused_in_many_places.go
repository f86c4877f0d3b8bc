// Unused variables and imports in many places: parameters are fine, the rest is reported.
package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	k "errors"
)

func helper(ctx context.Context) {
	x := 1
	y, z := 2, 3
	fmt.Println(z)
	for i, v := range []int{1} {
	}
	switch t := any(1).(type) {
	case int:
	}
	func() {
		inner := "x"
	}()
}

func main() {
	helper(context.TODO())
}

// Error:
// # command-line-arguments
// ./err_unused_in_many_places.go:7:2: "os" imported and not used
// ./err_unused_in_many_places.go:8:2: "strings" imported and not used
// ./err_unused_in_many_places.go:9:2: "errors" imported as k and not used
// ./err_unused_in_many_places.go:13:2: declared and not used: x
// ./err_unused_in_many_places.go:14:2: declared and not used: y
// ./err_unused_in_many_places.go:16:6: declared and not used: i
// ./err_unused_in_many_places.go:16:9: declared and not used: v
// ./err_unused_in_many_places.go:18:9: t declared and not used
// ./err_unused_in_many_places.go:22:3: declared and not used: inner
