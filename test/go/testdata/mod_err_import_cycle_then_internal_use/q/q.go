package q

import "example.com/d2/p"

func Q() int { return p.P() }
