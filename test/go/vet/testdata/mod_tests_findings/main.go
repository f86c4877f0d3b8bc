package main

import "fmt"

func main() { fmt.Printf("%d\n") }
