package main

type D struct{ Name string }

func main() {
	var dep D
	dep.Name[0] = 'x'
}

// Error:
// ./string_index_assign.go:7:2: cannot assign to dep.Name[0] (neither addressable nor a map index expression)
