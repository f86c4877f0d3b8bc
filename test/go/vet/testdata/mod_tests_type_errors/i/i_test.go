package i

import "testing"

func TestH(t *testing.T) { var s string; t.Log(s) }
