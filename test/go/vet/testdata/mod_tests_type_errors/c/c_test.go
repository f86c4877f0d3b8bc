package c

import "testing"

func TestC(t *testing.T) {
	var x int = "s"
	t.Log(x)
}
