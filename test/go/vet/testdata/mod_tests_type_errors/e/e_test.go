package e

import "testing"

func TestE(t *testing.T) {
	t.Log(E())
}
