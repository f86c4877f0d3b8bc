// packages path and path/filepath (slash-separated, as on the simulated Linux machine), in Go
// following go/src/path: Clean's lexical rules, Join, Split, Base, Dir, Ext, IsAbs, Match-free.

import type { NativePackage } from '../../interp/native.ts';

const pathBody = `
func Clean(path string) string {
	if path == "" {
		return "."
	}
	rooted := path[0] == '/'
	n := len(path)
	out := []byte{}
	r, dotdot := 0, 0
	if rooted {
		out = append(out, '/')
		r, dotdot = 1, 1
	}
	for r < n {
		switch {
		case path[r] == '/':
			r++
		case path[r] == '.' && (r+1 == n || path[r+1] == '/'):
			r++
		case path[r] == '.' && path[r+1] == '.' && (r+2 == n || path[r+2] == '/'):
			r += 2
			switch {
			case len(out) > dotdot:
				w := len(out) - 1
				for w > dotdot && out[w] != '/' {
					w--
				}
				out = out[:w]
			case !rooted:
				if len(out) > 0 {
					out = append(out, '/')
				}
				out = append(out, '.', '.')
				dotdot = len(out)
			}
		default:
			if rooted && len(out) != 1 || !rooted && len(out) != 0 {
				out = append(out, '/')
			}
			for ; r < n && path[r] != '/'; r++ {
				out = append(out, path[r])
			}
		}
	}
	if len(out) == 0 {
		return "."
	}
	return string(out)
}

func Split(path string) (dir, file string) {
	i := lastSlash(path)
	return path[:i+1], path[i+1:]
}

func lastSlash(s string) int {
	i := len(s) - 1
	for i >= 0 && s[i] != '/' {
		i--
	}
	return i
}

func Join(elem ...string) string {
	size := 0
	for _, e := range elem {
		size += len(e)
	}
	if size == 0 {
		return ""
	}
	buf := make([]byte, 0, size+len(elem)-1)
	for _, e := range elem {
		if len(buf) > 0 || e != "" {
			if len(buf) > 0 {
				buf = append(buf, '/')
			}
			buf = append(buf, e...)
		}
	}
	return Clean(string(buf))
}

func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

func Base(path string) string {
	if path == "" {
		return "."
	}
	for len(path) > 0 && path[len(path)-1] == '/' {
		path = path[0 : len(path)-1]
	}
	if i := lastSlash(path); i >= 0 {
		path = path[i+1:]
	}
	if path == "" {
		return "/"
	}
	return path
}

func IsAbs(path string) bool {
	return len(path) > 0 && path[0] == '/'
}

func Dir(path string) string {
	dir, _ := Split(path)
	return Clean(dir)
}
`;

const matchSrc = `
// ErrBadPattern indicates a pattern was malformed.
var ErrBadPattern = errors.New("syntax error in pattern")

// Match reports whether name matches the shell pattern (*, ?, [class], \\escape); '*' and '?' never
// match '/'. The whole pattern is validated first, as Go 1.16+ does.
func Match(pattern, name string) (matched bool, err error) {
	p := []rune(pattern)
	if !validPattern(p) {
		return false, ErrBadPattern
	}
	return matchRunes(p, []rune(name)), nil
}

func validPattern(p []rune) bool {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\\\':
			i++
			if i >= len(p) {
				return false
			}
		case '[':
			j, ok := classEnd(p, i+1)
			if !ok {
				return false
			}
			i = j
		}
	}
	return true
}

// classEnd returns the index of the ']' closing a class whose body starts at i.
func classEnd(p []rune, i int) (int, bool) {
	if i < len(p) && p[i] == '^' {
		i++
	}
	first := true
	for i < len(p) {
		if p[i] == ']' && !first {
			return i, true
		}
		first = false
		if p[i] == '-' {
			return 0, false
		}
		if p[i] == '\\\\' {
			i++
		}
		if i >= len(p) {
			return 0, false
		}
		i++
		if i < len(p) && p[i] == '-' {
			i++
			if i >= len(p) || p[i] == ']' {
				return 0, false
			}
			if p[i] == '\\\\' {
				i++
				if i >= len(p) {
					return 0, false
				}
			}
			i++
		}
	}
	return 0, false
}

func inClass(p []rune, c rune) bool {
	neg := false
	i := 0
	if p[0] == '^' {
		neg = true
		i = 1
	}
	found := false
	for i < len(p) {
		lo := p[i]
		if lo == '\\\\' {
			i++
			lo = p[i]
		}
		i++
		hi := lo
		if i < len(p) && p[i] == '-' {
			i++
			hi = p[i]
			if hi == '\\\\' {
				i++
				hi = p[i]
			}
			i++
		}
		if lo <= c && c <= hi {
			found = true
		}
	}
	return found != neg
}

func matchRunes(p, n []rune) bool {
	for len(p) > 0 {
		switch p[0] {
		case '*':
			for len(p) > 0 && p[0] == '*' {
				p = p[1:]
			}
			for i := 0; i <= len(n); i++ {
				if matchRunes(p, n[i:]) {
					return true
				}
				if i < len(n) && n[i] == '/' {
					return false
				}
			}
			return false
		case '?':
			if len(n) == 0 || n[0] == '/' {
				return false
			}
		case '[':
			end, _ := classEnd(p, 1)
			if len(n) == 0 || n[0] == '/' || !inClass(p[1:end], n[0]) {
				return false
			}
			p = p[end+1:]
			n = n[1:]
			continue
		case '\\\\':
			p = p[1:]
			if len(n) == 0 || n[0] != p[0] {
				return false
			}
		default:
			if len(n) == 0 || n[0] != p[0] {
				return false
			}
		}
		p = p[1:]
		n = n[1:]
	}
	return len(n) == 0
}
`;

const pathSrc = `package path

import "errors"
${pathBody}${matchSrc}`;

const filepathSrc = `package filepath

import (
	"errors"
	"io/fs"
	"os"
	"sort"
	"strings"
)
${matchSrc}
const (
	Separator     = '/'
	ListSeparator = ':'
)
${pathBody}
// IsLocal, Localize and HasPrefix as go1.23's internal/filepathlite on Unix.
func IsLocal(path string) bool {
	if IsAbs(path) || path == "" {
		return false
	}
	hasDots := false
	for p := path; p != ""; {
		var part string
		part, p, _ = strings.Cut(p, "/")
		if part == "." || part == ".." {
			hasDots = true
			break
		}
	}
	if hasDots {
		path = Clean(path)
	}
	if path == ".." || strings.HasPrefix(path, "../") {
		return false
	}
	return true
}

var errInvalidPath = errors.New("invalid path")

func Localize(path string) (string, error) {
	if !fs.ValidPath(path) || strings.IndexByte(path, 0) >= 0 {
		return "", errInvalidPath
	}
	return path, nil
}

// Deprecated: HasPrefix does not respect path boundaries.
func HasPrefix(p, prefix string) bool { return strings.HasPrefix(p, prefix) }

func ToSlash(path string) string   { return path }
func FromSlash(path string) string { return path }

func SplitList(path string) []string {
	if path == "" {
		return []string{}
	}
	return strings.Split(path, string(ListSeparator))
}

func Abs(path string) (string, error) {
	if IsAbs(path) {
		return Clean(path), nil
	}
	return Join("/home/gopher", path), nil
}

// Rel, Walk and WalkDir follow path/filepath/path.go (go1.23) on a Unix file system.
func Rel(basepath, targpath string) (string, error) {
	base := Clean(basepath)
	targ := Clean(targpath)
	if targ == base {
		return ".", nil
	}
	if base == "." {
		base = ""
	}
	baseSlashed := len(base) > 0 && base[0] == Separator
	targSlashed := len(targ) > 0 && targ[0] == Separator
	if baseSlashed != targSlashed {
		return "", errors.New("Rel: can't make " + targpath + " relative to " + basepath)
	}
	bl := len(base)
	tl := len(targ)
	var b0, bi, t0, ti int
	for {
		for bi < bl && base[bi] != Separator {
			bi++
		}
		for ti < tl && targ[ti] != Separator {
			ti++
		}
		if targ[t0:ti] != base[b0:bi] {
			break
		}
		if bi < bl {
			bi++
		}
		if ti < tl {
			ti++
		}
		b0 = bi
		t0 = ti
	}
	if base[b0:bi] == ".." {
		return "", errors.New("Rel: can't make " + targpath + " relative to " + basepath)
	}
	if b0 != bl {
		seps := strings.Count(base[b0:bl], string(Separator))
		size := 2 + seps*3
		if tl != t0 {
			size += 1 + tl - t0
		}
		buf := make([]byte, size)
		n := copy(buf, "..")
		for i := 0; i < seps; i++ {
			buf[n] = Separator
			copy(buf[n+1:], "..")
			n += 3
		}
		if t0 != tl {
			buf[n] = Separator
			copy(buf[n+1:], targ[t0:])
		}
		return string(buf), nil
	}
	return targ[t0:], nil
}

func VolumeName(path string) string { return "" }

var SkipDir error = fs.SkipDir

var SkipAll error = fs.SkipAll

type WalkFunc func(path string, info fs.FileInfo, err error) error

func walkDir(path string, d fs.DirEntry, walkDirFn fs.WalkDirFunc) error {
	if err := walkDirFn(path, d, nil); err != nil || !d.IsDir() {
		if err == SkipDir && d.IsDir() {
			err = nil
		}
		return err
	}
	dirs, err := os.ReadDir(path)
	if err != nil {
		err = walkDirFn(path, d, err)
		if err != nil {
			if err == SkipDir && d.IsDir() {
				err = nil
			}
			return err
		}
	}
	for _, d1 := range dirs {
		path1 := Join(path, d1.Name())
		if err := walkDir(path1, d1, walkDirFn); err != nil {
			if err == SkipDir {
				break
			}
			return err
		}
	}
	return nil
}

func walk(path string, info fs.FileInfo, walkFn WalkFunc) error {
	if !info.IsDir() {
		return walkFn(path, info, nil)
	}
	names, err := readDirNames(path)
	err1 := walkFn(path, info, err)
	if err != nil || err1 != nil {
		return err1
	}
	for _, name := range names {
		filename := Join(path, name)
		fileInfo, err := os.Lstat(filename)
		if err != nil {
			if err := walkFn(filename, fileInfo, err); err != nil && err != SkipDir {
				return err
			}
		} else {
			err = walk(filename, fileInfo, walkFn)
			if err != nil {
				if !fileInfo.IsDir() || err != SkipDir {
					return err
				}
			}
		}
	}
	return nil
}

func WalkDir(root string, fn fs.WalkDirFunc) error {
	info, err := os.Lstat(root)
	if err != nil {
		err = fn(root, nil, err)
	} else {
		err = walkDir(root, fs.FileInfoToDirEntry(info), fn)
	}
	if err == SkipDir || err == SkipAll {
		return nil
	}
	return err
}

func Walk(root string, fn WalkFunc) error {
	info, err := os.Lstat(root)
	if err != nil {
		err = fn(root, nil, err)
	} else {
		err = walk(root, info, fn)
	}
	if err == SkipDir || err == SkipAll {
		return nil
	}
	return err
}

// Glob returns the names of all files matching pattern, or nil if there is no matching file; the
// only possible error is ErrBadPattern (go/src/path/filepath/match.go: Glob, globWithLimit,
// cleanGlobPath, glob, hasMeta). I/O errors are ignored; the names of each directory are sorted.
func Glob(pattern string) (matches []string, err error) {
	return globWithLimit(pattern, 0)
}

func globWithLimit(pattern string, depth int) (matches []string, err error) {
	// Prevent a stack overflow on a pattern of very many separators (go1.19+).
	const pathSeparatorsLimit = 10000
	if depth == pathSeparatorsLimit {
		return nil, ErrBadPattern
	}
	if _, err := Match(pattern, ""); err != nil {
		return nil, err
	}
	if !hasMeta(pattern) {
		if _, err = os.Lstat(pattern); err != nil {
			return nil, nil
		}
		return []string{pattern}, nil
	}
	dir, file := Split(pattern)
	dir = cleanGlobPath(dir)
	if !hasMeta(dir) {
		return glob(dir, file, nil)
	}
	if dir == pattern {
		return nil, ErrBadPattern
	}
	var m []string
	m, err = globWithLimit(dir, depth+1)
	if err != nil {
		return
	}
	for _, d := range m {
		matches, err = glob(d, file, matches)
		if err != nil {
			return
		}
	}
	return
}

func cleanGlobPath(path string) string {
	switch path {
	case "":
		return "."
	case string(Separator):
		return path
	default:
		return path[0 : len(path)-1]
	}
}

func glob(dir, pattern string, matches []string) (m []string, e error) {
	m = matches
	fi, err := os.Stat(dir)
	if err != nil {
		return
	}
	if !fi.IsDir() {
		return
	}
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	sort.Strings(names)
	for _, n := range names {
		matched, err := Match(pattern, n)
		if err != nil {
			return m, err
		}
		if matched {
			m = append(m, Join(dir, n))
		}
	}
	return
}

func hasMeta(path string) bool {
	return strings.ContainsAny(path, "*?[\\\\")
}

func readDirNames(dirname string) ([]string, error) {
	f, err := os.Open(dirname)
	if err != nil {
		return nil, err
	}
	names, err := f.Readdirnames(-1)
	f.Close()
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	return names, nil
}
`;

let pathPkg: NativePackage | undefined;
let filepathPkg: NativePackage | undefined;

export function pathPackage(): NativePackage {
  pathPkg ??= { path: 'path', files: [{ name: 'path.go', src: pathSrc }], natives: {} };
  return pathPkg;
}

export function filepathPackage(): NativePackage {
  filepathPkg ??= { path: 'path/filepath', files: [{ name: 'path.go', src: filepathSrc }], natives: {} };
  return filepathPkg;
}
