package main

import "embed"

//go:embed templates
var t embed.FS

func main() { println(t.Open) }

// Error:
// main.go:5:12: pattern templates: cannot embed directory templates: contains no embeddable files
