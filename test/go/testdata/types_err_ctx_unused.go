package main

import (
	"context"
	"fmt"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	fmt.Println("x")
	_ = cancel
}

// Error:
// # command-line-arguments
// ./types_err_ctx_unused.go:9:2: declared and not used: ctx
