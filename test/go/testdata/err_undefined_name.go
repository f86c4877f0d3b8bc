package main

import "fmt"

func main() {
	replicas := 2
	fmt.Println(replicaCount)
	fmt.Println(replicas)
}

// Error:
// # command-line-arguments
// ./err_undefined_name.go:7:14: undefined: replicaCount
