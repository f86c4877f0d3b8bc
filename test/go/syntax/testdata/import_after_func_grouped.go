package main

func main() {}

import (
	"fmt"
)

// Error:
// 5:1: syntax error: imports must appear before other declarations
