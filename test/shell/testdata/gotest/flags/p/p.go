package p

func Double(x int) int { return 2 * x }
