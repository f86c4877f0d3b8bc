package main

import (
	"errors"
	"fmt"
)

func step(n int) (int, error) {
	if n > 2 {
		return 0, errors.New("too big")
	}
	return n + 1, nil
}

func run() (err error) {
	x := 0
	for i := 0; i < 5; i++ {
		x, err := step(x)
		if err != nil {
			return err
		}
		_ = x
	}
	return nil
}

func runFixed() error {
	x := 0
	var err error
	for i := 0; i < 5; i++ {
		x, err = step(x)
		if err != nil {
			return fmt.Errorf("iteration %d: %w", i, err)
		}
	}
	return nil
}

func main() {
	fmt.Println(run())
	fmt.Println(runFixed())
}

// Output:
// <nil>
// iteration 3: too big
