package main

import (
	"fmt"

	"example.com/m/api"
	"example.com/m/internal/foo"
)

func main() {
	foo.Hello()
	fmt.Println(api.Describe(api.Spec{}), "x\n")
}
