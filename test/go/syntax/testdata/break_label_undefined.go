package main

func main() {
	for {
		break Missing
	}
}

// Error:
// 5:9: break label not defined: Missing
