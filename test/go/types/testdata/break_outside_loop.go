package main

func main() {
	break
}

// Error:
// ./break_outside_loop.go:4:2: break is not in a loop, switch, or select
