package z

import "example.com/d2/lib/internal/x"

func Z() { x.X() }
