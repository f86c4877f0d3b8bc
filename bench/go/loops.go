// Nested loops with integer arithmetic.
package main

import "fmt"

func main() {
	sum := 0
	for i := 0; i < 4000; i++ {
		for j := 0; j < 4000; j++ {
			if (i+j)%3 == 0 {
				sum += i * j % 7
			} else {
				sum -= j & 5
			}
		}
	}
	fmt.Println(sum)
}
