package sync

type Mutex struct {
	state int32
}

func (m *Mutex) Lock()
func (m *Mutex) Unlock()

type RWMutex struct {
	w Mutex
}

func (rw *RWMutex) RLock()
func (rw *RWMutex) RUnlock()
func (rw *RWMutex) Lock()
func (rw *RWMutex) Unlock()

type WaitGroup struct {
	n int
}

func (wg *WaitGroup) Add(delta int)
func (wg *WaitGroup) Done()
func (wg *WaitGroup) Wait()

type Once struct {
	done bool
}

func (o *Once) Do(f func())
