package main

var x = 1 @ 2

// Error:
// 3:11: invalid character U+0040 '@'
// 3:13: syntax error: unexpected literal 2 after top level declaration
