package main

func Create(ctx string, obj any, opts ...int) error { return nil }

func main() {
	_ = Create("ctx")
}

// Error:
// ./not_enough_args.go:6:13: not enough arguments in call to Create
// 	have (string)
// 	want (string, any, ...int)
