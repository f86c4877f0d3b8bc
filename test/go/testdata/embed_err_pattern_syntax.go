package main

import "embed"

//go:embed embed_err_pattern_syntax.go ../x/*.yaml
var files embed.FS

func main() { println(files.Open) }

// Error:
// embed_err_pattern_syntax.go:5:40: pattern ../x/*.yaml: invalid pattern syntax
