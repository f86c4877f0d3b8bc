package main

import (
	"errors"
	"fmt"
	"time"
)

var ErrConflict = errors.New("the object has been modified; please apply your changes to the latest version and try again")

type Backoff struct {
	Steps    int
	Duration time.Duration
	Factor   float64
}

func RetryOnConflict(b Backoff, fn func() error) error {
	var err error
	delay := b.Duration
	for i := 0; i < b.Steps; i++ {
		err = fn()
		if !errors.Is(err, ErrConflict) {
			return err
		}
		fmt.Printf("attempt %d conflicted, waiting %v\n", i+1, delay)
		delay = time.Duration(float64(delay) * b.Factor)
	}
	return fmt.Errorf("giving up after %d attempts: %w", b.Steps, err)
}

func main() {
	attempts := 0
	err := RetryOnConflict(Backoff{Steps: 5, Duration: 10 * time.Millisecond, Factor: 1.5}, func() error {
		attempts++
		if attempts < 3 {
			return fmt.Errorf("update deployment: %w", ErrConflict)
		}
		return nil
	})
	fmt.Println(err, attempts)
	err = RetryOnConflict(Backoff{Steps: 2, Duration: time.Second, Factor: 2}, func() error { return ErrConflict })
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrConflict))
}

// Output:
// attempt 1 conflicted, waiting 10ms
// attempt 2 conflicted, waiting 15ms
// <nil> 3
// attempt 1 conflicted, waiting 1s
// attempt 2 conflicted, waiting 2s
// giving up after 2 attempts: the object has been modified; please apply your changes to the latest version and try again
// true
