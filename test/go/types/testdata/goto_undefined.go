package main

func main() {
	goto Done
}

// Error:
// ./goto_undefined.go:4:7: label Done not defined
