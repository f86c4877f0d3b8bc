package main

func main() {
	x := replicaCount + 1
	_ = x
}

// Error:
// ./undefined_name.go:4:7: undefined: replicaCount
