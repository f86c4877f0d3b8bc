package main

func main() {
	continue
}

// Error:
// ./continue_outside_loop.go:4:2: continue is not in a loop
