package i_test

import "testing"
import "example.com/m/i"

func TestX(t *testing.T) { t.Log(i.I()) }
