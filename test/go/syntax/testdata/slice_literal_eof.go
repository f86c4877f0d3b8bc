package main

func main() {
	x := []int{1, 2, 3

}

// Error:
// 4:20: syntax error: unexpected newline in composite literal; possibly missing comma or }
