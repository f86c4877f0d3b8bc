package main

import "fmt"

func main() {
	_ = fmt
}

// Error:
// ./use_of_package_not_selector.go:3:8: "fmt" imported and not used
// ./use_of_package_not_selector.go:6:6: use of package fmt not in selector
