package main

var f = func[T any]() {}

func main() {}

// Error:
// 3:13: syntax error: function type must have no type parameters
