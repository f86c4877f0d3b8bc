import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('watch-namespace');
