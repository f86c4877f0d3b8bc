package main

import (
	"context"
	"errors"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

func Reconcile(ctx context.Context, name string) (Result, error) {
	if name == "" {
		return Result{}, errors.New("empty")
	}
	for i := 0; i < 3; i++ {
		if i == 2 {
			return Result{RequeueAfter: time.Second}, nil
		}
	}
}

func main() { Reconcile(context.Background(), "x") }

// Error:
// # command-line-arguments
// ./err_op_reconcile_missing_return.go:23:1: missing return
