package main

func main() {
	s := "a"
		+ "b"
	_ = s
}

// Error:
// 5:5: invalid operation: operator + not defined on "b" (untyped string constant)
