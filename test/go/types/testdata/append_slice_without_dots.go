package main

func main() {
	s := []int{1}
	t := []int{2}
	s = append(s, t)
}

// Error:
// ./append_slice_without_dots.go:6:16: cannot use t (variable of type []int) as int value in argument to append
