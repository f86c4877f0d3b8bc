// Package loaders owned by one engineer (see /work/notes/kube-bind-contract.md); merged in index.ts.
import type { NativePackage } from '../../go/interp/native.ts';

export const managerLoaders: Readonly<Record<string, () => NativePackage>> = {};
