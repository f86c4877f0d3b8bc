package main

// main ranges over a map while a goroutine writes it: the iterator notices the write in progress
// (runtime/map.go mapiternext: "concurrent map iteration and map write").

func main() {
	m := map[int]int{}
	for i := 0; i < 1000; i++ {
		m[i] = i
	}
	go func() {
		for i := 0; ; i++ {
			m[i%1000] = i
		}
	}()
	sum := 0
	for {
		for _, v := range m {
			sum += v
		}
	}
}

// Output:
// Stderr:
// fatal error: concurrent map iteration and map write
//
// goroutine 1 [running]:
// Exit: 2
