package main

import "fmt"

// A badly written iterator: it ignores yield's result.
func sloppy(yield func(int) bool) {
	for i := 0; i < 3; i++ {
		yield(i)
	}
}

func careful(yield func(int) bool) {
	defer fmt.Println("careful cleanup")
	for i := 0; i < 5; i++ {
		if !yield(i * 10) {
			return
		}
	}
}

func find(target int) (idx int) {
	idx = -1
	for v := range careful {
		defer fmt.Println("deferred in body for", v)
		if v == target {
			idx = v / 10
			return
		}
	}
	return
}

func main() {
	fmt.Println("find:", find(20))
	fmt.Println("find:", find(99))

	func() {
		defer func() {
			r := recover()
			fmt.Printf("recovered: %v (%T)\n", r, r)
		}()
		for x := range careful {
			if x == 30 {
				panic(fmt.Sprintf("boom at %d", x))
			}
		}
	}()

	for v := range sloppy {
		fmt.Println("sloppy gave", v)
		if v == 1 {
			break
		}
	}
	fmt.Println("unreachable")
}

// Output:
// careful cleanup
// deferred in body for 20
// deferred in body for 10
// deferred in body for 0
// find: 2
// careful cleanup
// deferred in body for 40
// deferred in body for 30
// deferred in body for 20
// deferred in body for 10
// deferred in body for 0
// find: -1
// careful cleanup
// recovered: boom at 30 (string)
// sloppy gave 0
// sloppy gave 1
// Stderr:
// panic: runtime error: range function continued iteration after function for loop body returned false
//
// goroutine 1 [running]:
// Exit: 2
