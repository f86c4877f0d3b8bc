package main

var s = "abc

// Error:
// 3:13: newline in string
