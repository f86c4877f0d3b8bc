package calc_test

import (
	"testing"

	"example.com/flow/calc"
)

func TestEval(t *testing.T) {
	for _, op := range []calc.Op{calc.Add, calc.Mul, calc.Div} {
		if _, err := calc.Eval(op, 6, 3); err != nil {
			t.Fatal(err)
		}
	}
	var s calc.Stack[string]
	s.Push("x")
	if v, ok := s.Pop(); !ok || v != "x" {
		t.Fatal(v)
	}
	if calc.Sum(1, 2, 3) != 6 {
		t.Fatal("sum")
	}
}
