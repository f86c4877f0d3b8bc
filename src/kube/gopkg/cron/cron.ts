// github.com/robfig/cron (v1.2.0: kubebuilder's CronJob tutorial validates and plans schedules with
// its ParseStandard) and github.com/robfig/cron/v3, the schedule parsers and job runners operators
// import; plain Go.

import { goPackage } from '../pkg.ts';
import v1Src from './cron-v1.go?raw';
import v3Src from './cron-v3.go?raw';

export const cronV1Package = goPackage({ path: 'github.com/robfig/cron', files: { 'cron.go': v1Src } });
export const cronV3Package = goPackage({ path: 'github.com/robfig/cron/v3', files: { 'cron.go': v3Src } });
