package

func main() {}

// Error:
// 3:1: expected 'IDENT', found 'func'
