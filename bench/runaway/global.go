// A 1 GiB package-level array: beyond the budget before main starts.
package main

var big [1 << 30]byte

func main() {
	big[1] = 1
	println(big[1])
}
