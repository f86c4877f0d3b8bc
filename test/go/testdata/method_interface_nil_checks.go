package main

import "fmt"

type Notifier interface{ Notify(msg string) string }

type Email struct{ To string }

func (e *Email) Notify(msg string) string {
	if e == nil {
		return "nil email receiver: " + msg
	}
	return "mail to " + e.To + ": " + msg
}

func send(n Notifier, msg string) string {
	if n == nil {
		return "no notifier"
	}
	return n.Notify(msg)
}

func main() {
	fmt.Println(send(nil, "hi"))
	fmt.Println(send(&Email{"ops"}, "hi"))
	var e *Email
	fmt.Println(send(e, "hi"))
	var n Notifier
	fmt.Println(n == nil)
	n = e
	fmt.Println(n == nil, n != nil)
}

// Output:
// no notifier
// mail to ops: hi
// nil email receiver: hi
// true
// false true
