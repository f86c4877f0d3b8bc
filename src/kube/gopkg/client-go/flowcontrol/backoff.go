package flowcontrol

import (
	"math/rand"
	"sync"
	"time"

	"k8s.io/utils/clock"
)

type backoffEntry struct {
	backoff    time.Duration
	lastUpdate time.Time
}

// Backoff keeps an exponential backoff per item id: each Next doubles the item's delay (from
// initial, up to max); an item not updated for twice max starts again from initial.
type Backoff struct {
	sync.RWMutex
	Clock clock.Clock
	// HasExpiredFunc controls the logic that determines whether the backoff counter should be
	// reset, and when to GC old backoff entries. If nil, the default hasExpired function will
	// restart the backoff factor to the beginning after observing time has passed at least
	// equal to 2*maxDuration
	HasExpiredFunc  func(eventTime time.Time, lastUpdate time.Time, maxDuration time.Duration) bool
	defaultDuration time.Duration
	maxDuration     time.Duration
	perItemBackoff  map[string]*backoffEntry
	rand            *rand.Rand
	maxJitterFactor float64
}

// NewFakeBackOff is a Backoff on the given clock, for tests.
func NewFakeBackOff(initial, max time.Duration, tc clock.Clock) *Backoff {
	return newBackoff(tc, initial, max, 0.0)
}

// NewBackOff is a Backoff from initial to max, without jitter.
func NewBackOff(initial, max time.Duration) *Backoff {
	return NewBackOffWithJitter(initial, max, 0.0)
}

// NewFakeBackOffWithJitter is NewBackOffWithJitter on the given clock, for tests.
func NewFakeBackOffWithJitter(initial, max time.Duration, tc clock.Clock, maxJitterFactor float64) *Backoff {
	return newBackoff(tc, initial, max, maxJitterFactor)
}

// NewBackOffWithJitter is a Backoff whose delays grow by up to maxJitterFactor of the delay more.
func NewBackOffWithJitter(initial, max time.Duration, maxJitterFactor float64) *Backoff {
	return newBackoff(clock.RealClock{}, initial, max, maxJitterFactor)
}

func newBackoff(c clock.Clock, initial, max time.Duration, maxJitterFactor float64) *Backoff {
	var random *rand.Rand
	if maxJitterFactor > 0 {
		random = rand.New(rand.NewSource(c.Now().UnixNano()))
	}
	return &Backoff{
		perItemBackoff:  map[string]*backoffEntry{},
		Clock:           c,
		defaultDuration: initial,
		maxDuration:     max,
		maxJitterFactor: maxJitterFactor,
		rand:            random,
	}
}

// Get the current backoff Duration
func (p *Backoff) Get(id string) time.Duration {
	p.RLock()
	defer p.RUnlock()
	if entry, ok := p.perItemBackoff[id]; ok {
		return entry.backoff
	}
	return 0
}

// Next moves backoff to the next mark, capping at maxDuration
func (p *Backoff) Next(id string, eventTime time.Time) {
	p.Lock()
	defer p.Unlock()
	entry, ok := p.perItemBackoff[id]
	if !ok || p.hasExpired(eventTime, entry.lastUpdate, p.maxDuration) {
		entry = p.initEntryUnsafe(id)
		entry.backoff += p.jitter(entry.backoff)
	} else {
		delay := entry.backoff*2 + p.jitter(entry.backoff)
		if delay > p.maxDuration {
			delay = p.maxDuration
		}
		entry.backoff = delay
	}
	entry.lastUpdate = p.Clock.Now()
}

// Reset forces clearing of all backoff data for a given key.
func (p *Backoff) Reset(id string) {
	p.Lock()
	defer p.Unlock()
	delete(p.perItemBackoff, id)
}

// IsInBackOffSince returns True if the elapsed time since eventTime is smaller than the current
// backoff window
func (p *Backoff) IsInBackOffSince(id string, eventTime time.Time) bool {
	p.RLock()
	defer p.RUnlock()
	entry, ok := p.perItemBackoff[id]
	if !ok || p.hasExpired(eventTime, entry.lastUpdate, p.maxDuration) {
		return false
	}
	return p.Clock.Since(eventTime) < entry.backoff
}

// IsInBackOffSinceUpdate returns True if time since lastupdate is less than the current backoff
// window.
func (p *Backoff) IsInBackOffSinceUpdate(id string, eventTime time.Time) bool {
	p.RLock()
	defer p.RUnlock()
	entry, ok := p.perItemBackoff[id]
	if !ok || p.hasExpired(eventTime, entry.lastUpdate, p.maxDuration) {
		return false
	}
	return eventTime.Sub(entry.lastUpdate) < entry.backoff
}

// GC removes the entries that have expired (not updated for 2*maxDuration).
func (p *Backoff) GC() {
	p.Lock()
	defer p.Unlock()
	now := p.Clock.Now()
	for id, entry := range p.perItemBackoff {
		if p.hasExpired(now, entry.lastUpdate, p.maxDuration) {
			delete(p.perItemBackoff, id)
		}
	}
}

// DeleteEntry removes one item's backoff.
func (p *Backoff) DeleteEntry(id string) {
	p.Lock()
	defer p.Unlock()
	delete(p.perItemBackoff, id)
}

func (p *Backoff) initEntryUnsafe(id string) *backoffEntry {
	entry := &backoffEntry{backoff: p.defaultDuration}
	p.perItemBackoff[id] = entry
	return entry
}

func (p *Backoff) jitter(delay time.Duration) time.Duration {
	if p.rand == nil {
		return 0
	}
	return time.Duration(p.rand.Float64() * p.maxJitterFactor * float64(delay))
}

// hasExpired: an entry is stable again after twice maxDuration without an update.
func (p *Backoff) hasExpired(eventTime time.Time, lastUpdate time.Time, maxDuration time.Duration) bool {
	if p.HasExpiredFunc != nil {
		return p.HasExpiredFunc(eventTime, lastUpdate, maxDuration)
	}
	return eventTime.Sub(lastUpdate) > maxDuration*2
}
