package main

import (
	"fmt",
	"os"
)

func main() {}

// Error:
// 4:7: expected ';', found ','
