package q

import (
	"example.com/c/p"
	"example.com/c/zzz"
)

func Q() int { zzz.X(); return p.P() }
