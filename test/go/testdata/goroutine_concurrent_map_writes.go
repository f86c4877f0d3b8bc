package main

// Two goroutines write one map in loops without synchronisation: gc's runtime notices a write
// while another is in progress and throws (runtime/map.go: "concurrent map writes"). main only
// waits, so the goroutine that notices is one of the writers.

func write(m map[int]int) {
	for i := 0; ; i++ {
		m[i] = i
	}
}

func main() {
	m := map[int]int{}
	go write(m)
	go write(m)
	select {}
}

// Output:
// Stderr:
// fatal error: concurrent map writes
//
// goroutine N [running]:
// Exit: 2
