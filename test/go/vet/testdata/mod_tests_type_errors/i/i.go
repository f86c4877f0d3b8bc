package i

func I() int { return "x" }
