package main

func main() {
	_ = map[string]int{"a": 1, "a": 2}
}

// Error:
// ./duplicate_map_key.go:4:29: duplicate key "a" in map literal
