package main

import (
	"fmt"
	"time"
)

const (
	timeout  = 30 * time.Second
	interval = timeout / 6
	maxRetry = 5
	backoff  = interval * maxRetry
)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
)

const (
	a = iota * 10
	b
	c = "str"
	d
	e = iota
)

func main() {
	fmt.Println(timeout, interval, backoff)
	fmt.Println(Sunday, Monday, Tuesday, Thursday)
	fmt.Println(a, b, c, d, e)
	const x = 10
	var f float64 = x / 4
	var g = x / 4
	fmt.Println(f, g, x/4.0)
}

// Output:
// 30s 5s 25s
// 0 1 2 4
// 0 10 str str 4
// 2 2 2.5
