package main

import (
	"fmt"
	"os"
)

type Phase string

const (
	Running Phase = "Running"
	Failed  Phase = "Failed"
)

func ready() bool { return true }

func main() {
	p := Phase(os.Getenv("P"))
	n := len(os.Args)
	if p != Running || p != Failed {
		fmt.Println("always")
	}
	if n == 1 && n == 2 {
		fmt.Println("never")
	}
	if n > 0 || n > 0 {
		fmt.Println("twice")
	}
	if ready() || ready() {
		fmt.Println("calls")
	}
	if (n == 3 || p == Running) || n == 3 {
		fmt.Println("nested")
	}
	if p == Running || p == Failed {
		fmt.Println("fine")
	}
}
