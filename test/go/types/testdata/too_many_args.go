package main

func AddFinalizer(o *int, f string) bool { return true }

func main() {
	var x int
	AddFinalizer(&x, "a", "b")
}

// Error:
// ./too_many_args.go:7:24: too many arguments in call to AddFinalizer
// 	have (*int, string, string)
// 	want (*int, string)
