package main

func main() {
	var p *int32
	for range p {
	}
}

// Error:
// ./range_over_pointer.go:5:12: cannot range over p (variable of type *int32)
