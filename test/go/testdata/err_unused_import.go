package main

import (
	"fmt"
	"os"
	"strings"
	"time"
)

func main() {
	fmt.Println(strings.ToUpper("x"))
}

// Error:
// # command-line-arguments
// ./err_unused_import.go:5:2: "os" imported and not used
// ./err_unused_import.go:7:2: "time" imported and not used
