package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	x := 5
	var y int
	name := "gopher"
	fmt.Println(name)
}

// Error:
// # command-line-arguments
// ./err_learner_unused_mix.go:5:2: "os" imported and not used
// ./err_learner_unused_mix.go:6:2: "strings" imported and not used
// ./err_learner_unused_mix.go:10:2: declared and not used: x
// ./err_learner_unused_mix.go:11:6: declared and not used: y
