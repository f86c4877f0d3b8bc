package main

import "fmt"

type Logger struct{ Prefix string }

func (l Logger) Log(msg string) { fmt.Println(l.Prefix, msg) }

type Auditor struct{ Prefix string }

func (a Auditor) Log(msg string) { fmt.Println("AUDIT", a.Prefix, msg) }

type Service struct {
	Logger
	Auditor
	Name string
}

func main() {
	s := Service{Logger{"[svc]"}, Auditor{"[audit]"}, "billing"}
	s.Log("started")
	fmt.Println(s.Prefix)
	s.Logger.Log("ok")
}

// Error:
// # command-line-arguments
// ./struct_embed_ambiguous_selector_err.go:21:4: ambiguous selector s.Log
// ./struct_embed_ambiguous_selector_err.go:22:16: ambiguous selector s.Prefix
