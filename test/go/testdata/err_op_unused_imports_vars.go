package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

func main() {
	replicas := 3
	name, ns := "web", "default"
	fmt.Println(name)
	var status string
}

// Error:
// # command-line-arguments
// ./err_op_unused_imports_vars.go:4:2: "encoding/json" imported and not used
// ./err_op_unused_imports_vars.go:6:2: "os" imported and not used
// ./err_op_unused_imports_vars.go:7:2: "strings" imported and not used
// ./err_op_unused_imports_vars.go:11:2: declared and not used: replicas
// ./err_op_unused_imports_vars.go:12:8: declared and not used: ns
// ./err_op_unused_imports_vars.go:14:6: declared and not used: status
