package main

import (
	"fmt"
	"time"
)

type Level int

func (l Level) String() string { return [...]string{"low", "mid", "high"}[l] }

type Config struct {
	Timeout  time.Duration
	interval time.Duration
	Level    Level
	level    Level
}

func main() {
	c := Config{Timeout: time.Second, interval: 2 * time.Second, Level: 2, level: 1}
	fmt.Printf("%v\n", c)
	fmt.Printf("%+v\n", c)
	fmt.Println([]time.Duration{time.Millisecond, time.Minute})
	fmt.Println(map[string]time.Duration{"a": 1500 * time.Millisecond})
	fmt.Printf("%d %s\n", c.Timeout, c.Level)
	p := &c
	fmt.Printf("%v\n", p.Timeout)
}

// Output:
// {1s 2000000000 high 1}
// {Timeout:1s interval:2000000000 Level:high level:1}
// [1ms 1m0s]
// map[a:1.5s]
// 1000000000 high
// 1s
