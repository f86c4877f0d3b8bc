package p

func F() int {
	return "x"
}
