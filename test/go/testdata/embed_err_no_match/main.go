package main

import "embed"

//go:embed templates
var t embed.FS

//go:embed   config/*.yaml
var config embed.FS

func main() { println(t.Open, config.Open) }

// Error:
// main.go:8:14: pattern config/*.yaml: no matching files found
