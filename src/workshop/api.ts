// The workshop API under /api/. Instructors authenticate with their workshop's instructor token,
// learners with theirs (HttpOnly SameSite=Strict cookies set by the server, or a bearer header);
// every answer is scoped to the workshop and, for learners, to the learner the token names.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportCsv, exportJson } from './export.ts';
import { body, cookies, HttpError, parse, sendJson, setCookie } from './http.ts';
import type { Hub } from './hub.ts';
import {
  Broadcast,
  CodeQuery,
  CreateWorkshop,
  InstructorLogin,
  Join,
  LearnerEvents,
  Lock,
  Move,
  RemoveLearner,
  ShareCode,
  Token,
} from './inputs.ts';
import { DEFAULT_STUCK, learnerSees, learnerView, type StuckRule, type WorkshopEvent } from './model.ts';
import { RateLimiter, type RateRule } from './ratelimit.ts';
import { hashToken, newId, newJoinCode, newToken, type Role, roleOf } from './secrets.ts';
import { type OpenStreams, openStream, resumeFrom } from './sse.ts';
import type { LearnerRecord, WorkshopRow, WorkshopStore } from './store.ts';

export const INSTRUCTOR_COOKIE = 'oplab_instructor';
export const LEARNER_COOKIE = 'oplab_learner';
const COOKIE_MAX_AGE = 7 * 24 * 3600;
const SHARE_LIMIT = 512 * 1024;

export interface RateLimits {
  /** Every request, per client address. A class behind one NAT shares an address: keep it generous. */
  ip: RateRule;
  /** Every authenticated request, per token. */
  token: RateRule;
  /** Creating workshops and joining, per client address. */
  create: RateRule;
  join: RateRule;
}

export const DEFAULT_LIMITS: RateLimits = {
  ip: { perSecond: 400, burst: 800 },
  token: { perSecond: 10, burst: 40 },
  create: { perSecond: 0.2, burst: 10 },
  join: { perSecond: 20, burst: 400 },
};

export interface ApiOptions {
  store: WorkshopStore;
  hub: Hub;
  now?: () => number;
  limits?: Partial<RateLimits>;
  stuck?: StuckRule;
  streams: OpenStreams;
}

interface Instructor {
  workshop: WorkshopRow;
}

interface Learner {
  workshop: WorkshopRow;
  learner: LearnerRecord;
}

export function createApi(opts: ApiOptions) {
  const { store, hub } = opts;
  const now = opts.now ?? Date.now;
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const stuck = opts.stuck ?? DEFAULT_STUCK;
  const byIp = new RateLimiter(limits.ip);
  const byToken = new RateLimiter(limits.token);
  const creating = new RateLimiter(limits.create);
  const joining = new RateLimiter(limits.join);

  const limit = (rl: RateLimiter, key: string) => {
    const wait = rl.take(key);
    if (wait > 0) {
      throw new HttpError(429, 'rate-limited', `too many requests; retry in ${wait} s`, {
        'retry-after': String(wait),
      });
    }
  };

  const tokenOf = (req: IncomingMessage, role: Role): string | undefined => {
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
    return cookies(req).get(role === 'instructor' ? INSTRUCTOR_COOKIE : LEARNER_COOKIE);
  };

  const checkToken = (req: IncomingMessage, role: Role): string => {
    const t = tokenOf(req, role);
    if (!t) throw new HttpError(401, 'unauthenticated', `no ${role} token (cookie or Authorization: Bearer)`);
    if (!Token.safeParse(t).success || roleOf(t) !== role) {
      throw new HttpError(401, 'unauthenticated', `not a valid ${role} token`);
    }
    const hash = hashToken(t);
    limit(byToken, hash);
    return hash;
  };

  const instructor = async (req: IncomingMessage): Promise<Instructor> => {
    const workshop = await store.workshopByInstructor(checkToken(req, 'instructor'));
    if (!workshop) throw new HttpError(401, 'unauthenticated', 'unknown instructor token');
    return { workshop };
  };

  const learner = async (req: IncomingMessage): Promise<Learner> => {
    const l = await store.learnerByToken(checkToken(req, 'learner'));
    if (!l) throw new HttpError(401, 'unauthenticated', 'unknown learner token');
    if (l.removed) throw new HttpError(403, 'removed', 'you were removed from this workshop');
    const workshop = await store.workshop(l.workshopId);
    if (!workshop) throw new HttpError(401, 'unauthenticated', 'unknown learner token');
    return { workshop, learner: l };
  };

  const open = (w: WorkshopRow) => {
    if (w.endedAt !== undefined)
      throw new HttpError(409, 'ended', 'the workshop has ended; it is read-only now');
  };

  const inWorkshop = (w: WorkshopRow, exercise: string) => {
    if (!w.exercises.some((e) => e.id === exercise)) {
      throw new HttpError(400, 'invalid', `exercise ${exercise} is not part of this workshop`);
    }
  };

  const append = (w: WorkshopRow, e: WorkshopEvent) => store.append(w.id, e, now());

  type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  const routes: Record<string, Handler> = {
    'POST /api/workshops': async (req, res) => {
      limit(creating, clientIp(req));
      const input = await body(req, CreateWorkshop);
      const token = newToken('instructor');
      const id = newId('w');
      const joinCode = await freshJoinCode();
      await store.createWorkshop({
        id,
        title: input.title,
        locale: input.locale,
        exercises: input.exercises,
        joinCode,
        instructorHash: hashToken(token),
        at: now(),
      });
      sendJson(
        res,
        201,
        {
          id,
          joinCode,
          instructorToken: token,
          instructorPath: `/${input.locale}/workshop/instructor/#${token}`,
        },
        { 'set-cookie': setCookie(INSTRUCTOR_COOKIE, token, COOKIE_MAX_AGE) },
      );
    },

    'POST /api/instructor/session': async (req, res) => {
      const { token } = await body(req, InstructorLogin);
      if (roleOf(token) !== 'instructor')
        throw new HttpError(401, 'unauthenticated', 'not a valid instructor token');
      limit(byToken, hashToken(token));
      const w = await store.workshopByInstructor(hashToken(token));
      if (!w) throw new HttpError(401, 'unauthenticated', 'unknown instructor token');
      sendJson(res, 200, { id: w.id }, { 'set-cookie': setCookie(INSTRUCTOR_COOKIE, token, COOKIE_MAX_AGE) });
    },

    'GET /api/instructor/dashboard': async (req, res) => {
      const { workshop } = await instructor(req);
      sendJson(res, 200, { state: await hub.dashboard(workshop.id), now: now(), stuck });
    },

    'GET /api/instructor/stream': async (req, res, url) => {
      const { workshop } = await instructor(req);
      const after = resumeFrom(req, url);
      await openStream(req, res, hub, workshop.id, after, () => true, opts.streams);
    },

    'POST /api/instructor/lock': async (req, res) => {
      const { workshop } = await instructor(req);
      const input = await body(req, Lock);
      open(workshop);
      inWorkshop(workshop, input.exercise);
      const r = await append(workshop, {
        kind: input.locked ? 'exercise.locked' : 'exercise.unlocked',
        exercise: input.exercise,
      });
      sendJson(res, 200, { seq: r.seq });
    },

    'POST /api/instructor/move': async (req, res) => {
      const { workshop } = await instructor(req);
      const input = await body(req, Move);
      open(workshop);
      inWorkshop(workshop, input.exercise);
      const r = await append(workshop, { kind: 'pacing.moved', exercise: input.exercise });
      sendJson(res, 200, { seq: r.seq });
    },

    'POST /api/instructor/message': async (req, res) => {
      const { workshop } = await instructor(req);
      const input = await body(req, Broadcast);
      open(workshop);
      const r = await append(workshop, { kind: 'message.sent', text: input.text });
      sendJson(res, 200, { seq: r.seq });
    },

    'POST /api/instructor/end': async (req, res) => {
      const { workshop } = await instructor(req);
      open(workshop);
      const r = await append(workshop, { kind: 'workshop.ended' });
      sendJson(res, 200, { seq: r.seq });
    },

    'POST /api/instructor/rotate-code': async (req, res) => {
      const { workshop } = await instructor(req);
      open(workshop);
      const joinCode = await freshJoinCode();
      const r = await append(workshop, { kind: 'joincode.rotated', joinCode });
      sendJson(res, 200, { seq: r.seq, joinCode });
    },

    'POST /api/instructor/remove': async (req, res) => {
      const { workshop } = await instructor(req);
      const input = await body(req, RemoveLearner);
      open(workshop);
      const l = await store.learner(workshop.id, input.learner);
      if (!l) throw new HttpError(404, 'not-found', `no learner ${input.learner} in this workshop`);
      if (l.removed) throw new HttpError(409, 'conflict', `learner ${input.learner} was already removed`);
      const r = await append(workshop, { kind: 'learner.removed', learner: l.id });
      sendJson(res, 200, { seq: r.seq });
    },

    'GET /api/instructor/code': async (req, res, url) => {
      const { workshop } = await instructor(req);
      const q = parse(CodeQuery, Object.fromEntries(url.searchParams));
      const l = await store.learner(workshop.id, q.learner);
      if (!l) throw new HttpError(404, 'not-found', `no learner ${q.learner} in this workshop`);
      const code = await store.sharedCode(workshop.id, l.id, q.exercise);
      if (!code) throw new HttpError(404, 'not-shared', `${l.name} has not shared code for ${q.exercise}`);
      sendJson(res, 200, {
        learner: l.id,
        name: l.name,
        exercise: q.exercise,
        at: code.at,
        files: code.files,
      });
    },

    'GET /api/instructor/export.json': async (req, res) => {
      const { workshop } = await instructor(req);
      const state = await hub.dashboard(workshop.id);
      sendJson(res, 200, exportJson(state, now(), stuck), {
        'content-disposition': `attachment; filename="workshop-${workshop.id}.json"`,
      });
    },

    'GET /api/instructor/export.csv': async (req, res) => {
      const { workshop } = await instructor(req);
      const text = exportCsv(await hub.dashboard(workshop.id));
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="workshop-${workshop.id}.csv"`,
        'cache-control': 'no-store',
      });
      res.end(text);
    },

    'POST /api/join': async (req, res) => {
      limit(joining, clientIp(req));
      const input = await body(req, Join);
      const workshop = await store.workshopByJoinCode(input.code);
      if (!workshop) throw new HttpError(404, 'not-found', 'no workshop has this join code');
      open(workshop);
      const token = newToken('learner');
      const id = newId('l');
      await store.append(workshop.id, { kind: 'learner.joined', learner: id, name: input.name }, now(), {
        tokenHash: hashToken(token),
      });
      const state = await hub.dashboard(workshop.id);
      sendJson(
        res,
        201,
        { learnerToken: token, view: learnerView(state, id) },
        { 'set-cookie': setCookie(LEARNER_COOKIE, token, COOKIE_MAX_AGE) },
      );
    },

    'GET /api/learner/state': async (req, res) => {
      const { workshop, learner: l } = await learner(req);
      sendJson(res, 200, { view: learnerView(await hub.dashboard(workshop.id), l.id) });
    },

    'GET /api/learner/stream': async (req, res, url) => {
      const { workshop, learner: l } = await learner(req);
      const after = resumeFrom(req, url);
      await openStream(req, res, hub, workshop.id, after, (e) => learnerSees(e.event, l.id), opts.streams);
    },

    'POST /api/learner/events': async (req, res) => {
      const { workshop, learner: l } = await learner(req);
      const input = await body(req, LearnerEvents);
      open(workshop);
      for (const e of input.events) inWorkshop(workshop, e.exercise);
      const t = now();
      const acked: { id: string; seq: number }[] = [];
      for (const e of input.events) {
        // A queued event keeps its own time, within what is possible: after joining, not in the future.
        const at = Math.min(t, Math.max(l.joinedAt, e.at ?? t));
        const event: WorkshopEvent =
          e.kind === 'opened'
            ? { kind: 'exercise.opened', learner: l.id, exercise: e.exercise }
            : e.kind === 'hint'
              ? { kind: 'hint.used', learner: l.id, exercise: e.exercise, hint: e.hint }
              : {
                  kind: 'check.reported',
                  learner: l.id,
                  exercise: e.exercise,
                  status: e.status,
                  checks: e.checks,
                  ms: e.ms,
                };
        const r = await store.append(workshop.id, event, at, { dedupe: `${l.id}:${e.id}` });
        acked.push({ id: e.id, seq: r.seq });
      }
      sendJson(res, 200, { acked });
    },

    'POST /api/learner/share': async (req, res) => {
      const { workshop, learner: l } = await learner(req);
      const input = await body(req, ShareCode, SHARE_LIMIT);
      open(workshop);
      inWorkshop(workshop, input.exercise);
      const r = await store.append(
        workshop.id,
        { kind: 'code.shared', learner: l.id, exercise: input.exercise },
        now(),
        { files: input.files },
      );
      sendJson(res, 200, { seq: r.seq });
    },
  };

  const freshJoinCode = async (): Promise<string> => {
    for (let i = 0; i < 20; i++) {
      const code = newJoinCode();
      if (!(await store.workshopByJoinCode(code))) return code;
    }
    throw new HttpError(503, 'busy', 'could not find a free join code; try again');
  };

  /** Handles an /api/ request; every error becomes a JSON answer with a clear status. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    limit(byIp, clientIp(req));
    const origin = req.headers.origin;
    if (req.method !== 'GET' && origin !== undefined && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== req.headers.host)
        throw new HttpError(403, 'forbidden', 'cross-origin requests are not accepted');
    }
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) {
      const known = Object.keys(routes).some((k) => k.endsWith(` ${url.pathname}`));
      if (known)
        throw new HttpError(405, 'method-not-allowed', `${req.method} is not allowed on ${url.pathname}`);
      throw new HttpError(404, 'not-found', `no API route ${url.pathname}`);
    }
    await route(req, res, url);
  };
}

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
