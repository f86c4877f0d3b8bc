// golang.org/x/time/rate (rate.go): the token bucket client-go's BucketRateLimiter wraps.

import { goPackage } from '../pkg.ts';
import src from './rate.go?raw';

export const ratePackage = goPackage({ path: 'golang.org/x/time/rate', files: { 'rate.go': src } });
