package main

import (
	"errors"
	"fmt"
)

type Result struct {
	Requeue bool
}

func reconcile(obj string) (res Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v [recovered]", r)
		}
	}()
	if obj == "" {
		var m map[string]int
		m["crash"]++
	}
	if obj == "retry" {
		return Result{Requeue: true}, errors.New("transient")
	}
	return Result{}, nil
}

func main() {
	for _, o := range []string{"ok", "retry", ""} {
		res, err := reconcile(o)
		fmt.Printf("%q: %+v %v\n", o, res, err)
	}
}

// Output:
// "ok": {Requeue:false} <nil>
// "retry": {Requeue:true} transient
// "": {Requeue:false} panic: assignment to entry in nil map [recovered]
