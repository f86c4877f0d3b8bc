package main

import (
	"errors"
	"fmt"
)

func main() {
	defer fmt.Println("deferred runs")
	err := errors.New("something failed")
	panic(fmt.Errorf("wrap: %w", err))
}
