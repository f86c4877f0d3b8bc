package p

import "example.com/d2/q"

func P() int { return q.Q() }
