package main

import "fmt"

func main() {
	x := 1
	defer fmt.Println("deferred arg evaluated early:", x)
	defer func() { fmt.Println("closure sees late value:", x) }()
	x = 2
	for i := 0; i < 3; i++ {
		defer func(n int) { fmt.Println("param", n, "captured", i) }(i * 10)
	}
	x = 3
}

// Output:
// param 20 captured 2
// param 10 captured 1
// param 0 captured 0
// closure sees late value: 3
// deferred arg evaluated early: 1
