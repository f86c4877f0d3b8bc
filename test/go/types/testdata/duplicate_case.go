package main

func main() {
	x := 1
	switch x {
	case 1:
	case 1:
	}
}

// Error:
// ./duplicate_case.go:7:7: duplicate case 1 (constant of type int) in expression switch
// 	./duplicate_case.go:6:7: previous case
