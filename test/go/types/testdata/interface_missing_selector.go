package main

func main() {
	var x interface{ M() }
	x.N()
}

// Error:
// ./interface_missing_selector.go:5:4: x.N undefined (type interface{M()} has no field or method N)
