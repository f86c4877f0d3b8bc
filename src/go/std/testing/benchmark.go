// Benchmarks, after go1.23's testing/benchmark.go: b.N grows as there (runN(1), then predicted
// counts up to 1e9 until -test.benchtime is reached, or exactly Nx), with the same output.
//
// The cost model: the interpreter has no wall clock, so a benchmark's timer reads the simulated
// clock plus the Go steps (statements and calls, as the step budget counts them) it took, at
// stepNs each: a deterministic machine that runs one Go statement in 100ns. After each run the
// clock is moved on by that computing time (a sleep), so the package's time includes it.
// GOMAXPROCS is 1 here, so names have no -N suffix unless -test.cpu asks for one.

package testing

import (
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"
	"unicode"
)

const stepNs = 100

// steps is how many Go steps the program has taken so far.
func steps() int64

// sysinfo.CPUName for the simulated machine.
const cpuName = "oplab Go interpreter (100ns per statement)"

var (
	benchTime       = durationOrCountFlag{d: time.Second}
	benchmarkMemory *bool
	cpuListStr      *string
	labelsDone      bool
	// the steps whose computing time the simulated clock has had (runN nests: Main runs the others)
	stepsSlept int64
)

// benchNow is the benchmark timer's clock: simulated time plus computing time.
func benchNow() time.Duration {
	return time.Duration(time.Now().UnixNano()) + time.Duration(steps()*stepNs)
}

type benchContext struct {
	match  *matcher
	maxLen int
	extLen int
}

// B is a type passed to Benchmark functions to manage benchmark timing and control the number of
// iterations.
type B struct {
	common
	importPath       string
	context          *benchContext
	N                int
	previousN        int
	previousDuration time.Duration
	benchFunc        func(b *B)
	benchTime        durationOrCountFlag
	bytes            int64
	missingBytes     bool
	timerOn          bool
	showAllocResult  bool
	result           BenchmarkResult
	startAt          time.Duration
	startAllocs      uint64
	startBytes       uint64
	netAllocs        uint64
	netBytes         uint64
	extra            map[string]float64
}

// StartTimer starts timing a test.
func (b *B) StartTimer() {
	if !b.timerOn {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		b.startAllocs = ms.Mallocs
		b.startBytes = ms.TotalAlloc
		b.startAt = benchNow()
		b.timerOn = true
	}
}

// StopTimer stops timing a test.
func (b *B) StopTimer() {
	if b.timerOn {
		b.duration += benchNow() - b.startAt
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		b.netAllocs += ms.Mallocs - b.startAllocs
		b.netBytes += ms.TotalAlloc - b.startBytes
		b.timerOn = false
	}
}

// ResetTimer zeroes the elapsed benchmark time and memory allocation counters and deletes
// user-reported metrics.
func (b *B) ResetTimer() {
	if b.extra == nil {
		b.extra = make(map[string]float64, 16)
	} else {
		clear(b.extra)
	}
	if b.timerOn {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		b.startAllocs = ms.Mallocs
		b.startBytes = ms.TotalAlloc
		b.startAt = benchNow()
	}
	b.duration = 0
	b.netAllocs = 0
	b.netBytes = 0
}

// SetBytes records the number of bytes processed in a single operation.
func (b *B) SetBytes(n int64) { b.bytes = n }

// ReportAllocs enables malloc statistics for this benchmark.
func (b *B) ReportAllocs() { b.showAllocResult = true }

// Elapsed returns the measured elapsed time of the benchmark.
func (b *B) Elapsed() time.Duration {
	d := b.duration
	if b.timerOn {
		d += benchNow() - b.startAt
	}
	return d
}

// ReportMetric adds "n unit" to the reported benchmark results.
func (b *B) ReportMetric(n float64, unit string) {
	if unit == "" {
		panic("metric unit must not be empty")
	}
	if strings.IndexFunc(unit, unicode.IsSpace) >= 0 {
		panic("metric unit must not contain whitespace")
	}
	b.extra[unit] = n
}

func (b *B) runN(n int) {
	defer b.runCleanup(normalPanic)
	runtime.GC()
	b.N = n
	b.ResetTimer()
	b.StartTimer()
	before := steps()
	b.benchFunc(b)
	b.StopTimer()
	b.previousN = n
	b.previousDuration = b.duration
	// the computing time passes on the simulated clock too
	now := steps()
	time.Sleep(time.Duration((now - max(before, stepsSlept)) * stepNs))
	stepsSlept = now
}

func (b *B) run1() bool {
	if ctx := b.context; ctx != nil {
		if n := len(b.name) + ctx.extLen + 1; n > ctx.maxLen {
			ctx.maxLen = n + 8
		}
	}
	go func() {
		defer func() {
			b.signal <- true
		}()
		b.runN(1)
	}()
	<-b.signal
	if b.failed {
		fmt.Fprintf(b.w, "%s--- FAIL: %s\n%s", b.chatty.prefix(), b.name, b.output)
		return false
	}
	if b.hasSub || b.finished {
		tag := "BENCH"
		if b.skipped {
			tag = "SKIP"
		}
		if b.chatty != nil && (len(b.output) > 0 || b.finished) {
			b.trimOutput()
			fmt.Fprintf(b.w, "%s--- %s: %s\n%s", b.chatty.prefix(), tag, b.name, b.output)
		}
		return false
	}
	return true
}

func printLabels(w io.Writer, importPath string) {
	if labelsDone {
		return
	}
	labelsDone = true
	fmt.Fprintf(w, "goos: %s\n", runtime.GOOS)
	fmt.Fprintf(w, "goarch: %s\n", runtime.GOARCH)
	if importPath != "" {
		fmt.Fprintf(w, "pkg: %s\n", importPath)
	}
	fmt.Fprintf(w, "cpu: %s\n", cpuName)
}

func (b *B) run() {
	printLabels(b.w, b.importPath)
	if b.context != nil {
		b.context.processBench(b)
	} else {
		b.doBench()
	}
}

func (b *B) doBench() BenchmarkResult {
	go b.launch()
	<-b.signal
	return b.result
}

func (b *B) launch() {
	defer func() {
		b.signal <- true
	}()
	if b.benchTime.n > 0 {
		if b.benchTime.n > 1 {
			b.runN(b.benchTime.n)
		}
	} else {
		d := b.benchTime.d
		for n := int64(1); !b.failed && b.duration < d && n < 1e9; {
			last := n
			goalns := d.Nanoseconds()
			prevIters := int64(b.N)
			prevns := b.duration.Nanoseconds()
			if prevns <= 0 {
				prevns = 1
			}
			n = goalns * prevIters / prevns
			n += n / 5
			n = min(n, 100*last)
			n = max(n, last+1)
			n = min(n, 1e9)
			b.runN(int(n))
		}
	}
	b.result = BenchmarkResult{b.N, b.duration, b.bytes, b.netAllocs, b.netBytes, b.extra}
}

// BenchmarkResult contains the results of a benchmark run.
type BenchmarkResult struct {
	N         int
	T         time.Duration
	Bytes     int64
	MemAllocs uint64
	MemBytes  uint64
	Extra     map[string]float64
}

// NsPerOp returns the "ns/op" metric.
func (r BenchmarkResult) NsPerOp() int64 {
	if v, ok := r.Extra["ns/op"]; ok {
		return int64(v)
	}
	if r.N <= 0 {
		return 0
	}
	return r.T.Nanoseconds() / int64(r.N)
}

func (r BenchmarkResult) mbPerSec() float64 {
	if v, ok := r.Extra["MB/s"]; ok {
		return v
	}
	if r.Bytes <= 0 || r.T <= 0 || r.N <= 0 {
		return 0
	}
	return (float64(r.Bytes) * float64(r.N) / 1e6) / r.T.Seconds()
}

// AllocsPerOp returns the "allocs/op" metric.
func (r BenchmarkResult) AllocsPerOp() int64 {
	if v, ok := r.Extra["allocs/op"]; ok {
		return int64(v)
	}
	if r.N <= 0 {
		return 0
	}
	return int64(r.MemAllocs) / int64(r.N)
}

// AllocedBytesPerOp returns the "B/op" metric.
func (r BenchmarkResult) AllocedBytesPerOp() int64 {
	if v, ok := r.Extra["B/op"]; ok {
		return int64(v)
	}
	if r.N <= 0 {
		return 0
	}
	return int64(r.MemBytes) / int64(r.N)
}

// String returns a summary of the benchmark results.
func (r BenchmarkResult) String() string {
	buf := new(strings.Builder)
	fmt.Fprintf(buf, "%8d", r.N)
	ns, ok := r.Extra["ns/op"]
	if !ok {
		ns = float64(r.T.Nanoseconds()) / float64(r.N)
	}
	if ns != 0 {
		buf.WriteByte('\t')
		prettyPrint(buf, ns, "ns/op")
	}
	if mbs := r.mbPerSec(); mbs != 0 {
		fmt.Fprintf(buf, "\t%7.2f MB/s", mbs)
	}
	var extraKeys []string
	for k := range r.Extra {
		switch k {
		case "ns/op", "MB/s", "B/op", "allocs/op":
			continue
		}
		extraKeys = append(extraKeys, k)
	}
	slices.Sort(extraKeys)
	for _, k := range extraKeys {
		buf.WriteByte('\t')
		prettyPrint(buf, r.Extra[k], k)
	}
	return buf.String()
}

func prettyPrint(w io.Writer, x float64, unit string) {
	var format string
	switch y := math.Abs(x); {
	case y == 0 || y >= 999.95:
		format = "%10.0f %s"
	case y >= 99.995:
		format = "%12.1f %s"
	case y >= 9.9995:
		format = "%13.2f %s"
	case y >= 0.99995:
		format = "%14.3f %s"
	case y >= 0.099995:
		format = "%15.4f %s"
	case y >= 0.0099995:
		format = "%16.5f %s"
	case y >= 0.00099995:
		format = "%17.6f %s"
	default:
		format = "%18.7f %s"
	}
	fmt.Fprintf(w, format, x, unit)
}

// MemString returns r.AllocedBytesPerOp and r.AllocsPerOp in the same format as 'go test'.
func (r BenchmarkResult) MemString() string {
	return fmt.Sprintf("%8d B/op\t%8d allocs/op", r.AllocedBytesPerOp(), r.AllocsPerOp())
}

func benchmarkName(name string, n int) string {
	if n != 1 {
		return fmt.Sprintf("%s-%d", name, n)
	}
	return name
}

func cpuList() []int {
	var list []int
	for _, val := range strings.Split(*cpuListStr, ",") {
		val = strings.TrimSpace(val)
		if val == "" {
			continue
		}
		var cpu int
		if _, err := fmt.Sscan(val, &cpu); err != nil || cpu <= 0 {
			fmt.Fprintf(os.Stderr, "testing: invalid value %q for -test.cpu\n", val)
			os.Exit(1)
		}
		list = append(list, cpu)
	}
	if list == nil {
		list = []int{runtime.GOMAXPROCS(-1)}
	}
	return list
}

func runBenchmarks(importPath string, matchString func(pat, str string) (bool, error), benchmarks []InternalBenchmark) bool {
	if len(*benchFlag) == 0 {
		return true
	}
	maxprocs := 1
	for _, procs := range cpuList() {
		maxprocs = max(maxprocs, procs)
	}
	ctx := &benchContext{
		match:  newMatcher(matchString, *benchFlag, "-test.bench", *skipFlag),
		extLen: len(benchmarkName("", maxprocs)),
	}
	var bs []InternalBenchmark
	for _, bench := range benchmarks {
		if _, matched, _ := ctx.match.fullName(nil, bench.Name); matched {
			bs = append(bs, bench)
			if l := len(benchmarkName(bench.Name, maxprocs)) + ctx.extLen + 1; l > ctx.maxLen {
				ctx.maxLen = l
			}
		}
	}
	main := &B{
		common: common{
			name:  "Main",
			w:     os.Stdout,
			bench: true,
		},
		importPath: importPath,
		benchFunc: func(b *B) {
			for _, bench := range bs {
				b.Run(bench.Name, bench.F)
			}
		},
		benchTime: benchTime,
		context:   ctx,
	}
	if Verbose() {
		main.chatty = &chattyPrinter{w: main.w, json: chatty.json}
	}
	main.runN(1)
	return !main.failed
}

func (ctx *benchContext) processBench(b *B) {
	for i, procs := range cpuList() {
		for j := uint(0); j < *count; j++ {
			benchName := benchmarkName(b.name, procs)
			if b.chatty == nil {
				fmt.Fprintf(b.w, "%-*s\t", ctx.maxLen, benchName)
			}
			if i > 0 || j > 0 {
				b = &B{
					common: common{
						signal: make(chan bool),
						name:   b.name,
						w:      b.w,
						chatty: b.chatty,
						bench:  true,
					},
					benchFunc: b.benchFunc,
					benchTime: b.benchTime,
				}
				b.run1()
			}
			r := b.doBench()
			if b.failed {
				fmt.Fprintf(b.w, "%s--- FAIL: %s\n%s", b.chatty.prefix(), benchName, b.output)
				continue
			}
			results := r.String()
			if b.chatty != nil {
				fmt.Fprintf(b.w, "%-*s\t", ctx.maxLen, benchName)
			}
			if *benchmarkMemory || b.showAllocResult {
				results += "\t" + r.MemString()
			}
			fmt.Fprintln(b.w, results)
			if len(b.output) > 0 {
				b.trimOutput()
				fmt.Fprintf(b.w, "%s--- BENCH: %s\n%s", b.chatty.prefix(), benchName, b.output)
			}
			if b.chatty != nil && b.chatty.json {
				b.chatty.Updatef("", "=== NAME  %s\n", "")
			}
		}
	}
}

// Run benchmarks f as a subbenchmark with the given name. It reports whether there were any
// failures.
func (b *B) Run(name string, f func(b *B)) bool {
	b.hasSub = true
	benchName, ok, partial := b.name, true, false
	if b.context != nil {
		benchName, ok, partial = b.context.match.fullName(&b.common, name)
	}
	if !ok {
		return true
	}
	var pc [maxStackLen]uintptr
	n := runtime.Callers(2, pc[:])
	sub := &B{
		common: common{
			signal:  make(chan bool),
			name:    benchName,
			parent:  &b.common,
			level:   b.level + 1,
			creator: pc[:n],
			w:       b.w,
			chatty:  b.chatty,
			bench:   true,
		},
		importPath: b.importPath,
		benchFunc:  f,
		benchTime:  b.benchTime,
		context:    b.context,
	}
	if partial {
		sub.hasSub = true
	}
	if b.chatty != nil {
		printLabels(os.Stdout, b.importPath)
		if b.chatty.json {
			b.chatty.Updatef(benchName, "=== RUN   %s\n", benchName)
		}
		fmt.Println(benchName)
	}
	if sub.run1() {
		sub.run()
	}
	b.add(sub.result)
	return !sub.failed
}

func (b *B) add(other BenchmarkResult) {
	r := &b.result
	r.N = 1
	r.T += time.Duration(other.NsPerOp())
	if other.Bytes == 0 {
		b.missingBytes = true
		r.Bytes = 0
	}
	if !b.missingBytes {
		r.Bytes += other.Bytes
	}
	r.MemAllocs += uint64(other.AllocsPerOp())
	r.MemBytes += uint64(other.AllocedBytesPerOp())
}

// trimOutput keeps the first ten lines of a benchmark's output.
func (b *B) trimOutput() {
	const maxNewlines = 10
	for nlCount, j := 0, 0; j < len(b.output); j++ {
		if b.output[j] == '\n' {
			nlCount++
			if nlCount >= maxNewlines {
				b.output = append(b.output[:j], "\n\t... [output truncated]\n"...)
				break
			}
		}
	}
}

// A PB is used by RunParallel for running parallel benchmarks.
type PB struct {
	next uint64
	bN   uint64
	done bool
}

// Next reports whether there are more iterations to execute.
func (pb *PB) Next() bool {
	if pb.next >= pb.bN {
		pb.done = true
		return false
	}
	pb.next++
	return true
}

// RunParallel runs a benchmark in parallel: with GOMAXPROCS 1, in one goroutine.
func (b *B) RunParallel(body func(*PB)) {
	if b.N == 0 {
		return
	}
	pb := &PB{bN: uint64(b.N)}
	done := make(chan bool)
	go func() {
		defer func() { done <- true }()
		body(pb)
	}()
	<-done
	if !pb.done && !b.Failed() {
		b.Fatal("RunParallel: body exited without pb.Next() == false")
	}
}

// SetParallelism sets the number of goroutines used by RunParallel (one here, GOMAXPROCS being 1).
func (b *B) SetParallelism(p int) {}

// Benchmark benchmarks a single function.
func Benchmark(f func(b *B)) BenchmarkResult {
	b := &B{
		common: common{
			signal: make(chan bool),
			w:      io.Discard,
		},
		benchFunc: f,
		benchTime: benchTime,
	}
	if b.run1() {
		b.run()
	}
	return b.result
}
