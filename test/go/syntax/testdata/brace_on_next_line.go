package main

func main()
{
}

// Error:
// 4:1: syntax error: unexpected semicolon or newline before {
