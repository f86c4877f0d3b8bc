package foo

import "fmt"

func Hello() {
	fmt.Printf("hi %s\n")
}
