package z

import "testing"

func TestZ(t *testing.T) { t.Logf("%d", "s") }
