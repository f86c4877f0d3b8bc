package b

import "example.com/app/a"

func World() string { return "b" + a.Hello() }
