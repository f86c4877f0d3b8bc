package main

import (
	"fmt"
	str "strings"
	errs "errors"
	"math/rand"
)

func main() {
	fmt.Println("hi")
}

// Error:
// # command-line-arguments
// ./err_unused_import_alias.go:5:2: "strings" imported as str and not used
// ./err_unused_import_alias.go:6:2: "errors" imported as errs and not used
// ./err_unused_import_alias.go:7:2: "math/rand" imported and not used
