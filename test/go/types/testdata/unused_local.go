package main

func main() {
	replicas := 3
}

// Error:
// ./unused_local.go:4:2: declared and not used: replicas
