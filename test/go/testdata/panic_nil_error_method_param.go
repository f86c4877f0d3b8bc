package main

import (
	"fmt"
	"strings"
)

type Event struct {
	Reason string
	Err    error
}

func report(reason string, err error) string {
	var b strings.Builder
	b.WriteString(reason)
	b.WriteString(": ")
	b.WriteString(err.Error())
	return b.String()
}

func main() {
	events := []Event{{"Created", nil}}
	for _, e := range events {
		fmt.Println(report(e.Reason, e.Err))
	}
}

// Output:
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
