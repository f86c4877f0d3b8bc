package w

func Work(n int) int { return n * 2 }
