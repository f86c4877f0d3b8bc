package main

//go:build linux
import "fmt"

//go:build !windows
type Config struct{ Name string }

var (
	//go:build amd64
	level = 3
)

//go:build ignore
func main() {
	//go:build inner
	var local = Config{"x"}
	fmt.Println(local, level)
}

// Error:
// # command-line-arguments
// ./err_misplaced_go_build_taken_by_declarations.go:3:3: misplaced compiler directive
// ./err_misplaced_go_build_taken_by_declarations.go:6:3: misplaced compiler directive
// ./err_misplaced_go_build_taken_by_declarations.go:10:4: misplaced compiler directive
// ./err_misplaced_go_build_taken_by_declarations.go:14:3: misplaced compiler directive
// ./err_misplaced_go_build_taken_by_declarations.go:16:4: misplaced compiler directive
