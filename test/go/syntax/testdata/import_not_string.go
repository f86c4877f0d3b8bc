package main

import fmt

func main() {}

// Error:
// 3:11: missing import path
