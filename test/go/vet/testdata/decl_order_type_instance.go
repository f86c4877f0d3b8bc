package main

type G[T int] struct{}

func main() {
	var s string = 5
	_ = s
}

var g G[string]
