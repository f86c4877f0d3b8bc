package main

type List[T any struct{}

func main() {}

// Error:
// 3:17: syntax error: unexpected keyword struct in parameter list; possibly missing comma or ]
