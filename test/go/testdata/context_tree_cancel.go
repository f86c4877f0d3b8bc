package main

import (
	"context"
	"errors"
	"fmt"
)

func main() {
	root, cancelRoot := context.WithCancel(context.Background())
	child1, cancel1 := context.WithCancel(root)
	child2 := context.WithValue(root, "k", "v")
	grand, cancelGrand := context.WithCancel(child1)
	defer cancelGrand()
	cancel1()
	fmt.Println(child1.Err(), grand.Err(), child2.Err(), root.Err())
	cancelRoot()
	fmt.Println(child2.Err(), errors.Is(child2.Err(), context.Canceled), child2.Value("k"))
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("manager stopping"))
	fmt.Println(ctx.Err(), context.Cause(ctx))
	select {
	case <-grand.Done():
		fmt.Println("grandchild done")
	default:
		fmt.Println("not done")
	}
}

// Output:
// context canceled context canceled <nil> <nil>
// context canceled true v
// context canceled manager stopping
// grandchild done
