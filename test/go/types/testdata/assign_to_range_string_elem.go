package main

func main() {
	s := "abc"
	for i := range s {
		s[i] = 'x'
	}
}

// Error:
// ./assign_to_range_string_elem.go:6:3: cannot assign to s[i] (neither addressable nor a map index expression)
