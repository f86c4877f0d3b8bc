package main

type A B
type B A

func main() {}

// Error:
// ./recursive_named_chain.go:3:6: invalid recursive type A
// 	./recursive_named_chain.go:3:6: A refers to
// 	./recursive_named_chain.go:4:6: B refers to
// 	./recursive_named_chain.go:3:6: A
