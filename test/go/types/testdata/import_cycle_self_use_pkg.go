package main

import "fmt"

func main() {
	var fmt = 1
	_ = fmt
}

// Error:
// ./import_cycle_self_use_pkg.go:3:8: "fmt" imported and not used
