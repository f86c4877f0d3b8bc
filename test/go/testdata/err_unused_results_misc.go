package main

import (
	"fmt"
	"os"
)

type Config struct{ Port int }

func load() (*Config, error) { return &Config{8080}, nil }

func main() {
	cfg, err := load()
	if err != nil {
		os.Exit(1)
	}
	port := cfg.Port
	for i := range 3 {
	}
	var unusedVar string
	fmt.Println("started")
}

// Error:
// # command-line-arguments
// ./err_unused_results_misc.go:17:2: declared and not used: port
// ./err_unused_results_misc.go:18:6: declared and not used: i
// ./err_unused_results_misc.go:20:6: declared and not used: unusedVar
