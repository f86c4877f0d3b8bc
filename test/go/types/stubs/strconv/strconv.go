package strconv

func Itoa(i int) string
func Atoi(s string) (int, error)
func FormatInt(i int64, base int) string
func ParseFloat(s string, bitSize int) (float64, error)
