package api

import (
	"fmt"
	"strings"
)

const limit = 10

var counter int

var hidden = 5

type cfg struct{ n int }

type inner struct{ v int }

type shape struct{ w int }

type Box struct {
	In inner
}

var Default cfg

func helperA(x int) int { return x + 1 }

func helperB(x int) int { return x * 2 }

func helperC() int { return 3 }

func helperD() int { return 4 }

func deep() int { return helperC() }

func unused() {}

func bigHelper() int { return 7 }

func Small(x int) int { return helperA(x) + counter + limit }

func Chain() int { return deep() }

func Big(x int) string {
	s := fmt.Sprintf("%d", helperB(x))
	s = strings.ToUpper(s) + fmt.Sprint(x) + fmt.Sprint(x, x)
	s += strings.Repeat(s, 2)
	return s + fmt.Sprintln(s, bigHelper())
}

func Deferred() int {
	defer fmt.Println()
	return helperD()
}

func (b Box) Get() int { return b.In.v + sq(b.In.v) }

func sq(v int) int { return v * v }

func (b Box) private() shape { return shape{b.In.v} }
