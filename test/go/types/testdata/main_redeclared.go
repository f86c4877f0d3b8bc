package main

func main() {}

func main() {}

// Error:
// ./main_redeclared.go:5:6: main redeclared in this block
// 	./main_redeclared.go:3:6: other declaration of main
