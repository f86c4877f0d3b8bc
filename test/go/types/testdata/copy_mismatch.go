package main

func main() {
	a := []int{}
	b := []string{}
	copy(a, b)
}

// Error:
// ./copy_mismatch.go:6:7: invalid argument: arguments to copy a (variable of type []int) and b (variable of type []string) have different element types int and string
