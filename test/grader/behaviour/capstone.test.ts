import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('capstone');
