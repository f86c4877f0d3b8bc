package main

var r = 'a
// Error:
// 3:9: rune literal not terminated
