package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

type T struct {
	Name string `json:"name" yaml:"name"`
	Age  int    `json:"age,omitempty" json:"x"`
	Bad  int    `json: "bad"`
}

type Locked struct {
	mu sync.Mutex
	n  int
}

func (l Locked) Get() int { return l.n }

func f() int {
	return 1
	fmt.Println("unreachable")
	return 2
}

func main() {
	fmt.Printf("%d %s\n", "x", 1)
	fmt.Printf("%d\n")
	fmt.Println("x %d", 1)
	fmt.Sprintf("unused %d", 1)
	strings.ToUpper("x")
	x := 1
	x = x
	if x == 1 || x == 1 {
	}
	var l Locked
	l2 := l
	_ = l2
	ctx, _ := context.WithTimeout(context.Background(), time.Second)
	_ = ctx
	var err error
	var pe *T
	errors.As(err, pe)
	if f == nil {
	}
	var i8 int8 = 1
	_ = i8 << 9
	fmt.Printf("%v %!\n", 1)
	fmt.Errorf("x")
	t := T{}
	_ = t
	_ = fmt.Sprintf("%s", t)
}
