// The plain endless loop, for comparison: the step budget.
package main

func main() {
	x := 0
	for {
		x++
	}
}
