package main

import (
	"context"
	"fmt"
)

type Object interface{ GetName() string }

type Client interface {
	Get(ctx context.Context, key string, obj Object) error
	List(ctx context.Context, list []Object) error
}

type fakeClient struct{}

func (f *fakeClient) Get(ctx context.Context, key string) error { return nil }
func (f *fakeClient) List(ctx context.Context, list []Object) error { return nil }

func main() {
	var c Client = &fakeClient{}
	fmt.Println(c)
}

// Error:
// # command-line-arguments
// ./err_op_client_sig.go:21:17: cannot use &fakeClient{} (value of type *fakeClient) as Client value in variable declaration: *fakeClient does not implement Client (wrong type for method Get)
// 		have Get(context.Context, string) error
// 		want Get(context.Context, string, Object) error
