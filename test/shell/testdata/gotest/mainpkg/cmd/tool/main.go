package main

import "fmt"

func main() { fmt.Println("tool ran") }

func greet(name string) string { return "hello, " + name }
