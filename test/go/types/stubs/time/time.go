package time

type Duration int64

const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

func (d Duration) String() string
func (d Duration) Seconds() float64

type Time struct {
	wall uint64
	ext  int64
}

func Now() Time
func Since(t Time) Duration
func Sleep(d Duration)
func (t Time) Add(d Duration) Time
func (t Time) Sub(u Time) Duration
func (t Time) Before(u Time) bool
func (t Time) After(u Time) bool
func (t Time) IsZero() bool
func (t Time) Unix() int64

func After(d Duration) <-chan Time
