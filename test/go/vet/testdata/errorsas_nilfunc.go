package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

type NotFound struct{ Name string }

func (e *NotFound) Error() string { return e.Name + " not found" }

type Plain struct{}

func reconcile() error { return nil }

func main() {
	err := reconcile()
	var nf *NotFound
	var pe *fs.PathError
	var e2 error
	var any1 any
	var p Plain
	if errors.As(err, &nf) || errors.As(err, &pe) {
		fmt.Println("found")
	}
	_ = errors.As(err, nf)
	_ = errors.As(err, &e2)
	_ = errors.As(err, any1)
	_ = errors.As(err, &p)
	_ = errors.As(err, &any1)
	if reconcile == nil {
		return
	}
	if nil != os.Exit {
		return
	}
	var fn func()
	fmt.Println(fn == nil)
}
