package main

var x = 0778

// Error:
// 3:12: invalid digit '8' in octal literal
