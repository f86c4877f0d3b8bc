package f

import "testing"

func TestF(t *testing.T) { t.Log(F()) }
