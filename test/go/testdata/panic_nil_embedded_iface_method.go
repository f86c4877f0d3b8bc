package main

import "fmt"

type Client interface {
	Get(key string) (string, error)
}

type Reconciler struct {
	Client
	Name string
}

func main() {
	r := Reconciler{Name: "pods"}
	fmt.Println("reconciling", r.Name)
	v, err := r.Get("default/web")
	fmt.Println(v, err)
}

// Output:
// reconciling pods
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
