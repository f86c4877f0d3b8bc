// k8s.io/apimachinery/pkg/types (written for Operator Lab; names and behaviour as the real package).

import { goPackage } from '../pkg.ts';
import src from './types.go?raw';

export const typesPackage = goPackage({ path: 'k8s.io/apimachinery/pkg/types', files: { 'types.go': src } });
