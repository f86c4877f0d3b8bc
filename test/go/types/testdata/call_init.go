package main

func init() {}

func main() {
	init()
}

// Error:
// ./call_init.go:6:2: undefined: init
