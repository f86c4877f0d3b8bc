package main

func main(x int) {}

// Error:
// ./func_main_args.go:3:6: func main must have no arguments and no return values
