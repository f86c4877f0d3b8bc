package main

type T struct{ M int }

func (T) M() {}

func main() {}

// Error:
// ./field_and_method_same_name.go:5:10: field and method with the same name M
// 	./field_and_method_same_name.go:3:16: other declaration of M
