package d_test

import (
	"testing"
	"example.com/m/d"
)

func TestD(t *testing.T) {
	d.D()
	y := 3
}
