package main

var s = "\q"

// Error:
// 3:11: unknown escape
