package main

func main() {
	select
	default:
	}
}

// Error:
// 5:2: syntax error: missing { after select clause
