package main

import (
	"errors"
	"fmt"
	"io"
	"log"
	"strings"
	"time"
)

type T struct{ s []int }

func timeit(start time.Time) { log.Println(time.Since(start)) }

func work() {
	start := time.Now()
	defer log.Println(time.Since(start))
	defer timeit(start)
	defer func() { log.Println(time.Since(start)) }()
	defer fmt.Println("took", time.Since(start).Seconds())
}

type myErr struct{}

func (myErr) Error() string       { return "e" }
func (myErr) Is(e error) int      { return 0 }
func (myErr) Unwrap() string      { return "" }
func (T) MarshalJSON() string     { return "" }
func (*T) UnmarshalJSON(b string) {}
func (T) ReadByte() byte          { return 0 }
func (T) WriteTo(w io.Writer) int { return 0 }
func (T) Format(w fmt.State, c byte) {
}
func (T) String() string { return "" }

type rd interface {
	Read() int
}

type R2 interface {
	Read(p []byte) (int, error)
	ReadByte() int
}

func main() {
	s := []int{1}
	s = append(s)
	_ = append([]int{})
	fmt.Println(s, T{})
	work()
	t := time.Now()
	fmt.Println(t.Format("2006-02-01"), t.Format("02/01/2006 2006-02-01T15"))
	layout := "2006-02-01 15:04"
	_, _ = time.Parse(layout, "2020-01-02 10:00")
	const L = "x 2006-02-01"
	_, _ = time.Parse(L, "")
	var r io.Reader = strings.NewReader("x")
	if _, ok := r.(rd); ok {
		fmt.Println("rd")
	}
	switch r.(type) {
	case rd, io.Writer:
	case fmt.Stringer:
	}
	var e error = myErr{}
	fmt.Println(errors.Is(e, e))
}
