package main

func f(a int b int) {}

func main() {}

// Error:
// 3:14: syntax error: unexpected name b in parameter list; possibly missing comma or )
