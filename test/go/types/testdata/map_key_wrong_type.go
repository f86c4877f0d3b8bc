package main

func main() {
	m := map[string]int{}
	_ = m[1]
}

// Error:
// ./map_key_wrong_type.go:5:8: cannot use 1 (untyped int constant) as string value in map index
