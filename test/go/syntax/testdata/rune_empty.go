package main

var r = ''

// Error:
// 3:10: empty rune literal or unescaped '
