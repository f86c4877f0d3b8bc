package main

func f() int {
	return
}

func main() { f() }

// Error:
// ./return_count_bare.go:4:2: not enough return values
// 	have ()
// 	want (int)
