package p

import "example.com/c/q"

func P() int { return q.Q() }
