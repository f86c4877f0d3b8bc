package main

func main() {
	x := 1
	switch x {
	case 1:
		continue
	}
}

// Error:
// 7:3: continue is not in a loop
