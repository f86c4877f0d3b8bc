package main

import "fmt"

type Status string

const (
	Ready   Status = "Ready"
	Failed  Status = "Failed"
	Unknown Status = ""
)

func describe(s Status) string {
	switch s {
	case Ready:
		return "ok"
	case Failed, Unknown:
		return "not ok"
	default:
		return "weird"
	}
}

func grade(n int) string {
	switch {
	case n >= 90:
		return "A"
	case n >= 80:
		return "B"
	default:
		return "C"
	}
}

func main() {
	fmt.Println(describe(Ready), describe(""), describe("Other"))
	fmt.Println(grade(95), grade(85), grade(10))
	switch x := 5; x {
	case 1, 2, 3:
		fmt.Println("small")
	case 4, 5:
		fmt.Println("medium")
		fallthrough
	case 6:
		fmt.Println("fell into 6")
	case 7:
		fmt.Println("never")
	}
	switch len("abc") {
	case 0:
		fmt.Println("empty")
	default:
		fmt.Println("non-empty")
	}
}

// Output:
// ok not ok weird
// A B C
// medium
// fell into 6
// non-empty
