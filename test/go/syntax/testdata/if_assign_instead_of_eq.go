package main

type D struct{ Name string }

func main() {
	var dep D
	if dep.Name = "x" {
	}
}

// Error:
// 7:14: syntax error: cannot use assignment dep.Name = "x" as value
