package http

import (
	"context"
	"errors"
	"io"
	"net/url"
	"strings"
	"time"
)

// A Header represents the key-value pairs in an HTTP header.
type Header map[string][]string

// Get gets the first value associated with the given key.
func (h Header) Get(key string) string {
	if v := h[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Set sets the header entries associated with key to the single element value.
func (h Header) Set(key, value string) { h[key] = []string{value} }

// Add adds the key, value pair to the header.
func (h Header) Add(key, value string) { h[key] = append(h[key], value) }

// A Request represents an HTTP request received by a server.
type Request struct {
	Method     string
	URL        *url.URL
	Host       string
	RequestURI string
	Header     Header
	ctx        context.Context
}

// Context returns the request's context (context.Background when none was set).
func (r *Request) Context() context.Context {
	if r.ctx != nil {
		return r.ctx
	}
	return context.Background()
}

// WithContext returns a shallow copy of r with its context changed to ctx.
func (r *Request) WithContext(ctx context.Context) *Request {
	r2 := new(Request)
	*r2 = *r
	r2.ctx = ctx
	return r2
}

// NewRequest wraps NewRequestWithContext using context.Background (no body: the simulated
// servers take none).
func NewRequest(method, target string, body any) (*Request, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	if method == "" {
		method = "GET"
	}
	return &Request{Method: method, URL: u, Host: u.Host, RequestURI: target, Header: Header{}}, nil
}

// Response represents the response from an HTTP request (the fields a RoundTripper fills; the
// simulated clients never send one over a network).
type Response struct {
	Status        string // e.g. "200 OK"
	StatusCode    int    // e.g. 200
	Proto         string // e.g. "HTTP/1.0"
	Header        Header
	Body          io.ReadCloser
	ContentLength int64
	Request       *Request
}

// RoundTripper is an interface representing the ability to execute a single HTTP transaction,
// obtaining the Response for a given Request (client-go's auth providers wrap one).
type RoundTripper interface {
	RoundTrip(*Request) (*Response, error)
}

// A Client is an HTTP client (only passed around: the simulated servers are called directly).
type Client struct {
	// Timeout specifies a time limit for requests made by this Client.
	Timeout time.Duration
}

// DefaultClient is the default Client.
var DefaultClient = &Client{}

// Error replies to the request with the specified error message and HTTP code.
func Error(w ResponseWriter, error string, code int) {
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	w.Write([]byte(error + "\n"))
}

// StatusText returns a text for the HTTP status code.
func StatusText(code int) string {
	switch code {
	case StatusOK:
		return "OK"
	case StatusCreated:
		return "Created"
	case StatusNoContent:
		return "No Content"
	case StatusBadRequest:
		return "Bad Request"
	case StatusUnauthorized:
		return "Unauthorized"
	case StatusForbidden:
		return "Forbidden"
	case StatusNotFound:
		return "Not Found"
	case StatusConflict:
		return "Conflict"
	case StatusInternalServerError:
		return "Internal Server Error"
	case StatusServiceUnavailable:
		return "Service Unavailable"
	}
	return ""
}

// CanonicalHeaderKey returns the canonical format of the header key s.
func CanonicalHeaderKey(s string) string {
	parts := strings.Split(strings.ToLower(s), "-")
	for i, p := range parts {
		if p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, "-")
}

// A ResponseWriter interface is used by an HTTP handler to construct an HTTP response.
type ResponseWriter interface {
	Header() Header
	Write([]byte) (int, error)
	WriteHeader(statusCode int)
}

// A Handler responds to an HTTP request.
type Handler interface {
	ServeHTTP(ResponseWriter, *Request)
}

// The HandlerFunc type is an adapter to allow the use of ordinary functions as HTTP handlers.
type HandlerFunc func(ResponseWriter, *Request)

// ServeHTTP calls f(w, r).
func (f HandlerFunc) ServeHTTP(w ResponseWriter, r *Request) {
	f(w, r)
}

// ErrAbortHandler is a sentinel panic value to abort a handler.
var ErrAbortHandler = errors.New("net/http: abort Handler")

// HTTP status codes as registered with IANA (the common ones).
const (
	StatusOK                  = 200
	StatusCreated             = 201
	StatusNoContent           = 204
	StatusBadRequest          = 400
	StatusUnauthorized        = 401
	StatusForbidden           = 403
	StatusNotFound            = 404
	StatusConflict            = 409
	StatusInternalServerError = 500
	StatusServiceUnavailable  = 503
)
