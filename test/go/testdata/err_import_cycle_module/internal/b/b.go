package b

import "example.com/app/internal/a"

func Name() string { return "b" }

var _ = a.Name
