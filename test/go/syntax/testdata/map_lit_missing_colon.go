package main

func main() {
	_ = map[string]int{"a" 1}
}

// Error:
// 4:25: syntax error: unexpected literal 1 in composite literal; possibly missing comma or }
