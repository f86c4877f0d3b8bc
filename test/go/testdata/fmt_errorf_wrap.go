package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

func get(name string) error {
	return fmt.Errorf("get %q: %w", name, ErrNotFound)
}

func main() {
	err := get("web")
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrNotFound), errors.Unwrap(err) == ErrNotFound)
	wrapped := fmt.Errorf("reconcile: %w", err)
	fmt.Println(wrapped, errors.Is(wrapped, ErrNotFound))
	plain := fmt.Errorf("no wrap: %v", err)
	fmt.Println(errors.Is(plain, ErrNotFound), errors.Unwrap(plain) == nil)
	two := fmt.Errorf("a: %w, b: %w", ErrNotFound, errors.New("other"))
	fmt.Println(two, errors.Is(two, ErrNotFound))
	fmt.Println(fmt.Errorf("static message"))
	fmt.Printf("(%s) (%v) (%q)\n", err, err, err)
}

// Output:
// get "web": not found
// true true
// reconcile: get "web": not found true
// false true
// a: not found, b: other true
// static message
// (get "web": not found) (get "web": not found) ("get \"web\": not found")
