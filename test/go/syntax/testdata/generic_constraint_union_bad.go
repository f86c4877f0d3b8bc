package main

type C interface{ ~int | }

func main() {}

// Error:
// 3:26: syntax error: unexpected }, expected ~ term or type
