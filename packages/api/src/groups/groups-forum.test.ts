import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPeople } from '../contract/forum';
import { request } from '../quiz/test-fixtures';
import {
  forumWorld,
  modules,
  settledLearner,
  startThread,
  threadPage,
  topicPage,
} from '../forum/test-fixtures';
import type { Harness } from '../testing/harness';
import { codeOf, createGroup, joined } from './test-fixtures';

let h: Harness;
let ajar: number;
let nusantara: number;
let qa: number;
beforeAll(async () => ({ h, ajar, nusantara, qa } = await forumWorld()), 60_000);
afterAll(() => h.close());

const question = (title: string) => ({ title, kind: 'question' as const, html: '<p>Ada ide?</p>' });

describe("a group's discussion", () => {
  it('is read and written by its members only, and is not in the forum’s list', async () => {
    const leader = await settledLearner(h, ajar);
    const group = await createGroup(h, leader.token, 'Tim Ekspor');
    const member = await settledLearner(h, ajar);
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const topic = group.forumTopicId;
    const { thread } = await startThread(h, topic, member.token, question('Target ekspor Q1?'));
    expect((await threadPage(h, thread.id, leader.token)).thread.title).toBe('Target ekspor Q1?');
    expect((await topicPage(h, topic, leader.token)).items.map((t) => t.id)).toEqual([thread.id]);

    const outsider = await settledLearner(h, ajar);
    for (const path of [`/v1/forum/topics/${topic}`, `/v1/forum/threads/${thread.id}`])
      expect((await request(h.app, 'GET', path, { token: outsider.token })).status).toBe(404);
    expect((await request(h.app, 'GET', `/v1/forum/topics/${topic}`)).status).toBe(404);
    const stranger = await settledLearner(h, nusantara);
    expect(
      (await request(h.app, 'GET', `/v1/forum/threads/${thread.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const write = await request(h.app, 'POST', `/v1/forum/threads/${thread.id}/posts`, {
      token: outsider.token,
      body: { html: '<p>Ikut nimbrung</p>' },
    });
    expect(write.status).toBe(404);
    const listed = (await modules(h, member.token)).items.flatMap((m) => m.topics.map((t) => t.id));
    expect(listed).not.toContain(topic);
    expect(listed).toContain(qa);
    // Staff read it, as they read every area of the company.
    const trainer = await h.login('trainer@ajar.local');
    expect((await threadPage(h, thread.id, trainer)).thread.id).toBe(thread.id);
  });

  it('closes to someone who leaves, and offers only its members to mention', async () => {
    const leader = await settledLearner(h, ajar);
    const group = await createGroup(h, leader.token, 'Tim Riset');
    const member = await settledLearner(h, ajar);
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const outsider = await settledLearner(h, ajar);
    const topic = group.forumTopicId;
    const people = async (q: string) =>
      (
        (await (
          await request(h.app, 'GET', `/v1/forum/topics/${topic}/people?q=${q}`, {
            token: leader.token,
          })
        ).json()) as ForumPeople
      ).people.map((p) => p.id);
    // The test accounts' names all start "Peserta": the list holds the member, not the outsider.
    expect(await people('peserta')).toContain(member.auth.userId);
    expect(await people('peserta')).not.toContain(outsider.auth.userId);

    const { thread } = await startThread(h, topic, member.token, question('Anggaran riset?'));
    await request(h.app, 'DELETE', `/v1/groups/${group.id}/membership`, { token: member.token });
    expect(
      (await request(h.app, 'GET', `/v1/forum/threads/${thread.id}`, { token: member.token }))
        .status,
    ).toBe(404);
  });

  it('stays in its group: staff cannot move a thread out of it or into it', async () => {
    const leader = await settledLearner(h, ajar);
    const group = await createGroup(h, leader.token, 'Tim Rahasia');
    const { thread } = await startThread(
      h,
      group.forumTopicId,
      leader.token,
      question('Strategi 2027?'),
    );
    const admin = await h.login('admin@ajar.local');
    const out = await request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/moderation`, {
      token: admin,
      body: { topicId: qa },
    });
    expect(out.status).toBe(400);
    const writer = await settledLearner(h, ajar);
    const open = await startThread(h, qa, writer.token, question('Pertanyaan umum?'));
    const into = await request(h.app, 'PUT', `/v1/forum/threads/${open.thread.id}/moderation`, {
      token: admin,
      body: { topicId: group.forumTopicId },
    });
    expect(into.status).toBe(400);
  });
});
