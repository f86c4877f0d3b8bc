package main

func main() {
	s := []int{}
	delete(s, 0)
}

// Error:
// ./delete_non_map.go:5:9: invalid argument: s (variable of type []int) is not a map
