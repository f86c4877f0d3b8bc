package main

func main() {
	var c chan (<-chan int)
	var d <-chan int = c
	_ = d
}

// Error:
// ./chan_of_chan_types.go:5:21: cannot use c (variable of type chan (<-chan int)) as <-chan int value in variable declaration
