package main

import _ "embed"

//go:embed "embed_err_usage.go
var src string

//go:embed
var other string

func main() { println(src, other) }

// Error:
// # command-line-arguments
// ./embed_err_usage.go:5:3: invalid quoted string in //go:embed: "embed_err_usage.go
// ./embed_err_usage.go:5:3: usage: //go:embed pattern...
// ./embed_err_usage.go:8:3: usage: //go:embed pattern...
