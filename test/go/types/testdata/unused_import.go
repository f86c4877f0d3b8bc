package main

import "time"

func main() {
}

// Error:
// ./unused_import.go:3:8: "time" imported and not used
