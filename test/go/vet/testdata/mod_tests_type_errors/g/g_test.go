package g_test

import "testing"
import "example.com/m/g"

func TestG(t *testing.T) { t.Log(g.G()) }
