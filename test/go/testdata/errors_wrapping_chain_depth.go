package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

var ErrBase = errors.New("base failure")

type OpError struct {
	Op  string
	Err error
}

func (e *OpError) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *OpError) Unwrap() error { return e.Err }

func main() {
	err := fmt.Errorf("layer3: %w", &OpError{"layer2", fmt.Errorf("layer1: %w", ErrBase)})
	fmt.Println(err)
	depth := 0
	for e := error(err); e != nil; e = errors.Unwrap(e) {
		depth++
	}
	fmt.Println("depth", depth, errors.Is(err, ErrBase))
	var op *OpError
	if errors.As(err, &op) {
		fmt.Println("op:", op.Op)
	}
	_, statErr := os.Stat("/definitely/not/here")
	fmt.Println(errors.Is(statErr, fs.ErrNotExist), errors.Is(statErr, os.ErrNotExist))
}

// Output:
// layer3: layer2: layer1: base failure
// depth 4 true
// op: layer2
// true true
