package main

import (
	"fmt"
)

type ReconcileError struct {
	Key  string
	Code int
}

func (e ReconcileError) Error() string {
	return fmt.Sprintf("reconcile %s failed with code %d", e.Key, e.Code)
}

func reconcile(key string) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
			panic(fmt.Errorf("re-panic after %v: %w", r, ReconcileError{key, 2}))
		}
	}()
	var m map[string]int
	m[key]++
}

func main() {
	defer fmt.Println("deferred in main runs")
	reconcile("default/web")
}

// Output:
// recovered: assignment to entry in nil map
// deferred in main runs
// Stderr:
// panic: assignment to entry in nil map [recovered]
// 	panic: re-panic after assignment to entry in nil map: reconcile default/web failed with code 2
//
// goroutine 1 [running]:
// Exit: 2
