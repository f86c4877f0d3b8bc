package main

import _ "embed"

//go:embed VERSION
var version string

func main() { println(version) }

// Error:
// # example.com/old
// ./main.go:5:3: go:embed requires go1.16 or later (-lang was set to go1.15; check go.mod)
