package main

func main() {
	f := func() {
		y := 1
	}
	f()
}

// Error:
// ./unused_in_closure.go:5:3: declared and not used: y
