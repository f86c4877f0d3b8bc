// Keeps every allocation: stops at the memory budget with Go's out-of-memory error.
package main

func main() {
	var keep [][]byte
	for {
		keep = append(keep, make([]byte, 1<<16))
	}
}
