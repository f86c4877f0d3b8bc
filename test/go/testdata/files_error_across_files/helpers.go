package main

func double(n int) int {
	return n * 2
}

func label(s string) string {
	return "[" + s + "]"
}
