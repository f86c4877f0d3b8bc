package main

func main() {
	var x any = 1
	switch v := x.(type) {
	case int:
	}
}

// Error:
// ./type_switch_unused.go:5:9: v declared and not used
