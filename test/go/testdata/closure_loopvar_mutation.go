package main

import "fmt"

func main() {
	var fs []func()
	for i := 0; i < 6; i++ {
		if i%2 == 0 {
			i++
		}
		fs = append(fs, func() { fmt.Print(i, " ") })
	}
	for _, f := range fs {
		f()
	}
	fmt.Println()
	total := 0
	for i := range 4 {
		func() { total += i }()
	}
	fmt.Println(total)
}

// Output:
// 1 3 5 
// 6
