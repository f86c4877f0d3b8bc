package main

import (
	"embed"
	"fmt"
)

func f() {
	//go:embed embed_err_misplaced_in_func.go
	fmt.Println("x")
}

var v embed.FS

func g() {
	//go:embed embed_err_misplaced_in_func.go
	fmt.Println("y")
	var w string
	fmt.Println(w)
}

func h() {
	if true {
		//go:embed embed_err_misplaced_in_func.go
	}
	var w string
	fmt.Println(w)
}

func main() { f(); g(); h(); fmt.Println(v) }

// Error:
// # command-line-arguments
// ./embed_err_misplaced_in_func.go:9:4: misplaced go:embed directive
// ./embed_err_misplaced_in_func.go:16:4: misplaced go:embed directive
// ./embed_err_misplaced_in_func.go:24:5: misplaced go:embed directive
