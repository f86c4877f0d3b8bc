package main

import (
	"errors"
	"fmt"
	"sync"
)

func runAll(tasks []func() error) error {
	var wg sync.WaitGroup
	errs := make([]error, len(tasks))
	for i, t := range tasks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = t()
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

func main() {
	err := runAll([]func() error{
		func() error { return nil },
		func() error { return errors.New("task 2 failed") },
		func() error { return nil },
		func() error { return fmt.Errorf("task 4: %w", errors.New("timeout")) },
	})
	fmt.Println(err)
	fmt.Println(runAll(nil) == nil)
}

// Output:
// task 2 failed
// task 4: timeout
// true
