package main

import "fmt"

func main() {
	sum := 0
	for i := 1; i <= 10; i++ {
		sum += i
	}
	fmt.Println("sum", sum)
	n := 1
	for n < 100 {
		n *= 3
	}
	fmt.Println("n", n)
	count := 0
	for {
		count++
		if count == 5 {
			break
		}
		if count%2 == 0 {
			continue
		}
		fmt.Println("odd", count)
	}
	for i := range 3 {
		fmt.Print(i, " ")
	}
	fmt.Println()
	for range 2 {
		fmt.Println("tick")
	}
}

// Output:
// sum 55
// n 243
// odd 1
// odd 3
// 0 1 2 
// tick
// tick
