package main

func main() {
	x := 1
	if x > 0 {
		break
	}
}

// Error:
// 6:3: break is not in a loop, switch, or select
