// Start-up cost: the smallest program, so the other rows can be read net of it.
package main

import "fmt"

func main() {
	fmt.Println("hello")
}
