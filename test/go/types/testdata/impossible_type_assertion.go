package main

type I interface{ M() }

type T struct{}

func main() {
	var i I
	_ = i.(T)
}

// Error:
// ./impossible_type_assertion.go:9:6: impossible type assertion: i.(T)
// 	T does not implement I (missing method M)
