package main

import (
	"fmt"
	"os"
)

func main() {
	for _, name := range []string{"a", "b"} {
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		defer f.Close
		fmt.Println(f.Name())
	}
	go fmt.Println
}
