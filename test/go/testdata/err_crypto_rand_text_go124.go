package main

import (
	"crypto/rand"
	"fmt"
)

func main() {
	fmt.Println(rand.Text())
}

// Error:
// # command-line-arguments
// ./err_crypto_rand_text_go124.go:9:19: undefined: rand.Text
