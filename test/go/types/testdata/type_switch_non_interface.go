package main

func main() {
	x := 1
	switch x.(type) {
	case int:
	}
}

// Error:
// ./type_switch_non_interface.go:5:9: x (variable of type int) is not an interface
