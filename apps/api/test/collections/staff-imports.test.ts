import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoGedcom } from '../../src/collections/demo/demo-gedcom.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, SPA_HEADERS, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let staff: Browser;
let member: Browser;
let origin: string;

beforeAll(async () => {
  api = await buildTestApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  await createUser(api.services.db, {
    email: 'staff@example.org',
    name: 'Sam',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  await createUser(api.services.db, {
    email: 'member@example.org',
    name: 'Meg',
    password: PASSWORD,
    scopes: ['member'],
  });
  staff = await signIn(api, 'staff@example.org', PASSWORD);
  member = await signIn(api, 'member@example.org', PASSWORD);
});

/** What the tests read of an answer, typed as inject's answers are. */
type Answer = {
  statusCode: number;
  body: string;
  json: Awaited<ReturnType<TestApi['app']['inject']>>['json'];
};

/**
 * A raw upload as curl or a browser sends it, over a real socket: the signed-in browser's cookies
 * and XSRF header, the file as the body (with its length, or streamed chunk by chunk from a stream).
 */
const upload = (who: Browser, query: string, payload: string | Buffer | Readable, type = 'text/csv') =>
  new Promise<Answer>((resolve, reject) => {
    const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
    const request = http.request(
      `${origin}/api/staff/imports?${query}`,
      {
        method: 'POST',
        headers: {
          ...SPA_HEADERS,
          cookie: who.cookie(),
          'x-xsrf-token': who.jar.xsrf(),
          'content-type': type,
          ...(whole ? { 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: response.statusCode ?? 0, body, json: () => JSON.parse(body) });
        });
      },
    );
    request.on('error', reject);
    if (whole) request.end(payload);
    else payload.pipe(request);
  });

const INDEX =
  'Surname,Forename,Year,Parish\nHougham,William,1784,Coldhurst\n,,,\nWood,Mary,c.1790,Coldhurst\n';

describe('POST /api/staff/imports', () => {
  it('is refused to guests (401) and to members without the staff scope (403)', async () => {
    const guest = await browser(api);
    expect((await upload(guest, 'kind=index&collection=x', INDEX)).statusCode).toBe(401);
    expect((await upload(member, 'kind=index&collection=x', INDEX)).statusCode).toBe(403);
    expect((await member('GET', '/api/staff/imports')).statusCode).toBe(403);
    expect((await guest('GET', '/api/staff/imports/abc')).statusCode).toBe(401);
  });

  it('imports the body and answers the finished job with its warnings; the job stays readable', async () => {
    const response = await upload(staff, 'kind=index&collection=upload-index&title=Uploaded%20index', INDEX);
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      kind: 'index',
      collection: 'upload-index',
      status: 'done',
      bytesRead: Buffer.byteLength(INDEX),
      result: { records: 2, nameOccurrences: 2, warningCount: 1, warnings: [{ line: 3 }] },
    });
    const again = await staff('GET', `/api/staff/imports/${job.id}`);
    expect(again.json()).toMatchObject({ id: job.id, status: 'done' });
    expect((await staff('GET', '/api/staff/imports/no-such-job')).statusCode).toBe(404);
  });

  it('reports progress while the upload is still arriving', async () => {
    const body = new PassThrough();
    const finished = upload(staff, 'kind=index&collection=streamed-index', body);
    body.write('Surname,Forename,Year\n');
    for (let k = 0; k < 2_500; k += 1) body.write(`Smith,John,${1700 + (k % 100)}\n`);
    let running: { status: string; bytesRead: number } | undefined;
    while (!running || running.bytesRead === 0) {
      const list = (await staff('GET', '/api/staff/imports')).json() as {
        data: { collection: string; status: string; bytesRead: number }[];
      };
      running = list.data.find((job) => job.collection === 'streamed-index');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(running.status).toBe('running');
    body.end('Wood,Mary,1800\n');
    const response = await finished;
    expect(response.statusCode).toBe(201);
    expect(response.json().result.records).toBe(2_501);
  });

  it('imports a GEDCOM upload into a family tree', async () => {
    const gedcom = generateDemoGedcom({ seed: 5, founders: 1, currentYear: 2026 });
    const response = await upload(
      staff,
      'kind=gedcom&collection=uploaded-tree&access=members',
      gedcom,
      'application/x-gedcom',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().result).toMatchObject({
      people: gedcom.match(/ INDI$/gm)!.length,
      families: gedcom.match(/ FAM$/gm)!.length,
    });
  });

  it('records a tree submitter named by e-mail (their view of living people: trees-api.test.ts)', async () => {
    const gedcom = generateDemoGedcom({ seed: 6, founders: 1, currentYear: 2026 });
    const query = 'kind=gedcom&collection=submitted-tree&access=public';
    const response = await upload(
      staff,
      `${query}&submitter=MEMBER@example.org`,
      gedcom,
      'application/x-gedcom',
    );
    expect(response.statusCode).toBe(201);
    const tree = await api.services.db.execute(
      sql`SELECT u.email FROM collections c JOIN users u ON u.id = c.submitted_by WHERE c.uid = 'submitted-tree'`,
    );
    expect(tree.rows).toEqual([{ email: 'member@example.org' }]);
    const unknown = await upload(
      staff,
      `${query}&submitter=nobody@example.org`,
      gedcom,
      'application/x-gedcom',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.submitter).toEqual([
      'There is no user with the e-mail address nobody@example.org.',
    ]);
    const notTree = await upload(staff, 'kind=index&collection=x&submitter=member@example.org', INDEX);
    expect(notTree.json().errors.submitter).toEqual(['only a family tree (gedcom) has a submitter']);
  });

  it('answers 422 for a bad request or mapping, and 415 for a JSON body', async () => {
    expect((await upload(staff, 'kind=records&collection=x', INDEX)).json()).toMatchObject({
      errors: { mapping: ['a records import needs a column mapping file'] },
    });
    const bad = await upload(
      staff,
      `kind=records&collection=x&mapping=${encodeURIComponent('recordType: nonsense')}`,
      INDEX,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.mapping[0]).toMatch(/not valid/);
    expect((await upload(staff, 'kind=index', INDEX)).statusCode).toBe(422);
    expect((await upload(staff, 'kind=index&collection=x', '{}', 'application/json')).statusCode).toBe(415);
  });

  it('refuses a file that is not GEDCOM with 422 saying what it is; the job failed with that message', async () => {
    const gzipped = gzipSync(generateDemoGedcom({ seed: 7, founders: 1, currentYear: 2026 }));
    const response = await upload(
      staff,
      'kind=gedcom&collection=gzipped-tree',
      gzipped,
      'application/x-gedcom',
    );
    expect(response.statusCode).toBe(422);
    const message = response.json().errors.file[0];
    expect(message).toContain('it looks like a gzip file');
    const jobs = (await staff('GET', '/api/staff/imports')).json().data as {
      collection: string;
      error: string;
    }[];
    expect(jobs.find((job) => job.collection === 'gzipped-tree')).toMatchObject({
      status: 'failed',
      error: message,
    });
  });

  it('answers 409 for a GEDCOM file sent to a collection of another kind', async () => {
    expect((await upload(staff, 'kind=index&collection=not-a-tree', INDEX)).statusCode).toBe(201);
    const gedcom = generateDemoGedcom({ seed: 8, founders: 1, currentYear: 2026 });
    const response = await upload(staff, 'kind=gedcom&collection=not-a-tree', gedcom, 'application/x-gedcom');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('not-a-tree');
  });
});
