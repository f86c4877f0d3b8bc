package c

func C() int { return 1 }
