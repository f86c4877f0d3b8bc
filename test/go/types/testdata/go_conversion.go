package main

func main() {
	go int(3)
}

// Error:
// ./go_conversion.go:4:5: go requires function call, not conversion int(3) (constant 3 of type int)
