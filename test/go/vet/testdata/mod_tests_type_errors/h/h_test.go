package h

import "testing"

func TestH(t *testing.T) { var s string = 1; t.Log(s) }
