package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

func IgnoreNotFound(err error) error {
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	return err
}

func get(name string) error {
	switch name {
	case "missing":
		return fmt.Errorf("pods %q: %w", name, ErrNotFound)
	case "broken":
		return errors.New("connection refused")
	}
	return nil
}

func reconcile(name string) (string, error) {
	if err := get(name); IgnoreNotFound(err) != nil {
		return "", fmt.Errorf("unable to fetch %s: %w", name, err)
	} else if err != nil {
		return "gone", nil
	}
	return "ok", nil
}

func main() {
	for _, n := range []string{"web", "missing", "broken"} {
		s, err := reconcile(n)
		fmt.Printf("%s: %q %v\n", n, s, err)
	}
}

// Output:
// web: "ok" <nil>
// missing: "gone" <nil>
// broken: "" unable to fetch broken: connection refused
