package main

import (
	"errors"
	"fmt"
)

func tripleReturn() (n int) {
	defer func() { n *= 3 }()
	return 7
}

func withCleanup() (err error) {
	defer func() {
		if cerr := closeIt(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	return nil
}

func closeIt() error { return errors.New("close failed") }

func counter() (i int) {
	defer func() { i++ }()
	i = 10
	return i
}

func main() {
	fmt.Println(tripleReturn())
	fmt.Println(withCleanup())
	fmt.Println(counter())
}

// Output:
// 21
// close failed
// 11
