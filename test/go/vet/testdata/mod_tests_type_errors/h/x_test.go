package h_test

import "testing"
import "example.com/m/h"

func TestX(t *testing.T) { t.Log(h.H()) }
