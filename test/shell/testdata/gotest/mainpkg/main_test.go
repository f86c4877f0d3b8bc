package main

import "testing"

func TestTwice(t *testing.T) {
	if got := Twice(2); got != 4 {
		t.Errorf("Twice(2) = %d, want 4", got)
	}
	t.Log(started)
}

func TestTwiceNegative(t *testing.T) {
	if got := Twice(-3); got != -5 {
		t.Errorf("Twice(-3) = %d, want -5", got)
	}
}
