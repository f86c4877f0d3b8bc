package main

type I interface {
	M[T any]()
}

func main() {}

// Error:
// 4:3: interface method must have no type parameters
