package main

import (
	"fmt"
	"os"
)

func main() {
	defer fmt.Println("not printed")
	fmt.Println("exiting")
	os.Exit(3)
}
