package main

import "testing"

func TestM(t *testing.T) { t.Logf("%s", 1) }
