package p

import "example.com/e/bmiss"

func P() { bmiss.X() }
