package main

func main() {
	s := []int{1}
	p := &s
	_ = len(p)
}

// Error:
// ./len_of_pointer_slice.go:6:10: invalid argument: p (variable of type *[]int) for built-in len
