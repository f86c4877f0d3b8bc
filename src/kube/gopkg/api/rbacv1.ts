// k8s.io/api/rbac/v1: Role, RoleBinding, ClusterRole, ClusterRoleBinding, as operators create them beside their workloads. The types are
// rbacv1.go (every type of v0.36 types.go); DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './rbacv1.go?raw';
import stringers from './rbacv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('rbac.authorization.k8s.io', [
  'Role',
  'RoleBinding',
  'ClusterRole',
  'ClusterRoleBinding',
]);

export const rbacv1Package = goPackage({
  path: 'k8s.io/api/rbac/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
