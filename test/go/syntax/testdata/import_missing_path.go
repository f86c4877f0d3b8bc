package main

import f

func main() {}

// Error:
// 3:9: missing import path
