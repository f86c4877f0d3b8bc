package main

type Foo = int

func (f Foo) Double() int {
	return f * 2
}

func main() {}

// Error:
// ./method_on_alias_of_basic.go:5:7: cannot define new methods on non-local type Foo
