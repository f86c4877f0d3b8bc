package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

type S struct{ a, b int }

func run() error {
	ctx, _ := context.WithTimeout(context.Background(), time.Second)
	_ = ctx
	var c2, _ = context.WithCancel(context.Background())
	_ = c2
	go func() {
		_, _ = context.WithDeadline(context.Background(), time.Now())
	}()
	errors.New("lost")
	fmt.Errorf("lost %d", 1)
	var sb strings.Builder
	sb.String()
	(fmt.Sprint("x"))
	return nil
}

func main() {
	n := 1
	s := S{}
	m := map[string]int{}
	n = n
	s.a, s.b = s.a, s.b
	s.a, s.b = s.b, s.a
	m["k"] = m["k"]
	fmt.Println(n, s, m, run())
}
