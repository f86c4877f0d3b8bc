package main

import (
	"fmt"
	"maps"
	"slices"
)

func main() {
	fmt.Println(slices.Collect(nil))
	var m map[string]int
	fmt.Println(maps.Clone(nil), m)
	x := slices.Max[[]string]
	fmt.Println(x)
	fmt.Println(slices.Repeat(nil, 3))
}

// Error:
// # command-line-arguments
// ./err_generic_std_inference_caller_line.go:10:28: in call to slices.Collect, cannot infer E ($GOROOT/src/slices/iter.go:57:14)
// ./err_generic_std_inference_caller_line.go:12:24: in call to maps.Clone, cannot infer M ($GOROOT/src/maps/maps.go:50:12)
// ./err_generic_std_inference_caller_line.go:15:27: in call to slices.Repeat, cannot infer S ($GOROOT/src/slices/slices.go:493:13)
