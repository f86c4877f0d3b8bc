package main

import "fmt"

func classify(n int) string {
	switch {
	case n < 0:
		return "neg"
	case n == 0:
		return "zero"
	}
}

func loop() int {
	for {
		break
	}
}

func ok() int {
	for {
	}
}

func sel(c chan int) int {
	select {
	case v := <-c:
		return v
	}
}

func main() {
	fmt.Println(classify(1), loop(), sel(nil))
}

// Error:
// # command-line-arguments
// ./err_missing_return_and_syntax.go:12:1: missing return
// ./err_missing_return_and_syntax.go:18:1: missing return
