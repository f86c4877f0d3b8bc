package main

import _ "embed"

//go:embed one.txt
//go:embed *.txt
var both []byte

func main() { println(string(both)) }

// Error:
// # command-line-arguments
// ./main.go:7:5: invalid go:embed: multiple files for type []byte
