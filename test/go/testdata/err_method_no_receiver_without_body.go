package main

// No receiver and no body: the parser's error alone, no "missing function body".
func () helper()

func main() {}

// Error:
// # command-line-arguments
// ./err_method_no_receiver_without_body.go:4:9: method has no receiver
