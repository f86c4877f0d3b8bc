// encoding/json's Decoder token API (a file of package json beside json.go), after Go's
// encoding/json/stream.go: Token, Delim, the token state machine that Decode and More follow,
// InputOffset and Buffered, with stream.go's error texts.

export { default as streamSrc } from './stream.go?raw';
