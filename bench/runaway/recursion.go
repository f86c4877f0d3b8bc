// Unbounded recursion: Go's stack-overflow report at the depth limit (half the memory budget).
package main

func f(n int) int {
	return f(n+1) + 1
}

func main() {
	println(f(0))
}
