package main

type T1 struct{ a T2 }
type T2 T1

type A B
type B A

type S struct{ x [2]S2 }
type S2 S

type U struct{ m map[string]U2 }
type U2 U

func main() {}

// Error:
// # command-line-arguments
// ./err_recursive_type_through_defined.go:3:6: invalid recursive type T1
// 	./err_recursive_type_through_defined.go:3:6: T1 refers to
// 	./err_recursive_type_through_defined.go:4:6: T2 refers to
// 	./err_recursive_type_through_defined.go:3:6: T1
// ./err_recursive_type_through_defined.go:6:6: invalid recursive type A
// 	./err_recursive_type_through_defined.go:6:6: A refers to
// 	./err_recursive_type_through_defined.go:7:6: B refers to
// 	./err_recursive_type_through_defined.go:6:6: A
// ./err_recursive_type_through_defined.go:9:6: invalid recursive type S
// 	./err_recursive_type_through_defined.go:9:6: S refers to
// 	./err_recursive_type_through_defined.go:10:6: S2 refers to
// 	./err_recursive_type_through_defined.go:9:6: S
