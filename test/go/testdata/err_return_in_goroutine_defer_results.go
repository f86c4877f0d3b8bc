package main

import (
	"errors"
	"fmt"
	"sync"
)

func process(items []string) error {
	var wg sync.WaitGroup
	errs := make(chan error)
	for _, it := range items {
		wg.Add(1)
		go func() error {
			defer wg.Done()
			if it == "" {
				return errors.New("empty")
			}
			return nil
		}()
	}
	go func() {
		wg.Wait()
		return
	}()
	result := go process(nil)
	defer func() int { return 1 }()
	err := <-errs
	return err, nil
}

func main() {
	fmt.Println(process(nil))
}

// Error:
// # command-line-arguments
// ./err_return_in_goroutine_defer_results.go:26:12: syntax error: unexpected keyword go, expected expression
