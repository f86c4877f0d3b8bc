// Several of go vet default analyzers on one reconciler-style program.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"
)

type Config struct {
	Name string `json:"name" yaml:"name"`
	Port int    `json:"port,omitempty" json:"p"`
	Host string `json: "host"`
}

type Counter struct {
	mu sync.Mutex
	n  int
}

func (c Counter) Get() int { return c.n }

func work(ctx context.Context) {
	ctx2, _ := context.WithTimeout(ctx, time.Second)
	_ = ctx2
}

func main() {
	var c Counter
	d := c
	fmt.Println(d.Get())
	strings.ToUpper("x")
	errors.New("ignored")
	fmt.Printf("%d %s\n", "name", 3)
	fmt.Println("done\n")
	var x int = 1
	fmt.Println(x >> 64)
	if x == x {
		fmt.Println()
	}
	err := errors.New("e")
	var pe *os.PathError
	errors.As(err, pe)
	fmt.Sprintf("%v")
	work(context.Background())
	fmt.Errorf("wrap %w %w", err)
}
