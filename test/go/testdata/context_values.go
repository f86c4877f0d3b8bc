package main

import (
	"context"
	"fmt"
)

type ctxKey string

type Logger struct{ name string }

func (l Logger) Info(msg string) { fmt.Println("[" + l.name + "] " + msg) }

func IntoContext(ctx context.Context, l Logger) context.Context {
	return context.WithValue(ctx, ctxKey("logger"), l)
}

func FromContext(ctx context.Context) Logger {
	if l, ok := ctx.Value(ctxKey("logger")).(Logger); ok {
		return l
	}
	return Logger{name: "default"}
}

func reconcile(ctx context.Context) {
	FromContext(ctx).Info("reconciling")
}

func main() {
	ctx := context.Background()
	reconcile(ctx)
	ctx = IntoContext(ctx, Logger{name: "memcached"})
	reconcile(ctx)
	child, cancel := context.WithCancel(ctx)
	defer cancel()
	reconcile(child)
	fmt.Println(child.Value(ctxKey("missing")))
}

// Output:
// [default] reconciling
// [memcached] reconciling
// [memcached] reconciling
// <nil>
