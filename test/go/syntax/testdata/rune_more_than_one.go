package main

var r = 'ab'

// Error:
// 3:9: more than one character in rune literal
