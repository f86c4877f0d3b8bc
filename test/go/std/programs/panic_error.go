package main

import (
	"errors"
	"fmt"
)

func main() {
	fmt.Println("before")
	panic(fmt.Errorf("wrap: %w", errors.New("root")))
}
