package main

func div(a, b int) (int, error) {
	if b == 0 {
		return 0
	}
	return a / b, nil
}

func main() { div(1, 2) }

// Error:
// # command-line-arguments
// ./types_err_return_count.go:5:10: not enough return values
// 	have (number)
// 	want (int, error)
