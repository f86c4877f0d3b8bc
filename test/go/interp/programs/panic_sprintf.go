package main

import "fmt"

func main() {
	panic(fmt.Sprintf("bad value %d", 42))
}
