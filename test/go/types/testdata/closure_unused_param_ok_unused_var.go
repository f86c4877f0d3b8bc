package main

func main() {
	handler := func(a int, b string) error {
		count := 0
		return nil
	}
	_ = handler
}

// Error:
// ./closure_unused_param_ok_unused_var.go:5:3: declared and not used: count
