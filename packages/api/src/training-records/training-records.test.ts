import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamOverview } from '../contract/team';
import type { TrainingRecord, TrainingRecordList } from '../contract/training-records';
import { TRAINING_RECORD_LIMITS } from '../contract/training-record-rules';
import { newCompany, newPerson, pointsOf } from '../points/test-fixtures';
import { request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { cleanFileName, sniffCertificate } from './training-records.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const year = new Date().getUTCFullYear();

async function call<T>(who: Learner, method: string, path: string, body?: unknown, status = 200) {
  const res = await request(h.app, method, `/v1${path}`, { token: who.token, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const codeOf = async (who: Learner, method: string, path: string, body: unknown, status: number) =>
  (await call<{ error: { code: string } }>(who, method, path, body, status)).error.code;

function upload(who: Learner, id: number, bytes: Uint8Array, name = 'sertifikat k3.pdf') {
  return h.app.request(`/v1/training-records/${id}/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
}

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const fields = {
  title: 'Sertifikasi Ahli K3 Umum',
  provider: 'Lembaga Sertifikasi K3 Nusantara',
  type: 'certification',
  delivery: 'offline',
  startsOn: `${year}-01-12`,
  endsOn: `${year}-01-16`,
  hours: 40,
  costIdr: 7_500_000,
  fundedBy: 'company',
  certificateNo: 'K3-00451',
};

async function people() {
  const company = await newCompany(db());
  const lead = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  const peer = await newPerson(h, company, { name: 'Budi Rekan' });
  await db()
    .updateTable('users')
    .set({ supervisor_id: lead.auth.userId })
    .where('id', '=', yoga.auth.userId)
    .execute();
  return { company, lead, yoga, peer };
}

describe('training records', () => {
  it('a member logs a training with its certificate, the supervisor verifies it, and its hours and points count', async () => {
    const { lead, yoga } = await people();
    const draft = await call<TrainingRecord>(yoga, 'POST', '/training-records', fields, 201);
    expect(draft).toMatchObject({
      status: 'draft',
      can: { edit: true, submit: true, verify: false },
    });
    // A draft is the owner's own: the supervisor does not see it yet.
    await call(lead, 'GET', `/training-records/${draft.id}`, undefined, 404);

    const res = await upload(yoga, draft.id, PDF);
    expect(res.status).toBe(201);
    const withFile = (await res.json()) as TrainingRecord;
    expect(withFile.files).toEqual([
      expect.objectContaining({
        name: 'sertifikat k3.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
      }),
    ]);

    await call(yoga, 'POST', `/training-records/${draft.id}/submit`);
    const toVerify = await call<{ toVerify: TrainingRecord[] }>(
      lead,
      'GET',
      '/training-records/team',
    );
    expect(toVerify.toVerify.map((r) => r.id)).toEqual([draft.id]);
    // The supervisor reads the certificate file, as a download.
    const file = await h.app.request(
      `/v1/training-records/${draft.id}/files/${withFile.files[0]!.id}`,
      { headers: { authorization: `Bearer ${lead.token}` } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const before = await call<TeamOverview>(lead, 'GET', '/team');
    expect(before.members[0]!.hours.done).toBe(0);
    const verified = await call<TrainingRecord>(
      lead,
      'POST',
      `/training-records/${draft.id}/verification`,
      { decision: 'verify' },
    );
    expect(verified).toMatchObject({ status: 'verified', verifiedBy: 'Rina Atasan' });
    const after = await call<TeamOverview>(lead, 'GET', '/team');
    expect(after.members[0]!.hours.done).toBe(40);
    const mine = await call<TrainingRecordList>(yoga, 'GET', '/training-records');
    expect(mine).toMatchObject({ verifiedHours: 40, costIdr: 7_500_000, hours: { done: 40 } });
    expect((await pointsOf(h, yoga)).balance).toBe(10);

    // Editing a verified record sends it back: its hours stop counting until verified again.
    const edited = await call<TrainingRecord>(yoga, 'PUT', `/training-records/${draft.id}`, {
      ...fields,
      hours: 32,
    });
    expect(edited.status).toBe('submitted');
    expect((await call<TeamOverview>(lead, 'GET', '/team')).members[0]!.hours.done).toBe(0);
  });

  it('a returned record needs a reason, goes back to its owner, and can be sent again', async () => {
    const { lead, yoga } = await people();
    const record = await call<TrainingRecord>(yoga, 'POST', '/training-records', fields, 201);
    await call(yoga, 'POST', `/training-records/${record.id}/submit`);
    const path = `/training-records/${record.id}/verification`;
    expect(await codeOf(lead, 'POST', path, { decision: 'return' }, 400)).toBe('reason_required');
    const returned = await call<TrainingRecord>(lead, 'POST', path, {
      decision: 'return',
      reason: 'Lampirkan sertifikatnya.',
    });
    expect(returned).toMatchObject({
      status: 'returned',
      returnReason: 'Lampirkan sertifikatnya.',
    });
    expect(await codeOf(lead, 'POST', path, { decision: 'verify' }, 409)).toBe('not_verifier');
    // Being checked, it cannot be changed until withdrawn.
    await call(yoga, 'POST', `/training-records/${record.id}/submit`);
    expect(await codeOf(yoga, 'PUT', `/training-records/${record.id}`, fields, 409)).toBe(
      'not_editable',
    );
    const back = await call<TrainingRecord>(
      yoga,
      'POST',
      `/training-records/${record.id}/withdraw`,
    );
    expect(back.status).toBe('draft');
    expect(back.steps.map((s) => s.action)).toEqual([
      'created',
      'submitted',
      'returned',
      'submitted',
      'withdrawn',
    ]);
  });

  it('no one verifies their own record or another team’s, and files are checked by their bytes', async () => {
    const { yoga, peer } = await people();
    const record = await call<TrainingRecord>(yoga, 'POST', '/training-records', fields, 201);
    // A file that calls itself a PDF but is a script is refused; so is an empty one.
    expect(
      (await upload(yoga, record.id, new TextEncoder().encode('<script>x</script>'), 'a.pdf'))
        .status,
    ).toBe(415);
    expect((await upload(peer, record.id, PDF)).status).toBe(404);
    const tooBig = new Uint8Array(TRAINING_RECORD_LIMITS.fileBytes + 1);
    tooBig.set(PDF);
    expect((await upload(yoga, record.id, tooBig)).status).toBe(413);
    for (let i = 0; i < TRAINING_RECORD_LIMITS.files; i += 1)
      expect((await upload(yoga, record.id, PDF)).status).toBe(201);
    expect((await upload(yoga, record.id, PDF)).status).toBe(409);

    await call(yoga, 'POST', `/training-records/${record.id}/submit`);
    expect(
      await codeOf(
        yoga,
        'POST',
        `/training-records/${record.id}/verification`,
        { decision: 'verify' },
        409,
      ),
    ).toBe('not_verifier');
    await call(
      peer,
      'POST',
      `/training-records/${record.id}/verification`,
      { decision: 'verify' },
      404,
    );
    await call(peer, 'GET', `/training-records/${record.id}`, undefined, 404);
    // Peer has no supervisor: a draft is fine, sending it is not.
    const own = await call<TrainingRecord>(peer, 'POST', '/training-records', fields, 201);
    expect(await codeOf(peer, 'POST', `/training-records/${own.id}/submit`, undefined, 409)).toBe(
      'no_supervisor',
    );
  });

  it('refuses dates the wrong way round and more hours than the days hold', async () => {
    const { yoga } = await people();
    await call(yoga, 'POST', '/training-records', { ...fields, endsOn: `${year}-01-10` }, 400);
    expect(
      await codeOf(
        yoga,
        'POST',
        '/training-records',
        { ...fields, endsOn: fields.startsOn, hours: 25 },
        400,
      ),
    ).toBe('too_many_hours');
  });

  it('reads a file type from its first bytes and keeps a safe name', () => {
    expect(sniffCertificate(PDF)).toBe('application/pdf');
    expect(sniffCertificate(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffCertificate(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffCertificate(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\a\\scan<1>.jpg', 'image/jpeg')).toBe('scan1.jpg');
    expect(cleanFileName('', 'image/png')).toBe('sertifikat.png');
  });
});
