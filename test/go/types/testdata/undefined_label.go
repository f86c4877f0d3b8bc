package main

func main() {
	for {
		break L
	}
}

// Error:
// ./undefined_label.go:5:9: break label not defined: L
