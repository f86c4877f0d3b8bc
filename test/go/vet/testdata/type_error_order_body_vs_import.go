package main

import (
	"fmt"
	"strings"
)

func main() {
	var n int = "3"
	fmt.Println(n)
}
