package f

func F() int { return "s" }
