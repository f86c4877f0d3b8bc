package main

// Three groups, so gofmt keeps this order: the go command reports in sorted order, depth first.
import (
	"example.com/e/zmiss"

	"example.com/e/p"

	"example.com/e/amiss"
)

func main() {
	zmiss.X()
	amiss.X()
	p.P()
}

// Error:
// main.go:9:2: no required module provides package example.com/e/amiss; to add it:
// 	go get example.com/e/amiss
// p/p.go:3:8: no required module provides package example.com/e/bmiss; to add it:
// 	go get example.com/e/bmiss
// main.go:5:2: no required module provides package example.com/e/zmiss; to add it:
// 	go get example.com/e/zmiss
