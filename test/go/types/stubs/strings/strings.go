package strings

func Split(s, sep string) []string
func Join(elems []string, sep string) string
func Contains(s, substr string) bool
func HasPrefix(s, prefix string) bool
func HasSuffix(s, suffix string) bool
func ToUpper(s string) string
func ToLower(s string) string
func TrimSpace(s string) string
func Repeat(s string, count int) string
func Index(s, substr string) int

type Builder struct {
	addr *Builder
	buf  []byte
}

func (b *Builder) WriteString(s string) (int, error)
func (b *Builder) String() string
func (b *Builder) Len() int
