package main

import "fmt"

type T struct{ n int }

func (t T) Get() int { return t.n }

func (t *T) Get() int { return t.n }

func (int) Bad() {}

type P *T

func (p P) M() {}

func (t T) n() {}

func main() {
	fmt.Println(T{}.Get())
}

// Error:
// # command-line-arguments
// ./err_method_value_and_receiver_issues.go:7:31: cannot use t.n (value of type func()) as int value in return statement
// ./err_method_value_and_receiver_issues.go:9:13: method T.Get already declared at ./err_method_value_and_receiver_issues.go:7:12
// ./err_method_value_and_receiver_issues.go:9:32: cannot use t.n (value of type func()) as int value in return statement
// ./err_method_value_and_receiver_issues.go:11:7: cannot define new methods on non-local type int
// ./err_method_value_and_receiver_issues.go:15:7: invalid receiver type P (pointer or interface type)
// ./err_method_value_and_receiver_issues.go:17:12: field and method with the same name n
// 	./err_method_value_and_receiver_issues.go:5:16: other declaration of n
