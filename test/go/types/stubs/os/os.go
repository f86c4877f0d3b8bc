package os

func Getenv(key string) string
func LookupEnv(key string) (string, bool)
func Exit(code int)

var Args []string
