package a

import "example.com/app/internal/b"

func Name() string { return "a" + b.Name() }
