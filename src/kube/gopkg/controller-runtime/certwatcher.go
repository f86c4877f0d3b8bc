// Package certwatcher is a helper for reloading Certificates from disk to be used
// with tls servers.
package certwatcher

import (
	"context"
	"crypto/tls"
	"errors"
	"sync"
	"time"

	"github.com/go-logr/logr"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

var log = logf.Log.WithName("controller-runtime").WithName("certwatcher")

const defaultWatchInterval = 10 * time.Second

// CertWatcher watches certificate and key files for changes.
// It always returns the cached version,
// but periodically reads and parses certificate and key for changes
// and calls an optional callback with the new certificate.
type CertWatcher struct {
	sync.RWMutex

	currentCert *tls.Certificate
	interval    time.Duration
	log         logr.Logger

	certPath string
	keyPath  string

	callback func(tls.Certificate)
}

// New returns a new CertWatcher watching the given certificate and key.
func New(certPath, keyPath string) (*CertWatcher, error) {
	cw := &CertWatcher{
		certPath: certPath,
		keyPath:  keyPath,
		interval: defaultWatchInterval,
		log:      log.WithValues("cert", certPath, "key", keyPath),
	}

	// Initial read of certificate and key.
	if err := cw.ReadCertificate(); err != nil {
		return nil, err
	}
	return cw, nil
}

// WithWatchInterval sets the watch interval and returns the CertWatcher pointer
func (cw *CertWatcher) WithWatchInterval(interval time.Duration) *CertWatcher {
	cw.interval = interval
	return cw
}

// RegisterCallback registers a callback to be invoked when the certificate changes.
func (cw *CertWatcher) RegisterCallback(callback func(tls.Certificate)) {
	cw.Lock()
	defer cw.Unlock()
	// If the current certificate is not nil, invoke the callback immediately.
	if cw.currentCert != nil {
		callback(*cw.currentCert)
	}
	cw.callback = callback
}

// GetCertificate fetches the currently loaded certificate, which may be nil.
func (cw *CertWatcher) GetCertificate(_ *tls.ClientHelloInfo) (*tls.Certificate, error) {
	cw.RLock()
	defer cw.RUnlock()
	return cw.currentCert, nil
}

// Start starts the watch on the certificate and key files.
func (cw *CertWatcher) Start(ctx context.Context) error {
	cw.log.Info("Starting certificate poll+watcher", "interval", cw.interval)
	<-ctx.Done()
	return nil
}

// Watch reads events from the watcher's channel and reacts to changes.
func (cw *CertWatcher) Watch() {}

// ReadCertificate reads the certificate and key files from disk, parses them,
// and updates the current certificate on the watcher if updated. If a callback
// is set, it is invoked with the new certificate.
func (cw *CertWatcher) ReadCertificate() error {
	if msg := loadKeyPair(cw.certPath, cw.keyPath); msg != "" {
		return errors.New(msg)
	}
	cert := tls.Certificate{Certificate: [][]byte{[]byte(cw.certPath)}}
	cw.Lock()
	cw.currentCert = &cert
	cw.Unlock()
	cw.log.Info("Updated current TLS certificate")
	if cw.callback != nil {
		go func() {
			cw.callback(cert)
		}()
	}
	return nil
}

// NeedLeaderElection indicates that the cert-manager
// does not need leader election.
func (cw *CertWatcher) NeedLeaderElection() bool {
	return false
}

// loadKeyPair is tls.LoadX509KeyPair's outcome on the simulated file system: "" or the error text.
func loadKeyPair(certPath, keyPath string) string
