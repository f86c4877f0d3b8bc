package main

import "fmt"

type Client struct {
	name    string
	retries int
}

func (c *Client) Name() string { return c.name }

type Reconciler struct {
	Client *Client
	Log    func(string)
}

func (r *Reconciler) Reconcile(key string) {
	fmt.Println("reconciling", key)
	if r.Log != nil {
		r.Log(key)
	}
	fmt.Println("client:", r.Client.Name())
}

func main() {
	r := &Reconciler{Client: &Client{name: "cached"}}
	r.Reconcile("a")
	r.Client = nil
	r.Reconcile("b")
}

// Output:
// reconciling a
// client: cached
// reconciling b
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
