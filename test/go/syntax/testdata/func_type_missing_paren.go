package main

var f func(int

func main() {}

// Error:
// 3:15: syntax error: unexpected newline in parameter list; possibly missing comma or )
// 5:13: syntax error: unexpected { after top level declaration
