package main_test

import "testing"

func TestX(t *testing.T) {
	t.Log("x")
}
