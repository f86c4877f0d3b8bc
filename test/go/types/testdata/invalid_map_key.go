package main

func main() {
	m := map[[]int]string{}
	_ = m
}

// Error:
// ./invalid_map_key.go:4:11: invalid map key type []int
