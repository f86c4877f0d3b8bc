package a

import "example.com/app/b"

func Hello() string { return "a" + b.World() }
