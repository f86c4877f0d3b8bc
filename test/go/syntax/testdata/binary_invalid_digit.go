package main

var x = 0b102

// Error:
// 3:13: invalid digit '2' in binary literal
