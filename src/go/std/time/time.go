package time

import "errors"

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
func (d Duration) Hours() float64
func (d Duration) Minutes() float64
func (d Duration) Seconds() float64

func (d Duration) Milliseconds() int64 {
	return int64(d) / 1e6
}

func (d Duration) Microseconds() int64 {
	return int64(d) / 1e3
}

func (d Duration) Nanoseconds() int64 {
	return int64(d)
}

func (d Duration) Truncate(m Duration) Duration
func (d Duration) Round(m Duration) Duration
func (d Duration) Abs() Duration

func parseDuration(s string) (Duration, string)

func ParseDuration(s string) (Duration, error) {
	d, msg := parseDuration(s)
	if msg != "" {
		return 0, errors.New(msg)
	}
	return d, nil
}

type Month int

const (
	January Month = 1 + iota
	February
	March
	April
	May
	June
	July
	August
	September
	October
	November
	December
)

var longMonthNames = []string{"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"}

func (m Month) String() string {
	if January <= m && m <= December {
		return longMonthNames[m-1]
	}
	return "%!Month(" + fmtUint(uint64(m)) + ")"
}

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	Wednesday
	Thursday
	Friday
	Saturday
)

var longDayNames = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

func (d Weekday) String() string {
	if Sunday <= d && d <= Saturday {
		return longDayNames[d]
	}
	return "%!Weekday(" + fmtUint(uint64(d)) + ")"
}

func itoa(i int) string

// fmtUint formats v in decimal: time.go's fmtInt, which the %!Month(N) and %!Weekday(N) forms
// apply to uint64(m) (a negative Weekday prints as a huge number).
func fmtUint(v uint64) string {
	var buf [20]byte
	i := len(buf)
	for v >= 10 {
		i--
		buf[i] = byte(v%10 + '0')
		v /= 10
	}
	i--
	buf[i] = byte(v + '0')
	return string(buf[i:])
}

const (
	Layout      = "01/02 03:04:05PM '06 -0700"
	ANSIC       = "Mon Jan _2 15:04:05 2006"
	UnixDate    = "Mon Jan _2 15:04:05 MST 2006"
	RubyDate    = "Mon Jan 02 15:04:05 -0700 2006"
	RFC822      = "02 Jan 06 15:04 MST"
	RFC822Z     = "02 Jan 06 15:04 -0700"
	RFC850      = "Monday, 02-Jan-06 15:04:05 MST"
	RFC1123     = "Mon, 02 Jan 2006 15:04:05 MST"
	RFC1123Z    = "Mon, 02 Jan 2006 15:04:05 -0700"
	RFC3339     = "2006-01-02T15:04:05Z07:00"
	RFC3339Nano = "2006-01-02T15:04:05.999999999Z07:00"
	Kitchen     = "3:04PM"
	Stamp       = "Jan _2 15:04:05"
	StampMilli  = "Jan _2 15:04:05.000"
	StampMicro  = "Jan _2 15:04:05.000000"
	StampNano   = "Jan _2 15:04:05.000000000"
	DateTime    = "2006-01-02 15:04:05"
	DateOnly    = "2006-01-02"
	TimeOnly    = "15:04:05"
)

// A Location maps time instants to the zone in use: a fixed offset, or a zone of the time zone
// database by its POSIX TZ rule (tzrule.ts).
type Location struct {
	name   string
	zone   string
	offset int
	rule   string
}

var utcLoc = Location{"UTC", "UTC", 0, ""}

// The simulated machine's local zone is UTC.
var localLoc = Location{"Local", "UTC", 0, ""}

var UTC *Location = &utcLoc

var Local *Location = &localLoc

func (l *Location) String() string {
	if l == nil {
		return "UTC"
	}
	return l.name
}

func FixedZone(name string, offset int) *Location {
	return &Location{name, name, offset, ""}
}

func tzRule(name string) (string, bool)

var errLocation = errors.New("time: invalid location name")

// LoadLocation as go1.23's (src/time/zoneinfo.go, zoneinfo_read.go) with the tz database's zones.
func LoadLocation(name string) (*Location, error) {
	switch name {
	case "", "UTC":
		return UTC, nil
	case "Local":
		return Local, nil
	}
	if containsDotDot(name) || name[0] == '/' || name[0] == '\\' {
		return nil, errLocation
	}
	if rule, ok := tzRule(name); ok {
		return &Location{name, "", 0, rule}, nil
	}
	return nil, errors.New("unknown time zone " + name)
}

func containsDotDot(s string) bool {
	if len(s) < 2 {
		return false
	}
	for i := 0; i < len(s)-1; i++ {
		if s[i] == '.' && s[i+1] == '.' {
			return true
		}
	}
	return false
}

// A Time is an instant with nanosecond precision. sec counts from January 1, year 1 UTC, so the
// zero Time is the zero value; loc nil means UTC.
type Time struct {
	sec     int64
	nsec    int64
	mono    int64
	hasMono bool
	loc     *Location
}

func now(loc *Location) Time

func Now() Time {
	return now(Local)
}

func Since(t Time) Duration {
	return Now().Sub(t)
}

func Until(t Time) Duration {
	return t.Sub(Now())
}

func unix(sec int64, nsec int64, loc *Location) Time

func Unix(sec int64, nsec int64) Time {
	return unix(sec, nsec, Local)
}

func UnixMilli(msec int64) Time {
	return Unix(msec/1e3, (msec%1e3)*1e6)
}

func UnixMicro(usec int64) Time {
	return Unix(usec/1e6, (usec%1e6)*1e3)
}

func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Date")
	}
	return date(year, int(month), day, hour, min, sec, nsec, loc)
}

func date(year, month, day, hour, min, sec, nsec int, loc *Location) Time

func (t Time) Add(d Duration) Time
func (t Time) Sub(u Time) Duration

func (t Time) AddDate(years int, months int, days int) Time {
	year, month, day := t.Date()
	hour, min, sec := t.Clock()
	return date(year+years, int(month)+months, day+days, hour, min, sec, int(t.nsec), t.Location())
}

func (t Time) After(u Time) bool {
	return t.sec > u.sec || t.sec == u.sec && t.nsec > u.nsec
}

func (t Time) Before(u Time) bool {
	return t.sec < u.sec || t.sec == u.sec && t.nsec < u.nsec
}

func (t Time) Equal(u Time) bool {
	return t.sec == u.sec && t.nsec == u.nsec
}

func (t Time) Compare(u Time) int {
	switch {
	case t.Before(u):
		return -1
	case t.After(u):
		return +1
	}
	return 0
}

func (t Time) IsZero() bool {
	return t.sec == 0 && t.nsec == 0
}

func (t Time) Unix() int64
func (t Time) UnixNano() int64

func (t Time) UnixMilli() int64 {
	return t.Unix()*1e3 + t.nsec/1e6
}

func (t Time) UnixMicro() int64 {
	return t.Unix()*1e6 + t.nsec/1e3
}

func (t Time) Format(layout string) string
func (t Time) String() string

// MarshalJSON and UnmarshalJSON: RFC 3339 with nanoseconds, as encoding/json sees times.
func (t Time) MarshalJSON() ([]byte, error) {
	if y := t.Year(); y < 0 || y >= 10000 {
		return nil, errors.New("Time.MarshalJSON: year outside of range [0,9999]")
	}
	return []byte("\"" + t.Format(RFC3339Nano) + "\""), nil
}

func (t *Time) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return errors.New("Time.UnmarshalJSON: input is not a JSON string")
	}
	var err error
	*t, err = Parse(RFC3339, string(data[1:len(data)-1]))
	return err
}

func (t Time) MarshalText() ([]byte, error) {
	return []byte(t.Format(RFC3339Nano)), nil
}

func (t *Time) UnmarshalText(data []byte) error {
	var err error
	*t, err = Parse(RFC3339, string(data))
	return err
}
func (t Time) GoString() string

func (t Time) AppendFormat(b []byte, layout string) []byte {
	return append(b, t.Format(layout)...)
}

func (t Time) Date() (year int, month Month, day int) {
	y, m, d := t.civil()
	return y, Month(m), d
}

func (t Time) civil() (year, month, day int)
func (t Time) Clock() (hour, min, sec int)

func (t Time) Year() int {
	y, _, _ := t.Date()
	return y
}

func (t Time) Month() Month {
	_, m, _ := t.Date()
	return m
}

func (t Time) Day() int {
	_, _, d := t.Date()
	return d
}

func (t Time) Hour() int {
	h, _, _ := t.Clock()
	return h
}

func (t Time) Minute() int {
	_, m, _ := t.Clock()
	return m
}

func (t Time) Second() int {
	_, _, s := t.Clock()
	return s
}

func (t Time) Nanosecond() int {
	return int(t.nsec)
}

func (t Time) Weekday() Weekday {
	return Weekday(t.weekday())
}

func (t Time) weekday() int
func (t Time) YearDay() int
func (t Time) ISOWeek() (year, week int)

func (t Time) Location() *Location {
	if t.loc == nil {
		return UTC
	}
	return t.loc
}

func (t Time) Zone() (name string, offset int)

func (t Time) IsDST() bool

// ZoneBounds returns the bounds of the time zone in effect at time t.
func (t Time) ZoneBounds() (start, end Time)

func (t Time) In(loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Time.In")
	}
	if loc == UTC {
		loc = nil
	}
	t.loc = loc
	return t
}

func (t Time) UTC() Time {
	t.loc = nil
	return t
}

func (t Time) Local() Time {
	t.loc = Local
	return t
}

func (t Time) Truncate(d Duration) Time
func (t Time) Round(d Duration) Time

// ParseError describes a problem parsing a time string.
type ParseError struct {
	Layout     string
	Value      string
	LayoutElem string
	ValueElem  string
	Message    string
}

func (e *ParseError) Error() string

func parse(layout, value string, defaultLoc, local *Location) (t Time, layoutElem, valueElem, message string, ok bool)

func Parse(layout, value string) (Time, error) {
	return parseIn(layout, value, UTC, Local)
}

func ParseInLocation(layout, value string, loc *Location) (Time, error) {
	return parseIn(layout, value, loc, loc)
}

func parseIn(layout, value string, defaultLoc, local *Location) (Time, error) {
	t, le, ve, msg, ok := parse(layout, value, defaultLoc, local)
	if !ok {
		return Time{}, &ParseError{layout, value, le, ve, msg}
	}
	return t, nil
}

func Sleep(d Duration)

// The Timer type represents a single event on the virtual clock (go1.23's fields, time/sleep.go).
type Timer struct {
	C         <-chan Time
	initTimer bool
}

func NewTimer(d Duration) *Timer {
	t := &Timer{initTimer: true}
	t.C = startTimer(t, d, nil)
	return t
}

func AfterFunc(d Duration, f func()) *Timer {
	t := &Timer{initTimer: true}
	startTimer(t, d, f)
	return t
}

func startTimer(t *Timer, d Duration, f func()) chan Time

func (t *Timer) Stop() bool {
	if !t.initTimer {
		panic("time: Stop called on uninitialized Timer")
	}
	return stopTimer(t)
}

func stopTimer(t *Timer) bool

func (t *Timer) Reset(d Duration) bool {
	if !t.initTimer {
		panic("time: Reset called on uninitialized Timer")
	}
	active := stopTimer(t)
	restartTimer(t, d)
	return active
}

func restartTimer(t *Timer, d Duration)

func After(d Duration) <-chan Time {
	return NewTimer(d).C
}

// A Ticker delivers ticks of a clock at intervals (go1.23's fields, time/tick.go).
type Ticker struct {
	C          <-chan Time
	initTicker bool
}

func NewTicker(d Duration) *Ticker {
	if d <= 0 {
		panic("non-positive interval for NewTicker")
	}
	t := &Ticker{initTicker: true}
	t.C = startTicker(t, d)
	return t
}

func startTicker(t *Ticker, d Duration) chan Time

// Stop on a zero Ticker does nothing (go1.23 keeps it from panicking for old programs).
func (t *Ticker) Stop() {
	if !t.initTicker {
		return
	}
	stopTicker(t)
}

func stopTicker(t *Ticker)

func (t *Ticker) Reset(d Duration) {
	if d <= 0 {
		panic("non-positive interval for Ticker.Reset")
	}
	if !t.initTicker {
		panic("time: Reset called on uninitialized Ticker")
	}
	stopTicker(t)
	resetTicker(t, d)
}

func resetTicker(t *Ticker, d Duration)

func Tick(d Duration) <-chan Time {
	if d <= 0 {
		return nil
	}
	return NewTicker(d).C
}

const (
	timeBinaryVersionV1 byte = iota + 1 // For general situation
	timeBinaryVersionV2                 // For LMT only
)

// MarshalBinary is time/time.go's layout: version, seconds since year 1, nanoseconds, the zone
// offset in minutes (-1 for UTC) and, in version 2, its leftover seconds.
func (t Time) MarshalBinary() ([]byte, error) {
	var offsetMin int16 // minutes east of UTC. -1 is UTC.
	var offsetSec int8
	version := timeBinaryVersionV1

	if t.Location() == UTC {
		offsetMin = -1
	} else {
		_, offset := t.Zone()
		if offset%60 != 0 {
			version = timeBinaryVersionV2
			offsetSec = int8(offset % 60)
		}
		offset /= 60
		if offset < -32768 || offset == -1 || offset > 32767 {
			return nil, errors.New("Time.MarshalBinary: unexpected zone offset")
		}
		offsetMin = int16(offset)
	}

	sec := t.sec
	nsec := int32(t.nsec)
	enc := []byte{
		version,
		byte(sec >> 56), byte(sec >> 48), byte(sec >> 40), byte(sec >> 32),
		byte(sec >> 24), byte(sec >> 16), byte(sec >> 8), byte(sec),
		byte(nsec >> 24), byte(nsec >> 16), byte(nsec >> 8), byte(nsec),
		byte(offsetMin >> 8), byte(offsetMin),
	}
	if version == timeBinaryVersionV2 {
		enc = append(enc, byte(offsetSec))
	}
	return enc, nil
}

// UnmarshalBinary reads MarshalBinary's layout: UTC, Local when the offset is Local's at that
// instant, else an unnamed fixed zone.
func (t *Time) UnmarshalBinary(data []byte) error {
	buf := data
	if len(buf) == 0 {
		return errors.New("Time.UnmarshalBinary: no data")
	}
	version := buf[0]
	if version != timeBinaryVersionV1 && version != timeBinaryVersionV2 {
		return errors.New("Time.UnmarshalBinary: unsupported version")
	}
	wantLen := 1 + 8 + 4 + 2
	if version == timeBinaryVersionV2 {
		wantLen++
	}
	if len(buf) != wantLen {
		return errors.New("Time.UnmarshalBinary: invalid length")
	}
	buf = buf[1:]
	sec := int64(buf[7]) | int64(buf[6])<<8 | int64(buf[5])<<16 | int64(buf[4])<<24 |
		int64(buf[3])<<32 | int64(buf[2])<<40 | int64(buf[1])<<48 | int64(buf[0])<<56
	buf = buf[8:]
	nsec := int32(buf[3]) | int32(buf[2])<<8 | int32(buf[1])<<16 | int32(buf[0])<<24
	buf = buf[4:]
	offset := int(int16(buf[1])|int16(buf[0])<<8) * 60
	if version == timeBinaryVersionV2 {
		offset += int(buf[2])
	}

	*t = Time{sec: sec, nsec: int64(nsec)}
	if offset == -1*60 {
		return nil
	}
	if _, localoff := t.In(Local).Zone(); offset == localoff {
		*t = t.In(Local)
	} else {
		*t = t.In(FixedZone("", offset))
	}
	return nil
}

func (t Time) GobEncode() ([]byte, error) { return t.MarshalBinary() }

func (t *Time) GobDecode(data []byte) error { return t.UnmarshalBinary(data) }
