package calc

import "fmt"

type Op int

const (
	Add Op = iota
	Sub
	Mul
	Div
)

func (o Op) String() string {
	return [...]string{"+", "-", "*", "/"}[o]
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (v T, ok bool) {
	if len(s.items) == 0 {
		return v, false
	}
	v = s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func Eval(op Op, a, b int) (int, error) {
	switch op {
	case Add:
		return a + b, nil
	case Sub:
		return a - b, nil
	case Mul:
		return a * b, nil
	case Div:
		if b == 0 {
			return 0, fmt.Errorf("division by zero: %d %v %d", a, op, b)
		}
		return a / b, nil
	}
	return 0, fmt.Errorf("bad op %d", int(op))
}

func Sum(xs ...int) int {
	total := 0
	for i := 0; i < len(xs); i++ {
		total += xs[i]
	}
	return total
}
