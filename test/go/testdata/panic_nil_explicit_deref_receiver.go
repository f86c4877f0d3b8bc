package main

import "fmt"

type T struct{ n int }

func (t *T) M() string { return fmt.Sprint("M called, nil=", t == nil) }

type I int

func (i *I) Get() int {
	if i == nil {
		return -1
	}
	return int(*i)
}

func main() {
	var p *T
	fmt.Println(p.M())
	var ip *I
	fmt.Println(ip.Get())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println((*ip).Get())
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println((*p).M())
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var q *int
		r := &*q
		fmt.Println(r)
	}()
}

// Output:
// M called, nil=true
// -1
// recovered: runtime error: invalid memory address or nil pointer dereference
// recovered: runtime error: invalid memory address or nil pointer dereference
// recovered: runtime error: invalid memory address or nil pointer dereference
