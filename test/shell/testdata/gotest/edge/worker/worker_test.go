package worker

import (
	"context"
	"testing"
)

func TestRun(t *testing.T) {
	p := &Pool{}
	if err := p.Run(context.Background(), []string{"a", "slow"}); err != nil {
		t.Fatal(err)
	}
	if err := p.Run(context.Background(), []string{""}); err == nil {
		t.Fatal("want an error")
	}
}

func TestMisc(t *testing.T) {
	if v, ok := Lookup("two"); !ok || v != 2 {
		t.Fatal(v)
	}
	Lookup("nope")
	if Spin(6) != 8 {
		t.Fatal(Spin(6))
	}
	Apply([]int{1, 2}, func(x int) int { return x + 1 })
	Must(nil)
	Classify(3)
	if Nested(false, true) != 3 {
		t.Fatal("nested")
	}
}
