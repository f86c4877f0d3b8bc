package main

import "fmt"

type Logger struct{ Prefix string }

func (Logger) Log(s string) { fmt.Println(s) }

type Auditor struct{ Prefix string }

func (Auditor) Log(s string) { fmt.Println("audit:", s) }

type Service struct {
	Logger
	*Auditor
	Name string
}

type Outer struct {
	Service
	Prefix int
}

func main() {
	s := Service{Logger{"l"}, &Auditor{"a"}, "svc"}
	s.Log("hi")
	fmt.Println(s.Prefix)
	o := Outer{Service: s, Prefix: 3}
	fmt.Println(o.Prefix, o.Name)
	o.Log("x")
	o.Service.Logger.Log("ok")
}

// Error:
// # command-line-arguments
// ./err_embedding_ambiguous_selector_depth.go:26:4: ambiguous selector s.Log
// ./err_embedding_ambiguous_selector_depth.go:27:16: ambiguous selector s.Prefix
// ./err_embedding_ambiguous_selector_depth.go:30:4: ambiguous selector o.Log
