package testing

// The testing package as go1.23 runs it for `go test` (testing/testing.go, match.go): each test in
// a goroutine of its own (tRunner), FailNow as runtime.Goexit, output kept per test and flushed to
// the parent with the `--- FAIL` header (indented 4 spaces per level), -test.v's `=== RUN` lines,
// subtest names made unique with `#NN`, Parallel with the parent's barrier, Cleanup in LIFO order.
// The interpreter schedules goroutines deterministically, so parallel tests run in a fixed order.

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"
)

var initRan bool

var (
	short     *bool
	chatty    *chattyFlag
	match     *string
	skipFlag  *string
	count     *uint
	parallel  *int
	fullPath  *bool
	failFast  *bool
	timeout   *time.Duration
	benchFlag *string
	matchList *string
	shuffle   *string

	coverProfile *string
	panicOnExit0 *bool

	haveExamples bool // are there examples?

	// The tests that have started and not finished, with their start times (the -test.timeout
	// panic lists them).
	running = map[string]time.Time{}

	// os.Stderr before -test.v=test2json pointed it at os.Stdout (M.Run).
	realStderr *os.File
)

type chattyFlag struct {
	on   bool // -v is set in some form
	json bool // -v=test2json: framing lines start with ^V for cmd/test2json (go test -json)
}

func (*chattyFlag) IsBoolFlag() bool { return true }

func (f *chattyFlag) Set(arg string) error {
	switch arg {
	case "", "true", "test2json":
		f.on = true
		f.json = arg == "test2json"
	case "false":
		f.on = false
		f.json = false
	default:
		return errors.New("invalid flag -test.v=" + arg)
	}
	return nil
}

func (f *chattyFlag) String() string {
	if f.json {
		return "test2json"
	}
	if f.on {
		return "true"
	}
	return "false"
}

const marker = byte(0x16) // ^V for framing

func (f *chattyFlag) prefix() string {
	if f.json {
		return string(marker)
	}
	return ""
}

// Init registers the testing flags (testing.Init): the generated test main calls it through
// MainStart, and TestMain may call flag.Parse before m.Run.
func Init() {
	if initRan {
		return
	}
	initRan = true
	short = flag.Bool("test.short", false, "run smaller test suite to save time")
	failFast = flag.Bool("test.failfast", false, "do not start new tests after the first test failure")
	flag.String("test.outputdir", "", "write profiles to `dir`")
	chatty = &chattyFlag{}
	flag.Var(chatty, "test.v", "verbose: print additional output")
	count = flag.Uint("test.count", 1, "run tests and benchmarks `n` times")
	coverProfile = flag.String("test.coverprofile", "", "write a coverage profile to `file`")
	flag.String("test.gocoverdir", "", "write coverage intermediate files to this directory")
	matchList = flag.String("test.list", "", "list tests, examples, and benchmarks matching `regexp` then exit")
	match = flag.String("test.run", "", "run only tests and examples matching `regexp`")
	skipFlag = flag.String("test.skip", "", "do not list or run tests matching `regexp`")
	flag.String("test.memprofile", "", "write an allocation profile to `file`")
	flag.Int("test.memprofilerate", 0, "set memory allocation profiling `rate` (see runtime.MemProfileRate)")
	flag.String("test.cpuprofile", "", "write a cpu profile to `file`")
	flag.String("test.blockprofile", "", "write a goroutine blocking profile to `file`")
	flag.Int("test.blockprofilerate", 1, "set blocking profile `rate` (see runtime.SetBlockProfileRate)")
	flag.String("test.mutexprofile", "", "write a mutex contention profile to the named file after execution")
	flag.Int("test.mutexprofilefraction", 1, "if >= 0, calls runtime.SetMutexProfileFraction()")
	panicOnExit0 = flag.Bool("test.paniconexit0", false, "panic on call to os.Exit(0)")
	flag.String("test.trace", "", "write an execution trace to `file`")
	timeout = flag.Duration("test.timeout", 0, "panic test binary after duration `d` (default 0, timeout disabled)")
	cpuListStr = flag.String("test.cpu", "", "comma-separated `list` of cpu counts to run each test with")
	// gc's default is GOMAXPROCS; the interpreter runs one goroutine at a time.
	parallel = flag.Int("test.parallel", 1, "run at most `n` tests in parallel")
	flag.String("test.testlogfile", "", "write test action log to `file` (for use only by cmd/go)")
	shuffle = flag.String("test.shuffle", "off", "randomize the execution order of tests and benchmarks")
	fullPath = flag.Bool("test.fullpath", false, "show full file names in error messages")
	// benchmark.go initBenchmarkFlags and fuzz.go initFuzzFlags (accepted; fuzzing is not run here)
	benchFlag = flag.String("test.bench", "", "run only benchmarks matching `regexp`")
	benchmarkMemory = flag.Bool("test.benchmem", false, "print memory allocations for benchmarks")
	flag.Var(&benchTime, "test.benchtime", "run each benchmark for duration `d` or N times if `d` is of the form Nx")
	flag.String("test.fuzz", "", "run the fuzz test matching `regexp`")
	flag.Var(&durationOrCountFlag{}, "test.fuzztime", "time to spend fuzzing; default is to run indefinitely")
	flag.Var(&durationOrCountFlag{d: time.Minute, allowZero: true}, "test.fuzzminimizetime", "time to spend minimizing a value after finding a failing input")
	flag.String("test.fuzzcachedir", "", "directory where interesting fuzzing inputs are stored (for use only by cmd/go)")
	flag.Bool("test.fuzzworker", false, "coordinate with the parent process to fuzz random values (for use only by cmd/go)")
}

// durationOrCountFlag is -test.benchtime's and -test.fuzztime's value: a duration, or N times
// written Nx (benchmark.go).
type durationOrCountFlag struct {
	d         time.Duration
	n         int
	allowZero bool
}

func (f *durationOrCountFlag) String() string {
	if f.n > 0 {
		return fmt.Sprintf("%dx", f.n)
	}
	return f.d.String()
}

func (f *durationOrCountFlag) Set(s string) error {
	if strings.HasSuffix(s, "x") {
		n, err := strconv.ParseInt(s[:len(s)-1], 10, 0)
		if err != nil || n < 0 || (!f.allowZero && n == 0) {
			return fmt.Errorf("invalid count")
		}
		*f = durationOrCountFlag{n: int(n)}
		return nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || (!f.allowZero && d == 0) {
		return fmt.Errorf("invalid duration")
	}
	*f = durationOrCountFlag{d: d}
	return nil
}

// Short reports whether the -test.short flag is set.
func Short() bool {
	if short == nil {
		panic("testing: Short called before Init")
	}
	if !flag.Parsed() {
		panic("testing: Short called before Parse")
	}
	return *short
}

// Testing reports whether the current code is being run in a test.
func Testing() bool { return initRan }

// Verbose reports whether the -test.v flag is set.
func Verbose() bool {
	if chatty == nil {
		panic("testing: Verbose called before Init")
	}
	if !flag.Parsed() {
		panic("testing: Verbose called before Parse")
	}
	return chatty.on
}

// CoverMode reports what the test coverage mode is set to ("" without -cover).
func CoverMode() string { return cover.Mode }

// CoverBlock, Cover and RegisterCover are testing/cover.go's: go test -cover rewrites the package
// under test as cmd/cover does and registers its counters here.
type CoverBlock struct {
	Line0 uint32
	Col0  uint16
	Line1 uint32
	Col1  uint16
	Stmts uint16
}

type Cover struct {
	Mode            string
	Counters        map[string][]uint32
	Blocks          map[string][]CoverBlock
	CoveredPackages string
}

var cover Cover

func RegisterCover(c Cover) { cover = c }

// Coverage reports the current code coverage as a fraction in the range [0, 1].
func Coverage() float64 {
	var n, d int64
	for _, counters := range cover.Counters {
		for _, c := range counters {
			if c > 0 {
				n++
			}
			d++
		}
	}
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// coverReport prints the percentage and hands the go command the profile (testing/cover.go; the
// go command merges it into -coverprofile's file as it merges _cover_.out).
func coverReport() {
	var names []string
	for name := range cover.Counters {
		names = append(names, name)
	}
	slices.Sort(names)
	var active, total int64
	var prof strings.Builder
	for _, name := range names {
		counts := cover.Counters[name]
		blocks := cover.Blocks[name]
		for i, count := range counts {
			stmts := int64(blocks[i].Stmts)
			total += stmts
			if count > 0 {
				active += stmts
			}
			fmt.Fprintf(&prof, "%s:%d.%d,%d.%d %d %d\n", name, blocks[i].Line0, blocks[i].Col0, blocks[i].Line1, blocks[i].Col1, stmts, count)
		}
	}
	if *coverProfile != "" {
		writeCoverProfile("mode: " + cover.Mode + "\n" + prof.String())
	}
	if total == 0 {
		fmt.Println("coverage: [no statements]")
		return
	}
	fmt.Printf("coverage: %.1f%% of statements%s\n", 100*float64(active)/float64(total), cover.CoveredPackages)
}

func writeCoverProfile(text string)

// AllocsPerRun reports the average number of allocations during calls to f (none are counted here).
func AllocsPerRun(runs int, f func()) (avg float64) {
	f()
	for i := 0; i < runs; i++ {
		f()
	}
	return 0
}

type chattyPrinter struct {
	w        io.Writer
	lastName string
	json     bool
}

func (p *chattyPrinter) prefix() string {
	if p != nil && p.json {
		return string(marker)
	}
	return ""
}

func (p *chattyPrinter) Updatef(testName, format string, args ...any) {
	p.lastName = testName
	fmt.Fprintf(p.w, p.prefix()+format, args...)
}

func (p *chattyPrinter) Printf(testName, format string, args ...any) {
	if p.lastName == "" {
		p.lastName = testName
	} else if p.lastName != testName {
		fmt.Fprintf(p.w, "%s=== NAME  %s\n", p.prefix(), testName)
		p.lastName = testName
	}
	fmt.Fprintf(p.w, format, args...)
}

const maxStackLen = 50

// TB is the interface common to T, B, and F.
type TB interface {
	Cleanup(func())
	Error(args ...any)
	Errorf(format string, args ...any)
	Fail()
	FailNow()
	Failed() bool
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Helper()
	Log(args ...any)
	Logf(format string, args ...any)
	Name() string
	Setenv(key, value string)
	Skip(args ...any)
	SkipNow()
	Skipf(format string, args ...any)
	Skipped() bool
	TempDir() string

	private()
}

type common struct {
	mu          sync.Mutex
	output      []byte
	w           io.Writer
	ran         bool
	failed      bool
	skipped     bool
	done        bool
	helperPCs   map[uintptr]struct{}
	helperNames map[string]struct{}
	cleanups    []func()
	cleanupName string
	cleanupPc   []uintptr
	finished    bool

	chatty         *chattyPrinter
	bench          bool
	hasSub         bool
	cleanupStarted bool
	runner         string
	isParallel     bool
	isEnvSet       bool

	parent   *common
	level    int
	creator  []uintptr
	name     string
	start    time.Time
	duration time.Duration
	barrier  chan bool
	signal   chan bool
	sub      []*T

	tempDir    string
	tempDirErr error
	tempDirSeq int32
}

func (c *common) private() {}

// Name returns the name of the running (sub-) test or benchmark.
func (c *common) Name() string { return c.name }

func (c *common) setRan() {
	if c.parent != nil {
		c.parent.setRan()
	}
	c.ran = true
}

// Fail marks the function as having failed but continues execution.
func (c *common) Fail() {
	if c.parent != nil {
		c.parent.Fail()
	}
	if c.done {
		panic("Fail in goroutine after " + c.name + " has completed")
	}
	c.failed = true
}

// Failed reports whether the function has failed.
func (c *common) Failed() bool { return c.failed }

// FailNow marks the function as having failed and stops its execution by calling runtime.Goexit.
func (c *common) FailNow() {
	c.Fail()
	c.finished = true
	runtime.Goexit()
}

func (c *common) frameSkip(skip int) runtime.Frame {
	var pc [maxStackLen]uintptr
	n := runtime.Callers(skip+2, pc[:])
	if n == 0 {
		panic("testing: zero callers found")
	}
	frames := runtime.CallersFrames(pc[:n])
	var firstFrame, prevFrame, frame runtime.Frame
	for more := true; more; prevFrame = frame {
		frame, more = frames.Next()
		if frame.Function == "runtime.gopanic" {
			continue
		}
		if frame.Function == c.cleanupName {
			frames = runtime.CallersFrames(c.cleanupPc)
			continue
		}
		if firstFrame.PC == 0 {
			firstFrame = frame
		}
		if frame.Function == c.runner {
			if c.level > 1 {
				frames = runtime.CallersFrames(c.creator)
				c = c.parent
				continue
			}
			return prevFrame
		}
		if c.helperNames == nil {
			c.helperNames = make(map[string]struct{})
			for pc := range c.helperPCs {
				c.helperNames[pcToName(pc)] = struct{}{}
			}
		}
		if _, ok := c.helperNames[frame.Function]; !ok {
			return frame
		}
	}
	return firstFrame
}

// decorate prefixes s with the file and line of the call site, indents it and ends it with a newline.
func (c *common) decorate(s string, skip int) string {
	frame := c.frameSkip(skip)
	file := frame.File
	line := frame.Line
	if file != "" {
		if *fullPath {
		} else if index := strings.LastIndexAny(file, `/\`); index >= 0 {
			file = file[index+1:]
		}
	} else {
		file = "???"
	}
	if line == 0 {
		line = 1
	}
	buf := new(strings.Builder)
	buf.WriteString("    ")
	fmt.Fprintf(buf, "%s:%d: ", file, line)
	lines := strings.Split(s, "\n")
	if l := len(lines); l > 1 && lines[l-1] == "" {
		lines = lines[:l-1]
	}
	for i, line := range lines {
		if i > 0 {
			buf.WriteString("\n        ")
		}
		buf.WriteString(line)
	}
	buf.WriteByte('\n')
	return buf.String()
}

// flushToParent writes the header and then c.output to the parent (or to the terminal in -v mode).
func (c *common) flushToParent(testName, format string, args ...any) {
	p := c.parent
	if len(c.output) > 0 {
		format += "%s"
		args = append(args[:len(args):len(args)], c.output)
		c.output = c.output[:0]
	}
	// With test2json, subtests report to the terminal as they finish, not through their parent
	// (go.dev/issue/29811).
	if c.chatty != nil && (p.w == c.chatty.w || c.chatty.json) {
		c.chatty.Updatef(testName, format, args...)
	} else {
		fmt.Fprintf(p.w, c.chatty.prefix()+format, args...)
	}
}

type indenter struct {
	c *common
}

func (w indenter) Write(b []byte) (n int, err error) {
	n = len(b)
	for len(b) > 0 {
		end := strings.IndexByte(string(b), '\n')
		if end == -1 {
			end = len(b)
		} else {
			end++
		}
		line := b[:end]
		if line[0] == marker {
			w.c.output = append(w.c.output, marker)
			line = line[1:]
		}
		w.c.output = append(w.c.output, "    "...)
		w.c.output = append(w.c.output, line...)
		b = b[end:]
	}
	return
}

// fmtDuration returns a string representing d in the form "87.00s".
func fmtDuration(d time.Duration) string {
	return fmt.Sprintf("%.2fs", d.Seconds())
}

func (c *common) log(s string) {
	c.logDepth(s, 3)
}

func (c *common) logDepth(s string, depth int) {
	if c.done {
		for parent := c.parent; parent != nil; parent = parent.parent {
			if !parent.done {
				parent.output = append(parent.output, parent.decorate(s, depth+1)...)
				return
			}
		}
		panic("Log in goroutine after " + c.name + " has completed: " + s)
	}
	if c.chatty != nil {
		if c.bench {
			fmt.Print(c.decorate(s, depth+1))
		} else {
			c.chatty.Printf(c.name, "%s", c.decorate(s, depth+1))
		}
		return
	}
	c.output = append(c.output, c.decorate(s, depth+1)...)
}

// Log formats its arguments using default formatting, analogous to Println, and records the text in
// the error log.
func (c *common) Log(args ...any) { c.log(fmt.Sprintln(args...)) }

// Logf formats its arguments according to the format, analogous to Printf, and records the text in
// the error log.
func (c *common) Logf(format string, args ...any) { c.log(fmt.Sprintf(format, args...)) }

// Error is equivalent to Log followed by Fail.
func (c *common) Error(args ...any) {
	c.log(fmt.Sprintln(args...))
	c.Fail()
}

// Errorf is equivalent to Logf followed by Fail.
func (c *common) Errorf(format string, args ...any) {
	c.log(fmt.Sprintf(format, args...))
	c.Fail()
}

// Fatal is equivalent to Log followed by FailNow.
func (c *common) Fatal(args ...any) {
	c.log(fmt.Sprintln(args...))
	c.FailNow()
}

// Fatalf is equivalent to Logf followed by FailNow.
func (c *common) Fatalf(format string, args ...any) {
	c.log(fmt.Sprintf(format, args...))
	c.FailNow()
}

// Skip is equivalent to Log followed by SkipNow.
func (c *common) Skip(args ...any) {
	c.log(fmt.Sprintln(args...))
	c.SkipNow()
}

// Skipf is equivalent to Logf followed by SkipNow.
func (c *common) Skipf(format string, args ...any) {
	c.log(fmt.Sprintf(format, args...))
	c.SkipNow()
}

// SkipNow marks the test as having been skipped and stops its execution by calling runtime.Goexit.
func (c *common) SkipNow() {
	c.skipped = true
	c.finished = true
	runtime.Goexit()
}

// Skipped reports whether the test was skipped.
func (c *common) Skipped() bool { return c.skipped }

// Helper marks the calling function as a test helper function: its file and line are not printed.
func (c *common) Helper() {
	if c.helperPCs == nil {
		c.helperPCs = make(map[uintptr]struct{})
	}
	var pc [1]uintptr
	n := runtime.Callers(2, pc[:])
	if n == 0 {
		panic("testing: zero callers found")
	}
	if _, found := c.helperPCs[pc[0]]; !found {
		c.helperPCs[pc[0]] = struct{}{}
		c.helperNames = nil
	}
}

// Cleanup registers a function to be called when the test (or subtest) and all its subtests
// complete, in last added, first called order.
func (c *common) Cleanup(f func()) {
	var pc [maxStackLen]uintptr
	n := runtime.Callers(2, pc[:])
	cleanupPc := pc[:n]
	fn := func() {
		defer func() {
			c.cleanupName = ""
			c.cleanupPc = nil
		}()
		c.cleanupName = callerName(0)
		c.cleanupPc = cleanupPc
		f()
	}
	c.cleanups = append(c.cleanups, fn)
}

// TempDir returns a new temporary directory for the test, removed by Cleanup when the test ends.
func (c *common) TempDir() string {
	var nonExistent bool
	if c.tempDir == "" {
		nonExistent = true
	} else {
		_, err := os.Stat(c.tempDir)
		nonExistent = os.IsNotExist(err)
		if err != nil && !nonExistent {
			c.Fatalf("TempDir: %v", err)
		}
	}
	if nonExistent {
		c.Helper()
		mapper := func(r rune) rune {
			if r < utf8.RuneSelf {
				const allowed = "!#$%&()+,-.=@^_{}~ "
				if '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
					return r
				}
				if strings.ContainsRune(allowed, r) {
					return r
				}
			} else if unicode.IsLetter(r) || unicode.IsNumber(r) {
				return r
			}
			return -1
		}
		pattern := strings.Map(mapper, c.Name())
		c.tempDir, c.tempDirErr = os.MkdirTemp("", pattern)
		if c.tempDirErr == nil {
			c.Cleanup(func() {
				if err := os.RemoveAll(c.tempDir); err != nil {
					c.Errorf("TempDir RemoveAll cleanup: %v", err)
				}
			})
		}
	}
	if c.tempDirErr == nil {
		c.tempDirSeq++
	}
	seq := c.tempDirSeq
	if c.tempDirErr != nil {
		c.Fatalf("TempDir: %v", c.tempDirErr)
	}
	dir := fmt.Sprintf("%s%c%03d", c.tempDir, os.PathSeparator, seq)
	if err := os.Mkdir(dir, 0777); err != nil {
		c.Fatalf("TempDir: %v", err)
	}
	return dir
}

// Setenv calls os.Setenv(key, value) and uses Cleanup to restore the variable after the test.
func (c *common) Setenv(key, value string) {
	prevValue, ok := os.LookupEnv(key)
	if err := os.Setenv(key, value); err != nil {
		c.Fatalf("cannot set environment variable: %v", err)
	}
	if ok {
		c.Cleanup(func() { os.Setenv(key, prevValue) })
	} else {
		c.Cleanup(func() { os.Unsetenv(key) })
	}
}

type panicHandling int

const (
	normalPanic panicHandling = iota
	recoverAndReturnPanic
)

func (c *common) runCleanup(ph panicHandling) (panicVal any) {
	c.cleanupStarted = true
	defer func() { c.cleanupStarted = false }()
	if ph == recoverAndReturnPanic {
		defer func() {
			panicVal = recover()
		}()
	}
	// Make sure that if a cleanup function panics, we still run the remaining cleanup functions.
	defer func() {
		if len(c.cleanups) > 0 {
			c.runCleanup(normalPanic)
		}
	}()
	for {
		var cleanup func()
		if len(c.cleanups) > 0 {
			last := len(c.cleanups) - 1
			cleanup = c.cleanups[last]
			c.cleanups = c.cleanups[:last]
		}
		if cleanup == nil {
			return nil
		}
		cleanup()
	}
}

func callerName(skip int) string {
	var pc [1]uintptr
	n := runtime.Callers(skip+2, pc[:])
	if n == 0 {
		panic("testing: zero callers found")
	}
	return pcToName(pc[0])
}

func pcToName(pc uintptr) string {
	pcs := []uintptr{pc}
	frames := runtime.CallersFrames(pcs)
	frame, _ := frames.Next()
	return frame.Function
}

// T is a type passed to Test functions to manage test state and support formatted test logs.
type T struct {
	common
	context *testContext
}

// Parallel signals that this test is to be run in parallel with (and only with) other parallel
// tests: it waits until its parent's sequential part has finished.
func (t *T) Parallel() {
	if t.isParallel {
		panic("testing: t.Parallel called multiple times")
	}
	if t.isEnvSet {
		panic("testing: t.Parallel called after t.Setenv; cannot set environment variables in parallel tests")
	}
	t.isParallel = true
	if t.parent.barrier == nil {
		return
	}
	t.duration += time.Since(t.start)
	t.parent.sub = append(t.parent.sub, t)
	if t.chatty != nil {
		t.chatty.Updatef(t.name, "=== PAUSE %s\n", t.name)
	}
	delete(running, t.name)
	t.signal <- true
	<-t.parent.barrier
	t.context.waitParallel()
	if t.chatty != nil {
		t.chatty.Updatef(t.name, "=== CONT  %s\n", t.name)
	}
	running[t.name] = time.Now()
	t.start = time.Now()
}

// Setenv calls os.Setenv(key, value) and uses Cleanup to restore it; not in parallel tests.
func (t *T) Setenv(key, value string) {
	isParallel := false
	for c := &t.common; c != nil; c = c.parent {
		if c.isParallel {
			isParallel = true
			break
		}
	}
	if isParallel {
		panic("testing: t.Setenv called after t.Parallel; cannot set environment variables in parallel tests")
	}
	t.isEnvSet = true
	t.common.Setenv(key, value)
}

// Deadline reports the time at which the test binary will have exceeded the -timeout flag.
func (t *T) Deadline() (deadline time.Time, ok bool) {
	deadline = t.context.deadline
	return deadline, !deadline.IsZero()
}

// InternalTest is an internal type but exported because it is cross-package; it is part of the
// implementation of the "go test" command.
type InternalTest struct {
	Name string
	F    func(*T)
}

var errNilPanicOrGoexit = errors.New("test executed panic(nil) or runtime.Goexit")

var numFailed int

func tRunner(t *T, fn func(t *T)) {
	t.runner = callerName(0)
	defer func() {
		if t.Failed() {
			numFailed++
		}
		err := recover()
		signal := true
		finished := t.finished
		if !finished && err == nil {
			err = errNilPanicOrGoexit
			for p := t.parent; p != nil; p = p.parent {
				if p.finished {
					if !t.isParallel {
						t.Errorf("%v: subtest may have called FailNow on a parent test", err)
						err = nil
					}
					signal = false
					break
				}
			}
		}
		didPanic := false
		defer func() {
			if didPanic {
				return
			}
			if err != nil {
				panic(err)
			}
			delete(running, t.name)
			t.signal <- signal
		}()
		doPanic := func(err any) {
			t.Fail()
			if r := t.runCleanup(recoverAndReturnPanic); r != nil {
				t.Logf("cleanup panicked with %v", r)
			}
			// Flush the output log up to the root before dying.
			for root := &t.common; root.parent != nil; root = root.parent {
				root.duration += time.Since(root.start)
				d := root.duration
				root.flushToParent(root.name, "--- FAIL: %s (%s)\n", root.name, fmtDuration(d))
				if r := root.parent.runCleanup(recoverAndReturnPanic); r != nil {
					fmt.Fprintf(root.parent.w, "cleanup panicked with %v", r)
				}
			}
			didPanic = true
			panic(err)
		}
		if err != nil {
			doPanic(err)
		}
		t.duration += time.Since(t.start)
		if len(t.sub) > 0 {
			t.context.release()
			delete(running, t.name)
			close(t.barrier)
			for _, sub := range t.sub {
				<-sub.signal
			}
			cleanupStart := time.Now()
			running[t.name] = cleanupStart
			err := t.runCleanup(recoverAndReturnPanic)
			t.duration += time.Since(cleanupStart)
			if err != nil {
				doPanic(err)
			}
			if !t.isParallel {
				t.context.waitParallel()
			}
		} else if t.isParallel {
			t.context.release()
		}
		t.report()
		t.done = true
		if t.parent != nil && !t.hasSub {
			t.setRan()
		}
	}()
	defer func() {
		if len(t.sub) == 0 {
			t.runCleanup(normalPanic)
		}
	}()
	t.start = time.Now()
	fn(t)
	t.finished = true
}

// Run runs f as a subtest of t called name, in a separate goroutine, and blocks until f returns or
// calls t.Parallel. It reports whether f succeeded.
func (t *T) Run(name string, f func(t *T)) bool {
	if t.cleanupStarted {
		panic("testing: t.Run called during t.Cleanup")
	}
	t.hasSub = true
	testName, ok, _ := t.context.match.fullName(&t.common, name)
	if !ok || shouldFailFast() {
		return true
	}
	var pc [maxStackLen]uintptr
	n := runtime.Callers(2, pc[:])
	t = &T{
		common: common{
			barrier: make(chan bool),
			signal:  make(chan bool, 1),
			name:    testName,
			parent:  &t.common,
			level:   t.level + 1,
			creator: pc[:n],
			chatty:  t.chatty,
		},
		context: t.context,
	}
	t.w = indenter{&t.common}
	if t.chatty != nil {
		t.chatty.Updatef(t.name, "=== RUN   %s\n", t.name)
	}
	running[t.name] = time.Now()
	go tRunner(t, f)
	if !<-t.signal {
		runtime.Goexit()
	}
	if t.chatty != nil && t.chatty.json {
		t.chatty.Updatef(t.parent.name, "=== NAME  %s\n", t.parent.name)
	}
	return !t.failed
}

func (t *T) report() {
	if t.parent == nil {
		return
	}
	dstr := fmtDuration(t.duration)
	format := "--- %s: %s (%s)\n"
	if t.Failed() {
		t.flushToParent(t.name, format, "FAIL", t.name, dstr)
	} else if t.chatty != nil {
		if t.Skipped() {
			t.flushToParent(t.name, format, "SKIP", t.name, dstr)
		} else {
			t.flushToParent(t.name, format, "PASS", t.name, dstr)
		}
	}
}

type testContext struct {
	match    *matcher
	deadline time.Time

	// The interpreter runs one goroutine at a time: parallel tests take turns, released one by one.
	startParallel chan bool
	running       int
	numWaiting    int
	maxParallel   int
}

func newTestContext(maxParallel int, m *matcher) *testContext {
	return &testContext{
		match:         m,
		startParallel: make(chan bool),
		maxParallel:   maxParallel,
		running:       1,
	}
}

func (c *testContext) waitParallel() {
	if c.running < c.maxParallel {
		c.running++
		return
	}
	c.numWaiting++
	<-c.startParallel
}

func (c *testContext) release() {
	if c.numWaiting == 0 {
		c.running--
		return
	}
	c.numWaiting--
	c.startParallel <- true
}

func shouldFailFast() bool {
	return *failFast && numFailed > 0
}

// --- matching test names (testing/match.go)

type matcher struct {
	filter    filterMatch
	skip      filterMatch
	matchFunc func(pat, str string) (bool, error)
	subNames  map[string]int32
}

type filterMatch interface {
	matches(name []string, matchString func(pat, str string) (bool, error)) (ok, partial bool)
	verify(name string, matchString func(pat, str string) (bool, error)) error
}

type simpleMatch []string

type alternationMatch []filterMatch

func newMatcher(matchString func(pat, str string) (bool, error), patterns, name, skips string) *matcher {
	var filter, skip filterMatch
	if patterns == "" {
		filter = simpleMatch{}
	} else {
		filter = splitRegexp(patterns)
		if err := filter.verify(name, matchString); err != nil {
			fmt.Fprintf(os.Stderr, "testing: invalid regexp for %s\n", err)
			os.Exit(1)
		}
	}
	if skips == "" {
		skip = alternationMatch{}
	} else {
		skip = splitRegexp(skips)
		if err := skip.verify("-test.skip", matchString); err != nil {
			fmt.Fprintf(os.Stderr, "testing: invalid regexp for %v\n", err)
			os.Exit(1)
		}
	}
	return &matcher{filter: filter, skip: skip, matchFunc: matchString, subNames: map[string]int32{}}
}

func (m *matcher) fullName(c *common, subname string) (name string, ok, partial bool) {
	name = subname
	if c != nil && c.level > 0 {
		name = m.unique(c.name, rewrite(subname))
	}
	elem := strings.Split(name, "/")
	ok, partial = m.filter.matches(elem, m.matchFunc)
	if !ok {
		return name, false, false
	}
	skip, partialSkip := m.skip.matches(elem, m.matchFunc)
	if skip && !partialSkip {
		return name, false, false
	}
	return name, ok, partial
}

func (m simpleMatch) matches(name []string, matchString func(pat, str string) (bool, error)) (ok, partial bool) {
	for i, s := range name {
		if i >= len(m) {
			break
		}
		if ok, _ := matchString(m[i], s); !ok {
			return false, false
		}
	}
	return true, len(name) < len(m)
}

func (m simpleMatch) verify(name string, matchString func(pat, str string) (bool, error)) error {
	for i, s := range m {
		m[i] = rewrite(s)
	}
	for i, s := range m {
		if _, err := matchString(s, "non-empty"); err != nil {
			return fmt.Errorf("element %d of %s (%q): %s", i, name, s, err)
		}
	}
	return nil
}

func (m alternationMatch) matches(name []string, matchString func(pat, str string) (bool, error)) (ok, partial bool) {
	for _, m := range m {
		if ok, partial = m.matches(name, matchString); ok {
			return ok, partial
		}
	}
	return false, false
}

func (m alternationMatch) verify(name string, matchString func(pat, str string) (bool, error)) error {
	for i, m := range m {
		if err := m.verify(name, matchString); err != nil {
			return fmt.Errorf("alternation %d of %s", i, err)
		}
	}
	return nil
}

func splitRegexp(s string) filterMatch {
	a := make(simpleMatch, 0, strings.Count(s, "/"))
	b := make(alternationMatch, 0, strings.Count(s, "|"))
	cs := 0
	cp := 0
	for i := 0; i < len(s); {
		switch s[i] {
		case '[':
			cs++
		case ']':
			if cs--; cs < 0 {
				cs = 0
			}
		case '(':
			if cs == 0 {
				cp++
			}
		case ')':
			if cs == 0 {
				cp--
			}
		case '\\':
			i++
		case '/':
			if cs == 0 && cp == 0 {
				a = append(a, s[:i])
				s = s[i+1:]
				i = 0
				continue
			}
		case '|':
			if cs == 0 && cp == 0 {
				a = append(a, s[:i])
				s = s[i+1:]
				i = 0
				b = append(b, a)
				a = make(simpleMatch, 0, len(a))
				continue
			}
		}
		i++
	}
	a = append(a, s)
	if len(b) == 0 {
		return a
	}
	return append(b, a)
}

// unique creates a unique name for the given parent and subname by affixing it with one or more
// counts, if necessary.
func (m *matcher) unique(parent, subname string) string {
	base := parent + "/" + subname
	for {
		n := m.subNames[base]
		if n < 0 {
			panic("subtest count overflow")
		}
		m.subNames[base] = n + 1
		if n == 0 && subname != "" {
			prefix, nn := parseSubtestNumber(base)
			if len(prefix) < len(base) && nn < m.subNames[prefix] {
				continue
			}
			return base
		}
		name := fmt.Sprintf("%s#%02d", base, n)
		if m.subNames[name] != 0 {
			continue
		}
		return name
	}
}

func parseSubtestNumber(s string) (prefix string, nn int32) {
	i := strings.LastIndex(s, "#")
	if i < 0 {
		return s, 0
	}
	prefix, suffix := s[:i], s[i+1:]
	if len(suffix) < 2 || (len(suffix) > 2 && suffix[0] == '0') {
		return s, 0
	}
	if suffix == "00" {
		if !strings.HasSuffix(prefix, "/") {
			return s, 0
		}
	}
	n, err := strconv.ParseInt(suffix, 10, 32)
	if err != nil || n < 0 {
		return s, 0
	}
	return prefix, int32(n)
}

// rewrite rewrites a subname to having only printable characters and no white space.
func rewrite(s string) string {
	b := []byte{}
	for _, r := range s {
		switch {
		case isSpace(r):
			b = append(b, '_')
		case !strconv.IsPrint(r):
			s := strconv.QuoteRune(r)
			b = append(b, s[1:len(s)-1]...)
		default:
			b = append(b, string(r)...)
		}
	}
	return string(b)
}

func isSpace(r rune) bool {
	if r < 0x2000 {
		switch r {
		case '\t', '\n', '\v', '\f', '\r', ' ', 0x85, 0xA0, 0x1680:
			return true
		}
	} else {
		if r <= 0x200a {
			return true
		}
		switch r {
		case 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
			return true
		}
	}
	return false
}

// --- M and the test main

// InternalBenchmark is an internal type but exported because it is cross-package.
type InternalBenchmark struct {
	Name string
	F    func(b *B)
}

// InternalExample is an internal type but exported because it is cross-package.
type InternalExample struct {
	Name      string
	F         func()
	Output    string
	Unordered bool
}

// InternalFuzzTarget is an internal type but exported because it is cross-package.
type InternalFuzzTarget struct {
	Name string
	Fn   func(f *F)
}

// F is a type passed to fuzz tests (fuzzing is not run here).
type F struct {
	common
}

// testDeps is what the generated test main passes to MainStart (testing/internal/testdeps): the
// import path the benchmarks' pkg: line names; the testing package matches names itself.
type testDeps interface {
	ImportPath() string
}

// M is a type passed to a TestMain function to run the actual tests.
type M struct {
	deps       testDeps
	tests      []InternalTest
	benchmarks []InternalBenchmark
	examples   []InternalExample
	numRun     int
	exitCode   int
	timer      *time.Timer
	afterDone  bool
}

// MainStart is meant for use by tests generated by 'go test'.
func MainStart(deps testDeps, tests []InternalTest, benchmarks []InternalBenchmark, fuzzTargets []InternalFuzzTarget, examples []InternalExample) *M {
	Init()
	return &M{deps: deps, tests: tests, benchmarks: benchmarks, examples: examples}
}

func matchString(pat, str string) (bool, error) {
	re, err := regexp.Compile(pat)
	if err != nil {
		return false, err
	}
	return re.MatchString(str), nil
}

// Run runs the tests. It returns an exit code to pass to os.Exit.
func (m *M) Run() (code int) {
	defer func() {
		code = m.exitCode
	}()
	m.numRun++
	if !flag.Parsed() {
		flag.Parse()
	}
	if chatty.json {
		// stdout and stderr share one pipe into test2json: one file, so that their writes do not
		// interleave (go1.23 testing.go, go.dev/issue/33419).
		realStderr = os.Stderr
		os.Stderr = os.Stdout
	}
	if *parallel < 1 {
		fmt.Fprintln(os.Stderr, "testing: -parallel can only be given a positive integer")
		flag.Usage()
		m.exitCode = 2
		return
	}
	match := matchString
	if *matchList != "" {
		listTests(match, m.tests, m.benchmarks, m.examples)
		m.exitCode = 0
		return
	}
	if *shuffle != "off" {
		var n int64
		var err error
		if *shuffle == "on" {
			n = time.Now().UnixNano()
		} else {
			n, err = strconv.ParseInt(*shuffle, 10, 64)
			if err != nil {
				fmt.Fprintln(os.Stderr, `testing: -shuffle should be "off", "on", or a valid integer:`, err)
				m.exitCode = 2
				return
			}
		}
		fmt.Println("-test.shuffle", n)
		rng := rand.New(rand.NewSource(n))
		rng.Shuffle(len(m.tests), func(i, j int) { m.tests[i], m.tests[j] = m.tests[j], m.tests[i] })
		rng.Shuffle(len(m.benchmarks), func(i, j int) { m.benchmarks[i], m.benchmarks[j] = m.benchmarks[j], m.benchmarks[i] })
	}
	m.before()
	defer m.after()
	deadline := m.startAlarm()
	haveExamples = len(m.examples) > 0
	testRan, testOk := runTests(match, m.tests, deadline)
	exampleRan, exampleOk := runExamples(match, m.examples)
	m.stopAlarm()
	if !testRan && !exampleRan && *benchFlag == "" {
		fmt.Fprintln(os.Stderr, "testing: warning: no tests to run")
	}
	importPath := ""
	if m.deps != nil {
		importPath = m.deps.ImportPath()
	}
	if !testOk || !exampleOk || !runBenchmarks(importPath, match, m.benchmarks) {
		fmt.Print(chatty.prefix(), "FAIL\n")
		m.exitCode = 1
		return
	}
	m.exitCode = 0
	fmt.Print(chatty.prefix(), "PASS\n")
	return
}

// before and after (testing.go M.before, M.after): os.Exit(0) panics while the tests run when the go
// command asked for it, and not in TestMain after m.Run returns.
func (m *M) before() {
	if *panicOnExit0 {
		setPanicOnExit0(true)
	}
}

func (m *M) after() {
	if *panicOnExit0 {
		setPanicOnExit0(false)
	}
	if cover.Mode != "" && !m.afterDone {
		m.afterDone = true
		coverReport()
	}
}

// setPanicOnExit0 is internal/testlog.SetPanicOnExit0, which os.Exit reads (native).
func setPanicOnExit0(v bool)

func listTests(matchString func(pat, str string) (bool, error), tests []InternalTest, benchmarks []InternalBenchmark, examples []InternalExample) {
	if _, err := matchString(*matchList, "non-empty"); err != nil {
		fmt.Fprintf(os.Stderr, "testing: invalid regexp in -test.list (%q): %s\n", *matchList, err)
		os.Exit(1)
	}
	for _, test := range tests {
		if ok, _ := matchString(*matchList, test.Name); ok {
			fmt.Println(test.Name)
		}
	}
	for _, bench := range benchmarks {
		if ok, _ := matchString(*matchList, bench.Name); ok {
			fmt.Println(bench.Name)
		}
	}
	for _, example := range examples {
		if ok, _ := matchString(*matchList, example.Name); ok {
			fmt.Println(example.Name)
		}
	}
}

// RunTests is an internal function but exported because it is cross-package; it is part of the
// implementation of the "go test" command.
func RunTests(matchString func(pat, str string) (bool, error), tests []InternalTest) (ok bool) {
	var deadline time.Time
	if *timeout > 0 {
		deadline = time.Now().Add(*timeout)
	}
	ran, ok := runTests(matchString, tests, deadline)
	if !ran && !haveExamples {
		fmt.Fprintln(os.Stderr, "testing: warning: no tests to run")
	}
	return ok
}

// startAlarm starts an alarm if requested: after -test.timeout the binary panics with the tests
// still running (on the simulation's clock: a test that sleeps past the timeout, or waits for a
// timer that never comes in time, trips it as on a real one).
func (m *M) startAlarm() time.Time {
	if *timeout <= 0 {
		return time.Time{}
	}
	deadline := time.Now().Add(*timeout)
	m.timer = time.AfterFunc(*timeout, func() {
		extra := ""
		if list := runningList(); len(list) > 0 {
			var b strings.Builder
			b.WriteString("\nrunning tests:")
			for _, name := range list {
				b.WriteString("\n\t")
				b.WriteString(name)
			}
			extra = b.String()
		}
		panic(fmt.Sprintf("test timed out after %v%s", *timeout, extra))
	})
	return deadline
}

// runningList returns the list of running tests.
func runningList() []string {
	var list []string
	for k, v := range running {
		list = append(list, fmt.Sprintf("%s (%v)", k, time.Since(v).Round(time.Second)))
	}
	slices.Sort(list)
	return list
}

// stopAlarm turns off the alarm.
func (m *M) stopAlarm() {
	if *timeout > 0 {
		m.timer.Stop()
	}
}

// --- examples (testing/example.go, run_example.go)

// RunExamples is an internal function but exported because it is cross-package; it is part of the
// implementation of the "go test" command.
func RunExamples(matchString func(pat, str string) (bool, error), examples []InternalExample) (ok bool) {
	_, ok = runExamples(matchString, examples)
	return ok
}

func runExamples(matchString func(pat, str string) (bool, error), examples []InternalExample) (ran, ok bool) {
	ok = true
	m := newMatcher(matchString, *match, "-test.run", *skipFlag)
	var eg InternalExample
	for _, eg = range examples {
		_, matched, _ := m.fullName(nil, eg.Name)
		if !matched {
			continue
		}
		ran = true
		if !runExample(eg) {
			ok = false
		}
	}
	return ran, ok
}

func sortLines(output string) string {
	lines := strings.Split(output, "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

// processRunResult computes a summary and status of the result of running an example test: it
// prints the failure (or with -test.v the success) and re-panics with a recovered panic.
func (eg *InternalExample) processRunResult(stdout string, timeSpent time.Duration, finished bool, recovered any) (passed bool) {
	passed = true
	dstr := fmtDuration(timeSpent)
	var fail string
	got := strings.TrimSpace(stdout)
	want := strings.TrimSpace(eg.Output)
	if eg.Unordered {
		if sortLines(got) != sortLines(want) && recovered == nil {
			fail = fmt.Sprintf("got:\n%s\nwant (unordered):\n%s\n", stdout, eg.Output)
		}
	} else {
		if got != want && recovered == nil {
			fail = fmt.Sprintf("got:\n%s\nwant:\n%s\n", got, want)
		}
	}
	if fail != "" || !finished || recovered != nil {
		fmt.Printf("%s--- FAIL: %s (%s)\n%s", chatty.prefix(), eg.Name, dstr, fail)
		passed = false
	} else if chatty.on {
		fmt.Printf("%s--- PASS: %s (%s)\n", chatty.prefix(), eg.Name, dstr)
	}
	if chatty.on && chatty.json {
		fmt.Printf("%s=== NAME   %s\n", chatty.prefix(), "")
	}
	if recovered != nil {
		// Propagate the previously recovered result, by panicking.
		panic(recovered)
	} else if !finished {
		panic(errNilPanicOrGoexit)
	}
	return
}

// runExample runs one example with os.Stdout pointed at a pipe, and compares what it printed.
func runExample(eg InternalExample) (ok bool) {
	if chatty.on {
		fmt.Printf("%s=== RUN   %s\n", chatty.prefix(), eg.Name)
	}
	stdout := os.Stdout
	r, w, err := os.Pipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout = w
	outC := make(chan string)
	go func() {
		var buf strings.Builder
		_, err := io.Copy(&buf, r)
		r.Close()
		if err != nil {
			fmt.Fprintf(os.Stderr, "testing: copying pipe: %v\n", err)
			os.Exit(1)
		}
		outC <- buf.String()
	}()
	finished := false
	start := time.Now()
	// Clean up in a deferred call so we can recover if the example panics.
	defer func() {
		timeSpent := time.Since(start)
		// Close pipe, restore stdout, get output.
		w.Close()
		os.Stdout = stdout
		out := <-outC
		err := recover()
		ok = eg.processRunResult(out, timeSpent, finished, err)
	}()
	// Run example.
	eg.F()
	finished = true
	return
}

func runTests(matchString func(pat, str string) (bool, error), tests []InternalTest, deadline time.Time) (ran, ok bool) {
	ok = true
	for i := uint(0); i < *count; i++ {
		if shouldFailFast() {
			break
		}
		if i > 0 && !ran {
			break
		}
		ctx := newTestContext(*parallel, newMatcher(matchString, *match, "-test.run", *skipFlag))
		ctx.deadline = deadline
		t := &T{
			common: common{
				signal:  make(chan bool, 1),
				barrier: make(chan bool),
				w:       os.Stdout,
			},
			context: ctx,
		}
		if Verbose() {
			t.chatty = &chattyPrinter{w: t.w, json: chatty.json}
		}
		tRunner(t, func(t *T) {
			for _, test := range tests {
				t.Run(test.Name, test.F)
			}
		})
		select {
		case <-t.signal:
		default:
			panic("internal error: tRunner exited without sending on t.signal")
		}
		ok = ok && !t.Failed()
		ran = ran || t.ran
	}
	return ran, ok
}
