package shapes

import (
	"errors"
	"testing"
)

func TestDescribe(t *testing.T) {
	cases := []struct {
		s    Shape
		want string
	}{
		{Rect{2, 2}, "square"},
		{Rect{3, 1}, "wide rect"},
		{&Circle{R: 1}, "circle r=1"},
	}
	for _, c := range cases {
		got, err := Describe(c.s)
		if err != nil || got != c.want {
			t.Errorf("Describe(%v) = %q, %v", c.s, got, err)
		}
	}
	if _, err := Describe(Rect{-1, 1}); !errors.Is(err, ErrNegative) {
		t.Fatal(err)
	}
}

func TestGrade(t *testing.T) {
	for _, a := range []float64{200, 0.5} {
		t.Run(Grade(a), func(t *testing.T) {})
	}
}

func TestTotal(t *testing.T) {
	if got := Total(Rect{1, 2}, nil); got != -1 {
		t.Fatal(got)
	}
	if Find([]string{"#a", "B"}, "b") != 1 {
		t.Fatal("find")
	}
	n := 0
	_ = Retry(3, func(i int) error {
		n++
		if i < 2 {
			return errors.New("again")
		}
		return nil
	})
	if Scale(2)(Rect{1, 1}) != 2 || Double(2) != 4 {
		t.Fatal("scale")
	}
	c := make(chan int, 2)
	c <- 1
	c <- 2
	close(c)
	if len(Wait(c, nil)) != 2 {
		t.Fatal("wait")
	}
}
