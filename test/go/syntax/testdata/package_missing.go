import "fmt"

func main() { fmt.Println() }

// Error:
// 1:1: expected 'package', found 'import'
