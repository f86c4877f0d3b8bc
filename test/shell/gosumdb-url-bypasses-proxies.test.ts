// A GOSUMDB that names its URL (`name url`, as sum.golang.google.cn does) is asked directly: dbDial
// sets the client's base, and initBase never walks GOPROXY (cmd/go/internal/modfetch/sumdb.go).
// [CAPTURED] go1.23.5, a file:// proxy, GOSUMDB='sum.golang.org https://127.0.0.1:9' go get
// example.com/lib@v1.0.0: `go: example.com/lib@v1.0.0: verifying go.mod: example.com/lib@v1.0.0/go.mod:
// Get "https://127.0.0.1:9/lookup/example.com/lib@v1.0.0": dial tcp 127.0.0.1:9: connect: connection
// refused`. Here the proxy (goproxy.cn) proxies the database, which must not be used.
import { describe, expect, it } from 'vitest';
import { PROJECT, terminal } from './helpers.ts';

const CRON = 'github.com/robfig/cron';

describe('GOSUMDB with a URL', () => {
  it('is looked up there even when the proxy proxies the database', async () => {
    const t = await terminal({
      profile: 'open',
      files: { [`${PROJECT}/go.mod`]: 'module example.com/app\n\ngo 1.20\n' },
    });
    const r = await t.run(
      `GOPROXY=https://goproxy.cn GOSUMDB='sum.golang.org https://127.0.0.1:9' go get ${CRON}@v1.2.0`,
    );
    expect(r).toMatchObject({
      code: 1,
      out: `go: ${CRON}@v1.2.0: verifying go.mod: ${CRON}@v1.2.0/go.mod: Get "https://127.0.0.1:9/lookup/${CRON}@v1.2.0": dial tcp 127.0.0.1:9: connect: connection refused\n`,
    });
  });
});
