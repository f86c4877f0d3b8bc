package main

import "fmt"

func (r *Reconciler) Reconcile() error {
	return r.client.Get()
}

type Reconciler struct {
	client Client
}

type Client interface {
	Get(key string) error
}

var defaultTimeout int = "30s"

func main() {
	fmt.Println(&Reconciler{})
}
