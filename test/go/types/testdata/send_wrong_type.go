package main

func main() {
	ch := make(chan int, 1)
	ch <- "x"
}

// Error:
// ./send_wrong_type.go:5:8: cannot use "x" (untyped string constant) as int value in send
