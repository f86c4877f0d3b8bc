package main

type D struct{ Name string }

func main() {
	var dep D
	_ = append(dep.Name, "x")
}

// Error:
// ./append_to_non_slice.go:7:13: first argument to append must be a slice; have dep.Name (variable of type string)
