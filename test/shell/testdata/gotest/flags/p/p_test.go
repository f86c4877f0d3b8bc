package p

import (
	"fmt"
	"testing"
)

func TestDouble(t *testing.T) {
	for _, c := range []struct{ in, want int }{{1, 2}, {2, 4}, {-3, -6}} {
		t.Run(fmt.Sprint(c.in), func(t *testing.T) {
			if got := Double(c.in); got != c.want {
				t.Errorf("Double(%d) = %d", c.in, got)
			}
		})
	}
}

func TestGroups(t *testing.T) {
	t.Run("a/b", func(t *testing.T) { t.Log("a/b") })
	t.Run("a b", func(t *testing.T) { t.Log("a b") })
	t.Run("A", func(t *testing.T) {
		t.Run("x", func(t *testing.T) { t.Log("A/x") })
		t.Run("y", func(t *testing.T) { t.Log("A/y") })
	})
}

func TestFlaky(t *testing.T) {
	t.Error("always fails")
}

func TestAfter(t *testing.T) {
	t.Log("after")
}

func TestParallelPair(t *testing.T) {
	for _, n := range []string{"one", "two"} {
		t.Run(n, func(t *testing.T) {
			t.Parallel()
			t.Log(n)
		})
	}
}

func ExampleDouble() {
	fmt.Println(Double(4))
	// Output: 8
}
