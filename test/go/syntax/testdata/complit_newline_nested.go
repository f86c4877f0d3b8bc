package main

type P struct{ X, Y int }

var ps = []P{
	{X: 1, Y: 2},
	{X: 3, Y: 4}
}

func main() {}

// Error:
// 7:14: syntax error: unexpected newline in composite literal; possibly missing comma or }
