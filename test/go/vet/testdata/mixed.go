package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type T struct {
	mu sync.Mutex
	n  int
}

func f(t T) {}

func main() {
	s := "x"
	n := 3
	fmt.Printf("%d\n", s)
	fmt.Printf("%s %s\n", s)
	fmt.Println("x %d", n)
	fmt.Sprintf("%d", n, n)
	fmt.Sprintf("hi")
	err := fmt.Errorf("a %w", s)
	_ = err
	var t T
	f(t)
	ctx, _ := context.WithTimeout(context.Background(), time.Second)
	_ = ctx
	n = n
	_ = errors.New("x")
	fmt.Printf("%v %d\n", n)
}
