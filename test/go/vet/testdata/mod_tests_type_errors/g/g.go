package g

func G() int { return "s" }
