package main

var a€b = 1

func main() {}

// Error:
// 3:6: invalid character U+20AC '€' in identifier
