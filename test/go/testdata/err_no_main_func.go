package main

import "fmt"

func Main() { fmt.Println("capital M") }

// Error:
// # command-line-arguments
// runtime.main_main·f: function main is undeclared in the main package
