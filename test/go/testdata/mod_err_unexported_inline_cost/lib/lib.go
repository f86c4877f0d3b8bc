package lib

import (
	"errors"
	"fmt"
	"strings"
)

type Foo struct {
	name string
	log  *logger
}

type logger struct{ prefix string }

func newLogger() *logger { return &logger{prefix: defaultPrefix} }

var defaultPrefix = "x"

func NewFoo(name string) *Foo { return &Foo{name: name, log: newLogger()} }

var wrapPrefix = "wrap: "

func Wrap(err error) error { return fmt.Errorf(wrapPrefix+"%w", err) }

func addOne(x int) int { return x + 1 }

func Sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += addOne(x)
	}
	return t
}

func mul(x int) int { return x * 3 }

func Apply(xs []int) []int {
	f := func(x int) int { return mul(x) }
	out := []int{}
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func kindOf(v any) string { return "k" }

func Describe(v any) string {
	switch v.(type) {
	case int:
		return kindOf(v)
	}
	return ""
}

func twoCalls(s string) string { return s }

func Two(s string) string {
	return strings.ToUpper(twoCalls(s)) + strings.ToLower(s)
}

func mustPositive(x int) int { return x }

func Must(x int) int {
	if x < 0 {
		panic("negative")
	}
	return mustPositive(x)
}

var errNotFound = errors.New("not found")

func IsNotFound(err error) bool { return errors.Is(err, errNotFound) }

type state int

const stateReady state = 1

func Ready() bool { return current == stateReady }

var current state

func validate(s string) error {
	if s == "" {
		return errors.New("empty")
	}
	if strings.Contains(s, " ") {
		return fmt.Errorf("space in %q", s)
	}
	return nil
}

func Validate(s string) error { return validate(s) }

func lower(s string) string { return strings.ToLower(s) }

func Lower(s string) string { return lower(s) }
