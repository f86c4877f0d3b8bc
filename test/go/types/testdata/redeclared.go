package main

func main() {
	var log int
	var log string
	_ = log
}

// Error:
// ./redeclared.go:5:6: log redeclared in this block
// 	./redeclared.go:4:6: other declaration of log
