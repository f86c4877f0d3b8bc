package main

import (
	"errors"
	"fmt"
	"os"
)

type NotFound struct{}

func (NotFound) Error() string { return "nf" }

func main() {
	err := fmt.Errorf("wrap: %w", os.ErrNotExist)
	var nf NotFound
	if errors.As(err, nf) {
		fmt.Println("nf")
	}
	var pe *os.PathError
	if errors.As(err, pe) {
		fmt.Println("pe")
	}
	if err == os.ErrNotExist {
		fmt.Println("eq")
	}
	fmt.Errorf("no wrap: %w", "x")
}
