import { chromium } from 'playwright-core';
import { chromiumArgs } from '../test/e2e/chromium.ts';

const [url, out, scheme] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const p = await b.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: (scheme as any) ?? 'dark' });
await p.goto(url);
await p.waitForTimeout(300);
await p.screenshot({ path: out });
await b.close();
