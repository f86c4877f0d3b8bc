package main

func main() {
	s := `abc
	_ = s
}

// Error:
// 4:2: declared and not used: s
// 4:7: string not terminated
