package a_test

import "testing"

func TestA(t *testing.T) { t.Logf("%d", "s") }
