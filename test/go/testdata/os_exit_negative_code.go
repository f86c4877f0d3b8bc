package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Println("exiting")
	os.Exit(-1)
}

// Output:
// exiting
// Exit: 255
