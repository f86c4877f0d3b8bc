package main

// main reads a map in a loop while a goroutine writes it: the reader notices the write in
// progress (runtime/map.go mapaccess1: "concurrent map read and map write").

import "fmt"

func main() {
	m := map[int]int{}
	go func() {
		for i := 0; ; i++ {
			m[i%100] = i
		}
	}()
	s := 0
	for i := 0; ; i++ {
		s += m[i%100]
		if i == -1 {
			fmt.Println(s)
		}
	}
}

// Output:
// Stderr:
// fatal error: concurrent map read and map write
//
// goroutine 1 [running]:
// Exit: 2
