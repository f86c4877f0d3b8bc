package main

func f(a int, b string) {}

func main() {
	f()
}

// Error:
// ./not_enough_args_none.go:6:2: not enough arguments in call to f
// 	have ()
// 	want (int, string)
