import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt, AnswerValue } from '../contract/quiz';
import type { LoggedRequest } from './access-log';
import { missingForCluster, startCluster, type Cluster } from './cluster';
import { call, liveStream } from './http-client';
import {
  answerFor,
  DEMO_PASSWORD,
  openQuiz,
  readAttempt,
  saveAnswer,
  savedAnswers,
  signIn,
} from './journeys';

// Three built API processes on one PostgreSQL database behind nginx running deploy/nginx.conf,
// as deploy/compose.yaml runs them. Each client of the test connects from an address of its
// own on loopback, so nginx's access log tells which process answered which client.

let cluster: Cluster;
let port: number;
let admin: string;
let learner: string;
let leaver: string;
let attempt: Attempt;

const SIGN_INS_FROM = '127.0.0.11';

beforeAll(async () => {
  const missing = missingForCluster();
  if (missing) throw new Error(`the cluster test cannot run: ${missing}`);
  cluster = await startCluster(process.env.AJAR_TEST_DATABASE_URL!);
  port = cluster.port;
  // Side by side, as people arriving at once: nginx hands each to the least busy process.
  const emails = ['admin@ajar.local', 'member2@ajar.local', 'member3@ajar.local'] as const;
  [admin, learner, leaver] = (await Promise.all(
    emails.map((email) => signIn(port, email, { from: SIGN_INS_FROM })),
  )) as [string, string, string];
  attempt = await openQuiz(port, learner);
}, 180_000);

afterAll(() => cluster?.stop(), 60_000);

const processes = () => new Set(cluster.processes.map((api) => api.address));
/** The process that answered: the last one nginx tried. */
const answeredBy = (request: LoggedRequest) => request.upstreams.at(-1);
const servedBy = (requests: LoggedRequest[]) => new Set(requests.map(answeredBy));
/** The logged requests of one client, once there are at least `count` of them. */
async function logged(from: string, count: number, match: (r: LoggedRequest) => boolean) {
  const mine = (requests: LoggedRequest[]) => requests.filter((r) => r.client === from && match(r));
  const requests = await cluster.requests((all) => mine(all).length >= count);
  return mine(requests);
}

describe('three API processes behind nginx', () => {
  it('starts three processes together on an empty database, each at the first try', () => {
    // Side by side they migrate and set up the job queue, as a deployment's replicas do.
    const why = cluster.falseStarts.map((output) =>
      output
        .split('\n')
        .filter((line) => /^process \d|^error|where:/.test(line.trim()))
        .join(' '),
    );
    expect(cluster.falseStarts, `exited before listening: ${why.join('; ')}`).toEqual([]);
  });

  it('spreads sign-ins, quiz answers and colour changes over the processes, each seeing the others’ writes', async () => {
    const signIns = await logged(SIGN_INS_FROM, 3, (r) => r.path === '/v1/auth/login');
    expect(signIns.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(servedBy(signIns)).toEqual(processes());

    // A learner answers every question; each answer is read back from every process.
    const answers = new Map<number, AnswerValue>();
    for (const question of attempt.questions) {
      const value = answerFor(question, 0);
      const saved = await saveAnswer(port, learner, attempt, question, value, new Date(), {
        from: '127.0.0.12',
      });
      expect(saved.status).toBe(200);
      answers.set(question.id, value);
    }
    for (let i = 0; i < 3; i += 1) {
      const read = await savedAnswers(port, learner, attempt, { from: '127.0.0.12' });
      expect(new Map(Object.entries(read).map(([id, v]) => [Number(id), v]))).toEqual(answers);
    }
    const quizRequests = await logged('127.0.0.12', attempt.questions.length + 3, (r) =>
      r.path.startsWith(`/v1/attempts/${attempt.id}`),
    );
    expect(servedBy(quizRequests.filter((r) => r.method === 'PUT'))).toEqual(processes());
    expect(servedBy(quizRequests.filter((r) => r.method === 'GET'))).toEqual(processes());

    // The admin changes the colour three times; after each, every process serves the new one.
    for (const primaryColor of ['#2E7D32', '#1565C0', '#6A1B9A']) {
      const put = await call(port, 'PUT', '/v1/company/theme', {
        token: admin,
        body: { primaryColor },
        from: '127.0.0.13',
      });
      expect(put.status).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        const settings = await call<{ theme: { primaryColor: string } }>(
          port,
          'GET',
          '/v1/company/settings',
          { token: admin, from: '127.0.0.13' },
        );
        expect(settings.body.theme.primaryColor).toBe(primaryColor);
      }
    }
    const themeRequests = await logged('127.0.0.13', 12, () => true);
    expect(servedBy(themeRequests.filter((r) => r.method === 'PUT'))).toEqual(processes());
  });

  it('holds the sign-in limit when the failures land on different processes', async () => {
    const email = 'trainer2@ajar.local';
    // Ten wrong passwords at once from one client; one pretends to be someone else.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(port, 'POST', '/v1/auth/login', {
          from: '127.0.0.21',
          body: { email, password: 'not-the-password' },
          headers: i === 0 ? { 'x-forwarded-for': '203.0.113.9' } : {},
        }),
      ),
    );
    expect(guesses.map((g) => g.status)).toEqual(Array(10).fill(400));
    // The owner, from another address and with the right password, is held by every process.
    for (let i = 0; i < 3; i += 1) {
      const owner = await call(port, 'POST', '/v1/auth/login', {
        from: '127.0.0.22',
        body: { email, password: DEMO_PASSWORD },
      });
      expect(owner.status).toBe(429);
    }
    expect(servedBy(await logged('127.0.0.21', 10, () => true))).toEqual(processes());
    expect(servedBy(await logged('127.0.0.22', 3, () => true))).toEqual(processes());

    // The security log names each client by its own address, not nginx's nor a forged one.
    const events = await cluster.query<{ kind: string; ip: string; scope: string | null }>(
      `select kind, ip, detail->>'scope' as scope from security_events
       where detail->>'email' = $1 order by id`,
      [email],
    );
    expect(events).toEqual([
      ...Array(10).fill({ kind: 'sign_in_failed', ip: '127.0.0.21', scope: null }),
      ...Array(3).fill({ kind: 'sign_in_rate_limited', ip: '127.0.0.22', scope: 'account' }),
    ]);
  });

  it('refuses a signed-out token on every process', async () => {
    const from = '127.0.0.31';
    const me = () => call(port, 'GET', '/v1/auth/me', { token: leaver, from });
    for (let i = 0; i < 3; i += 1) expect((await me()).status).toBe(200);
    expect((await call(port, 'POST', '/v1/auth/logout', { token: leaver, from })).status).toBe(204);
    for (let i = 0; i < 3; i += 1) expect((await me()).status).toBe(401);
    const refused = (await logged(from, 6, (r) => r.path === '/v1/auth/me')).filter(
      (r) => r.status === 401,
    );
    expect(servedBy(refused)).toEqual(processes());
  });

  it('loses no saved answer when a process is killed mid-run, and its pages reconnect to the next colour', async () => {
    const victim = cluster.processes[1]!;
    // Six open pages, two per process (nginx's least-connections), each from its own address.
    const pages = Array.from({ length: 6 }, (_, i) => ({
      from: `127.0.1.${i + 1}`,
      stream: liveStream(
        port,
        `/v1/company/theme/events?access_token=${i % 2 ? admin : learner}`,
        `127.0.1.${i + 1}`,
      ),
    }));
    const connectedTimes = (events: { event: string }[]) =>
      events.filter((e) => e.event === 'connected').length;
    try {
      for (const { stream } of pages) await stream.until((s) => connectedTimes(s.events) === 1);

      // The learner keeps changing answers, four questions side by side; every answer the API
      // acknowledged is read back at once, from whichever process nginx picks.
      const run = { acks: 0, acksAfterKill: 0, inFlight: 0, killedAt: 0, stopped: false };
      const failures: { began: number; what: string }[] = [];
      const notThere: string[] = [];
      const newest = new Map<number, AnswerValue>();
      const wakes = new Set<() => void>();
      const until = (done: () => boolean) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (done()) {
              wakes.delete(check);
              resolve();
            }
          };
          wakes.add(check);
          check();
        });
      const tracked = async <T>(request: () => Promise<T>) => {
        const began = Date.now();
        run.inFlight += 1;
        try {
          return { began, answer: await request() };
        } catch (error) {
          return { began, answer: { status: 0, body: String(error) } };
        } finally {
          run.inFlight -= 1;
        }
      };
      let clock = Date.now();
      const writer = async (index: number) => {
        const question = attempt.questions[index]!;
        for (let n = 1; !run.stopped; n += 1) {
          const value = answerFor(question, n);
          clock = Math.max(Date.now(), clock + 1);
          const at = new Date(clock);
          const saved = await tracked(() =>
            saveAnswer(port, learner, attempt, question, value, at, { from: '127.0.0.41' }),
          );
          if (saved.answer.status !== 200) {
            failures.push({ began: saved.began, what: `save: ${saved.answer.status}` });
            continue;
          }
          newest.set(question.id, value);
          run.acks += 1;
          if (run.killedAt) run.acksAfterKill += 1;
          const read = await tracked(() =>
            readAttempt(port, learner, attempt, { from: '127.0.0.41' }),
          );
          if (read.answer.status !== 200)
            failures.push({ began: read.began, what: `read: ${read.answer.status}` });
          else if (!isDeepStrictEqual((read.answer.body as Attempt).answers[question.id], value))
            notThere.push(`question ${question.id}: ${JSON.stringify(value)}`);
          for (const wake of wakes) wake();
        }
      };
      const writers = attempt.questions.map((_, i) => writer(i));

      await until(() => run.acks >= 12);
      const inFlightAtKill = run.inFlight;
      run.killedAt = Date.now();
      await victim.kill();
      await until(() => run.acksAfterKill >= 12);
      const ended = pages.filter(({ stream }) => stream.ends > 0);
      for (const { stream } of ended)
        await stream.until((s) => connectedTimes(s.events) === s.ends + 1);
      run.stopped = true;
      await Promise.all(writers);

      expect(notThere).toEqual([]);
      expect(inFlightAtKill).toBeGreaterThan(0);
      // Every request that failed was already on its way when the process died, and nginx
      // gave up on it there; the rest, refused at connect or cut off mid-way, went to another.
      expect(failures.length).toBeLessThanOrEqual(inFlightAtKill);
      expect(failures.filter((f) => f.began >= run.killedAt)).toEqual([]);
      const final = await savedAnswers(port, learner, attempt);
      for (const [question, value] of newest) expect(final[question]).toEqual(value);

      // The pages of the killed process came back through nginx and follow the next change.
      expect(ended.length).toBeGreaterThan(0);
      const primaryColor = '#B71C1C';
      expect(
        (await call(port, 'PUT', '/v1/company/theme', { token: admin, body: { primaryColor } }))
          .status,
      ).toBe(200);
      for (const { stream } of pages)
        await stream.until((s) =>
          s.events.some(
            (e) =>
              e.event === 'theme-updated' && JSON.parse(e.data).theme.primaryColor === primaryColor,
          ),
        );

      for (const { stream } of pages) stream.close();
      const connections = pages.reduce((sum, { stream }) => sum + stream.connections, 0);
      const requests = await cluster.requests(
        (all) => all.filter((r) => r.path === '/v1/company/theme/events').length >= connections,
      );
      const streamsOf = (from: string) =>
        requests.filter((r) => r.client === from && r.path === '/v1/company/theme/events');
      // Each page's first stream: spread over the processes; those on the killed one ended.
      const first = pages.map(({ from }) => streamsOf(from)[0]!);
      expect(servedBy(first)).toEqual(processes());
      const onVictim = pages.filter((_, i) => answeredBy(first[i]!) === victim.address);
      expect(onVictim.map((page) => page.from)).toEqual(ended.map((page) => page.from));
      // Their next stream is on a process that lives.
      for (const { from } of ended)
        expect(answeredBy(streamsOf(from)[1]!)).not.toBe(victim.address);

      // nginx moved on from the dead process, and those requests succeeded; nothing else
      // failed anywhere but on the killed process.
      const movedOn = requests.filter(
        (r) => r.upstreams.length > 1 && r.upstreams[0] === victim.address,
      );
      expect(movedOn.length).toBeGreaterThan(0);
      expect(movedOn.filter((r) => r.status >= 400)).toEqual([]);
      expect(requests.filter((r) => r.status >= 500 && answeredBy(r) !== victim.address)).toEqual(
        [],
      );
      console.log(
        `cluster: ${run.acks} answers saved (${run.acksAfterKill} after the kill), ` +
          `${inFlightAtKill} requests in flight at the kill, ${failures.length} failed, ` +
          `${movedOn.length} moved on by nginx, ${ended.length} pages reconnected`,
      );
    } finally {
      for (const { stream } of pages) stream.close();
    }
  });
});
