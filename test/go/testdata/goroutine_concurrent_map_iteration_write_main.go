package main

// A goroutine ranges over a map while main writes it: the goroutine's iterator notices the write in
// progress and is the running goroutine of the report, main the runnable one.

import "fmt"

func main() {
	m := map[string]int{}
	for i := 0; i < 100; i++ {
		m[fmt.Sprint("k", i)] = i
	}
	go func() {
		n := 0
		for {
			for k := range m {
				n += len(k)
			}
		}
	}()
	for i := 0; ; i++ {
		m["k1"] = i
	}
}

// Output:
// Stderr:
// fatal error: concurrent map iteration and map write
//
// goroutine N [running]:
// Exit: 2
