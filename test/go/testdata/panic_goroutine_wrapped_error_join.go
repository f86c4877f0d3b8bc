package main

import (
	"errors"
	"fmt"
	"sync"
)

var ErrQuota = errors.New("quota exceeded")

type TenantError struct {
	Tenant string
	Err    error
}

func (e *TenantError) Error() string { return "tenant " + e.Tenant + ": " + e.Err.Error() }
func (e *TenantError) Unwrap() error { return e.Err }

func check(tenant string, used int) error {
	if used > 100 {
		return &TenantError{tenant, fmt.Errorf("used %d of 100: %w", used, ErrQuota)}
	}
	return nil
}

func main() {
	var mu sync.Mutex
	var errs []error
	var wg sync.WaitGroup
	for _, t := range []struct {
		name string
		used int
	}{{"acme", 50}, {"globex", 120}, {"initech", 101}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := check(t.name, t.used); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	fmt.Println(len(errs))
	joined := errors.Join(errs...)
	fmt.Println(errors.Is(joined, ErrQuota))
	var te *TenantError
	fmt.Println(errors.As(joined, &te))
	done := make(chan struct{})
	go func() {
		if joined != nil {
			panic(fmt.Errorf("quota check failed: %w", &TenantError{"all", ErrQuota}))
		}
		close(done)
	}()
	<-done
	fmt.Println("unreachable")
}

// Output:
// 2
// true
// true
// Stderr:
// panic: quota check failed: tenant all: quota exceeded
//
// goroutine N [running]:
// Exit: 2
