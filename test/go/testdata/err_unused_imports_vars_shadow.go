package main

import (
	"errors"
	"fmt"
	"os"
	str "strings"
	_ "embed"
)

func load() (string, error) { return "", nil }

func main() {
	cfg, err := load()
	if err != nil {
		cfg, err := load()
		fmt.Println("retry")
	}
	for i := 0; i < 3; i++ {
		v := i
	}
	var a, b = 1, 2
	fmt.Println(a)
	_ = cfg
}

// Error:
// # command-line-arguments
// ./err_unused_imports_vars_shadow.go:4:2: "errors" imported and not used
// ./err_unused_imports_vars_shadow.go:6:2: "os" imported and not used
// ./err_unused_imports_vars_shadow.go:7:2: "strings" imported as str and not used
// ./err_unused_imports_vars_shadow.go:16:3: declared and not used: cfg
// ./err_unused_imports_vars_shadow.go:16:8: declared and not used: err
// ./err_unused_imports_vars_shadow.go:20:3: declared and not used: v
// ./err_unused_imports_vars_shadow.go:22:9: declared and not used: b
