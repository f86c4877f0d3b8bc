import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('cache-secrets');
