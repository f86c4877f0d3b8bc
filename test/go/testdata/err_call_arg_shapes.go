package main

import (
	"context"
	"fmt"
	"strings"
	"time"
)

func wait(ctx context.Context, d time.Duration, names ...string) error { return nil }

func main() {
	ctx := context.Background()
	wait(ctx)
	wait(ctx, 5)
	wait(ctx, time.Second, []string{"a"})
	wait(ctx, time.Second, "a", 1)
	wait(time.Second, ctx)
	wait(nil, 0, nil...)
	names := []string{"a"}
	strings.Join(names)
	fmt.Println(strings.Split("a,b"))
	time.Sleep("1s")
}

// Error:
// # command-line-arguments
// ./err_call_arg_shapes.go:14:7: not enough arguments in call to wait
// 	have (context.Context)
// 	want (context.Context, time.Duration, ...string)
// ./err_call_arg_shapes.go:16:25: cannot use []string{…} (value of type []string) as string value in argument to wait
// ./err_call_arg_shapes.go:17:30: cannot use 1 (untyped int constant) as string value in argument to wait
// ./err_call_arg_shapes.go:18:7: cannot use time.Second (constant 1000000000 of int64 type time.Duration) as context.Context value in argument to wait: time.Duration does not implement context.Context (missing method Deadline)
// ./err_call_arg_shapes.go:18:20: cannot use ctx (variable of interface type context.Context) as time.Duration value in argument to wait
// ./err_call_arg_shapes.go:21:15: not enough arguments in call to strings.Join
// 	have ([]string)
// 	want ([]string, string)
// ./err_call_arg_shapes.go:22:28: not enough arguments in call to strings.Split
// 	have (string)
// 	want (string, string)
// ./err_call_arg_shapes.go:23:13: cannot use "1s" (untyped string constant) as time.Duration value in argument to time.Sleep
