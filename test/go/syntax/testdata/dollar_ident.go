package main

func main() {
	$x := 1
}

// Error:
// 4:2: invalid character U+0024 '$'
// 4:3: declared and not used: x
