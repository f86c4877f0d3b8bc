package main

func main() {
	_ = map[string]int{1}
}

// Error:
// ./missing_key_map.go:4:21: missing key in map literal
