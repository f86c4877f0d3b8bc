package main

var x = 1__000

// Error:
// 3:11: '_' must separate successive digits
