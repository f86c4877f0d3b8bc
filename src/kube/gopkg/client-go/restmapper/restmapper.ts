// k8s.io/client-go/restmapper and k8s.io/client-go/discovery/cached/memory: pure Go over the
// simulated discovery client (discovery.go) and apimachinery's mappers (meta-restmapper.go).

import { goPackage } from '../../pkg.ts';
import src from './discovery.go?raw';
import memSrc from './memcache.go?raw';
import shortcutSrc from './shortcut.go?raw';

export const restmapperPackage = goPackage({
  path: 'k8s.io/client-go/restmapper',
  files: { 'discovery.go': src, 'shortcut.go': shortcutSrc },
});

export const memoryPackage = goPackage({
  path: 'k8s.io/client-go/discovery/cached/memory',
  files: { 'memcache.go': memSrc },
});
