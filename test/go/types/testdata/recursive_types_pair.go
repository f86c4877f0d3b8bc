package main

type A struct{ b B }
type B struct{ a A }

func main() {}

// Error:
// ./recursive_types_pair.go:3:6: invalid recursive type A
// 	./recursive_types_pair.go:3:6: A refers to
// 	./recursive_types_pair.go:4:6: B refers to
// 	./recursive_types_pair.go:3:6: A
