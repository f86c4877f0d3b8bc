package z

import "example.com/d/lib/internal/x"

func Z() { x.X() }
