package main

func main() {
	f := func() (int, error) {
		return 1
	}
	_ = f
}

// Error:
// ./return_in_closure_count.go:5:10: not enough return values
// 	have (number)
// 	want (int, error)
