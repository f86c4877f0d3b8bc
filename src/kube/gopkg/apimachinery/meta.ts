// k8s.io/apimachinery/pkg/api/meta: condition helpers (conditions.go semantics: LastTransitionTime
// changes only when Status changes, and defaults to now), Accessor, NewAccessor and the other
// accessors (meta.go), and the RESTMapper types that
// controller-runtime's Client interface names; the list helpers (help.go: ExtractList, EachListItem,
// LenList, SetList); the RESTMapper's errors ([AM] pkg/api/meta/errors.go:
// NoKindMatchError, which a client returns for a kind the server does not serve, and IsNoMatchError);
// the hand-built mappers (DefaultRESTMapper, MultiRESTMapper, the RESTScopeNamespace/Root scopes).

import { goPackage } from '../pkg.ts';
import metaSrc from './meta.go?raw';
import conditionsSrc from './meta-conditions.go?raw';
import errorsSrc from './meta-errors.go?raw';
import guessSrc from './meta-guess.go?raw';
import helpSrc from './meta-help.go?raw';
import prioritySrc from './meta-priority.go?raw';
import restmapperSrc from './meta-restmapper.go?raw';

export const apiMetaPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/meta',
  files: {
    'conditions.go': conditionsSrc,
    'errors.go': errorsSrc,
    'help.go': helpSrc,
    'meta.go': metaSrc,
    'priority.go': prioritySrc,
    'restmapper.go': guessSrc,
    'restmappers.go': restmapperSrc,
  },
});
