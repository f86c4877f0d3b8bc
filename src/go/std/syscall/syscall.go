// Package syscall: the Signal and Errno types of go1.23 on linux/amd64 (syscall_unix.go,
// zerrors_linux_amd64.go). Nothing here calls the host: the interpreter has no processes.
package syscall

import (
	"errors"
	"io/fs"
	"strconv"
)

// A Signal is a number describing a process signal.
// It implements the os.Signal interface.
type Signal int

func (s Signal) Signal() {}

func (s Signal) String() string {
	if 0 <= s && int(s) < len(signals) {
		str := signals[s]
		if str != "" {
			return str
		}
	}
	return "signal " + strconv.Itoa(int(s))
}

// Signals
const (
	SIGABRT   = Signal(0x6)
	SIGALRM   = Signal(0xe)
	SIGBUS    = Signal(0x7)
	SIGCHLD   = Signal(0x11)
	SIGCLD    = Signal(0x11)
	SIGCONT   = Signal(0x12)
	SIGFPE    = Signal(0x8)
	SIGHUP    = Signal(0x1)
	SIGILL    = Signal(0x4)
	SIGINT    = Signal(0x2)
	SIGIO     = Signal(0x1d)
	SIGIOT    = Signal(0x6)
	SIGKILL   = Signal(0x9)
	SIGPIPE   = Signal(0xd)
	SIGPOLL   = Signal(0x1d)
	SIGPROF   = Signal(0x1b)
	SIGPWR    = Signal(0x1e)
	SIGQUIT   = Signal(0x3)
	SIGSEGV   = Signal(0xb)
	SIGSTKFLT = Signal(0x10)
	SIGSTOP   = Signal(0x13)
	SIGSYS    = Signal(0x1f)
	SIGTERM   = Signal(0xf)
	SIGTRAP   = Signal(0x5)
	SIGTSTP   = Signal(0x14)
	SIGTTIN   = Signal(0x15)
	SIGTTOU   = Signal(0x16)
	SIGUNUSED = Signal(0x1f)
	SIGURG    = Signal(0x17)
	SIGUSR1   = Signal(0xa)
	SIGUSR2   = Signal(0xc)
	SIGVTALRM = Signal(0x1a)
	SIGWINCH  = Signal(0x1c)
	SIGXCPU   = Signal(0x18)
	SIGXFSZ   = Signal(0x19)
)

// Signal table
var signals = [...]string{
	1:  "hangup",
	2:  "interrupt",
	3:  "quit",
	4:  "illegal instruction",
	5:  "trace/breakpoint trap",
	6:  "aborted",
	7:  "bus error",
	8:  "floating point exception",
	9:  "killed",
	10: "user defined signal 1",
	11: "segmentation fault",
	12: "user defined signal 2",
	13: "broken pipe",
	14: "alarm clock",
	15: "terminated",
	16: "stack fault",
	17: "child exited",
	18: "continued",
	19: "stopped (signal)",
	20: "stopped",
	21: "stopped (tty input)",
	22: "stopped (tty output)",
	23: "urgent I/O condition",
	24: "CPU time limit exceeded",
	25: "file size limit exceeded",
	26: "virtual timer expired",
	27: "profiling timer expired",
	28: "window changed",
	29: "I/O possible",
	30: "power failure",
	31: "bad system call",
}

// An Errno is an unsigned number describing an error condition.
// It implements the error interface. The zero Errno is by convention
// a non-error, so code to convert from Errno to error should use:
//
//	err = nil
//	if errno != 0 {
//		err = errno
//	}
type Errno uintptr

func (e Errno) Error() string {
	if 0 <= int(e) && int(e) < len(errorTable) {
		s := errorTable[e]
		if s != "" {
			return s
		}
	}
	return "errno " + strconv.Itoa(int(e))
}

// Is matches the os errors as syscall_unix.go does through internal/oserror (whose values io/fs shares).
func (e Errno) Is(target error) bool {
	switch target {
	case fs.ErrPermission:
		return e == EACCES || e == EPERM
	case fs.ErrExist:
		return e == EEXIST || e == ENOTEMPTY
	case fs.ErrNotExist:
		return e == ENOENT
	case errors.ErrUnsupported:
		return e == ENOSYS || e == ENOTSUP || e == EOPNOTSUPP
	}
	return false
}

func (e Errno) Temporary() bool {
	return e == EINTR || e == EMFILE || e == ENFILE || e.Timeout()
}

func (e Errno) Timeout() bool {
	return e == EAGAIN || e == EWOULDBLOCK || e == ETIMEDOUT
}

// Errors (the common ones of zerrors_linux_amd64.go; a program pays for this table at every start,
// since package os imports syscall)
const (
	EACCES       = Errno(0xd)
	EADDRINUSE   = Errno(0x62)
	EAGAIN       = Errno(0xb)
	EBADF        = Errno(0x9)
	EBUSY        = Errno(0x10)
	ECHILD       = Errno(0xa)
	ECONNREFUSED = Errno(0x6f)
	ECONNRESET   = Errno(0x68)
	EEXIST       = Errno(0x11)
	EHOSTUNREACH = Errno(0x71)
	EINTR        = Errno(0x4)
	EINVAL       = Errno(0x16)
	EIO          = Errno(0x5)
	EISDIR       = Errno(0x15)
	EMFILE       = Errno(0x18)
	ENETUNREACH  = Errno(0x65)
	ENFILE       = Errno(0x17)
	ENOENT       = Errno(0x2)
	ENOMEM       = Errno(0xc)
	ENOSPC       = Errno(0x1c)
	ENOSYS       = Errno(0x26)
	ENOTCONN     = Errno(0x6b)
	ENOTDIR      = Errno(0x14)
	ENOTEMPTY    = Errno(0x27)
	ENOTSUP      = Errno(0x5f)
	EOPNOTSUPP   = Errno(0x5f)
	EPERM        = Errno(0x1)
	EPIPE        = Errno(0x20)
	ERANGE       = Errno(0x22)
	ESPIPE       = Errno(0x1d)
	ESRCH        = Errno(0x3)
	ETIMEDOUT    = Errno(0x6e)
	EWOULDBLOCK  = Errno(0xb)
	EXDEV        = Errno(0x12)
)

// Error table (the messages of the errors above)
var errorTable = [...]string{
	1:   "operation not permitted",
	2:   "no such file or directory",
	3:   "no such process",
	4:   "interrupted system call",
	5:   "input/output error",
	9:   "bad file descriptor",
	10:  "no child processes",
	11:  "resource temporarily unavailable",
	12:  "cannot allocate memory",
	13:  "permission denied",
	16:  "device or resource busy",
	17:  "file exists",
	18:  "invalid cross-device link",
	20:  "not a directory",
	21:  "is a directory",
	22:  "invalid argument",
	23:  "too many open files in system",
	24:  "too many open files",
	28:  "no space left on device",
	29:  "illegal seek",
	32:  "broken pipe",
	34:  "numerical result out of range",
	38:  "function not implemented",
	39:  "directory not empty",
	95:  "operation not supported",
	98:  "address already in use",
	101: "network is unreachable",
	104: "connection reset by peer",
	107: "transport endpoint is not connected",
	110: "connection timed out",
	111: "connection refused",
	113: "no route to host",
}
