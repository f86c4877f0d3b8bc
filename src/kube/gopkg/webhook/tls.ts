// crypto/tls, the part controller-runtime's server options name: kubebuilder's scaffolded main.go
// builds `[]func(*tls.Config)` (disableHTTP2, a certwatcher's GetCertificate) and passes it as
// webhook.Options.TLSOpts. Declarations only (the simulated network does no TLS handshakes); the
// standard library's own crypto/tls takes precedence once it exists.

import { goPackage } from '../pkg.ts';

const src = `// Package tls partially implements TLS 1.2, as specified in RFC 5246, and TLS 1.3, as specified in RFC 8446.
package tls

// TLS versions.
const (
	VersionTLS10 = 0x0301
	VersionTLS11 = 0x0302
	VersionTLS12 = 0x0303
	VersionTLS13 = 0x0304
)

// A Certificate is a chain of one or more certificates, leaf first.
type Certificate struct {
	Certificate [][]byte
}

// ClientHelloInfo contains information from a ClientHello message.
type ClientHelloInfo struct {
	ServerName string
}

// ClientAuthType declares the policy the server will follow for TLS Client Authentication.
type ClientAuthType int

// ClientAuthType values.
const (
	NoClientCert ClientAuthType = iota
	RequestClientCert
	RequireAnyClientCert
	VerifyClientCertIfGiven
	RequireAndVerifyClientCert
)

// A Config structure is used to configure a TLS client or server.
type Config struct {
	Certificates   []Certificate
	GetCertificate func(*ClientHelloInfo) (*Certificate, error)
	NextProtos     []string
	ServerName     string
	ClientAuth     ClientAuthType
	InsecureSkipVerify bool
	MinVersion     uint16
	MaxVersion     uint16
}
`;

export const TLS = 'crypto/tls';
export const tlsPackage = goPackage({ path: TLS, files: { 'tls.go': src } });
