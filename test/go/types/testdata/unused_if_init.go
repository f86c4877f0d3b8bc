package main

func f() (int, error) { return 0, nil }

func main() {
	if v, err := f(); err != nil {
		return
	}
}

// Error:
// ./unused_if_init.go:6:5: declared and not used: v
