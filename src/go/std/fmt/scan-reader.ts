// fmt's Fscan / Fscanln / Fscanf and Scan / Scanln / Scanf (a file of package fmt beside fmt.go):
// they read what the operands need from the reader, a byte at a time as fmt's readRune does for a
// reader that is not an io.RuneScanner (giving the delimiter back when the reader can take it), and
// scan it with Sscan / Sscanln / Sscanf. Fscanf reads as many lines as its format spans.

export { default as scanReaderSrc } from './scan-reader.go?raw';
