package main

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"math/rand"
)

func main() {
	n, err := rand.Int(rand.Reader, 10)
	fmt.Println(n, err, big.NewInt(1))
}

// Error:
// # command-line-arguments
// ./err_two_rand_packages.go:7:2: rand redeclared in this block
// 	./err_two_rand_packages.go:4:2: other declaration of rand
// ./err_two_rand_packages.go:7:2: "math/rand" imported and not used
// ./err_two_rand_packages.go:11:34: cannot use 10 (untyped int constant) as *big.Int value in argument to rand.Int
