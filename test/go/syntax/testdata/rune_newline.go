package main

var r = 'a

// Error:
// 3:11: newline in rune literal
