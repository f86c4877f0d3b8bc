package main

import (
	"context"
	"fmt"
	"time"
)

type Reconciler struct {
	Name string
}

func (r *Reconciler) Reconcile(ctx context.Context, name string) (time.Duration, error) {
	if name == "" {
		return nil, fmt.Errorf("empty")
	}
	return 5, nil
}

func main() {
	r := Reconciler{}
	d, err := r.Reconcile(context.Background())
	fmt.Println(d, err)
	var timeout int = 5
	time.Sleep(timeout * time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	fmt.Println(ctx)
	r.Status = "ok"
	for i := range r {
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./err_common_operator_mistakes.go:15:10: cannot use nil as time.Duration value in return statement
// ./err_common_operator_mistakes.go:22:24: not enough arguments in call to r.Reconcile
// 	have (context.Context)
// 	want (context.Context, string)
// ./err_common_operator_mistakes.go:25:13: invalid operation: timeout * time.Second (mismatched types int and time.Duration)
// ./err_common_operator_mistakes.go:26:7: declared and not used: cancel
// ./err_common_operator_mistakes.go:28:4: r.Status undefined (type Reconciler has no field or method Status)
// ./err_common_operator_mistakes.go:29:17: cannot range over r (variable of struct type Reconciler)
