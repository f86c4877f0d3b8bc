package fmt

type Stringer interface {
	String() string
}

func Println(a ...any) (n int, err error)
func Printf(format string, a ...any) (n int, err error)
func Print(a ...any) (n int, err error)
func Sprintf(format string, a ...any) string
func Sprint(a ...any) string
func Sprintln(a ...any) string
func Errorf(format string, a ...any) error
