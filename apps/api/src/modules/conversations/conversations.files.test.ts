/**
 * Files in messages (issue 25): the task attachments' rules (an image re-encoded or a PDF kept, at most
 * 10 MiB, anything else refused), only a participant sends, a retried client id stores nothing twice, a
 * file's name is masked before the hire like text, and the PDF is served as a download.
 */
import { randomBytes } from 'node:crypto';
import type { Message, MessagePage } from '@bazaar/domain/entities';
import { CONTACT_HIDDEN } from '@bazaar/domain/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { multipart } from '../../test/multipart';
import { ONLY_IMAGES_OR_PDF } from '../uploads/attachment-file';
import { CONVERSATION_MESSAGES } from './conversations.service';

const EMPLOYER = '13900000002';
const designer = (n: number) => `138${String(n).padStart(8, '0')}`;
let ids = 0;
const clientId = () => `file-${Date.now().toString(36)}-${++ids}`;

describe.each(DRIVERS)('files in messages on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  let png: Buffer;
  const clock = new ManualClock(new Date());
  const { get, post, tokenOf } = userCalls(() => ({ app: t.app, login }));
  const sendFile = async (
    mobile: string,
    fields: { conversationId?: number; clientId?: string },
    file: { name: string; data: Buffer } | null,
  ) => {
    const body = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, data: String(value) })),
      ...(file ? [{ name: 'files', filename: file.name, data: file.data }] : []),
    ]);
    return call<Message>(t.app, '/api/conversations/sendFile', {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${await tokenOf(mobile)}` },
    });
  };
  const messages = async (id: number, mobile: string) =>
    (await get<MessagePage>(`/api/conversations/${id}/messages`, mobile)).body.data.rows;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a PDF (kept as is, served as a download) and an image (re-encoded) as file messages', async () => {
    const id = (await post<{ conversationId: number }>('/api/conversations/open', { designerId: 14 }, EMPLOYER)).body
      .data.conversationId;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300)]);
    const sent = await sendFile(
      EMPLOYER,
      { conversationId: id, clientId: clientId() },
      { name: '需求.pdf', data: pdf },
    );
    expect(sent.body.data).toMatchObject({
      kind: 'file',
      text: '',
      image: null,
      file: { name: '需求.pdf', size: pdf.length, mimeType: 'application/pdf' },
    });
    const served = await t.app.inject({ method: 'GET', url: sent.body.data.file!.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/messageFile/tasks/1/x.pdf' })).statusCode).toBe(404);

    const image = await sendFile(
      designer(14),
      { conversationId: id, clientId: clientId() },
      { name: '草图.png', data: png },
    );
    expect(image.body.data.file).toMatchObject({ name: '草图.png', mimeType: 'image/png' });
    expect(image.body.data.file!.url).toMatch(/^\/img\/messages\//);
    // The recipient reads both, and the list previews a file as [文件].
    expect((await messages(id, EMPLOYER)).map((m) => m.kind)).toEqual(['file', 'file']);
    const list = (await get<{ lastMessage: { preview: string } }>(`/api/conversations/${id}`, EMPLOYER)).body.data;
    expect(list.lastMessage.preview).toBe('[文件]');
  });

  it('masks a phone number in a file name before the hire', async () => {
    const id = (await post<{ conversationId: number }>('/api/conversations/open', { designerId: 15 }, EMPLOYER)).body
      .data.conversationId;
    const sent = await sendFile(
      designer(15),
      { conversationId: id, clientId: clientId() },
      { name: '报价-微信 lxl_design88.png', data: png },
    );
    expect(sent.body.data).toMatchObject({ masked: true, file: { name: `报价-微信 ${CONTACT_HIDDEN}.png` } });
  });

  it('stores a retried file once, and refuses other types, outsiders and missing fields, storing nothing', async () => {
    const id = (await post<{ conversationId: number }>('/api/conversations/open', { designerId: 16 }, EMPLOYER)).body
      .data.conversationId;
    const cid = clientId();
    const first = await sendFile(EMPLOYER, { conversationId: id, clientId: cid }, { name: 'a.png', data: png });
    const again = await sendFile(EMPLOYER, { conversationId: id, clientId: cid }, { name: 'a.png', data: png });
    expect(again.body.data.messageId).toBe(first.body.data.messageId);
    expect(again.body.data.file!.url).toBe(first.body.data.file!.url);

    const html = await sendFile(
      EMPLOYER,
      { conversationId: id, clientId: clientId() },
      { name: 'x.pdf', data: Buffer.from('<html><script>1</script>') },
    );
    expect(html.body).toMatchObject({ success: false, resultMessage: ONLY_IMAGES_OR_PDF });
    const big = await sendFile(
      EMPLOYER,
      { conversationId: id, clientId: clientId() },
      { name: 'big.pdf', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) },
    );
    expect(big.body).toMatchObject({ success: false, resultMessage: '单个文件不能超过10MB' });
    const outsider = await sendFile(
      designer(17),
      { conversationId: id, clientId: clientId() },
      { name: 'a.png', data: png },
    );
    expect(outsider.body).toMatchObject({ success: false, resultCode: 'E010404' });
    const noFields = await sendFile(EMPLOYER, {}, { name: 'a.png', data: png });
    expect(noFields.body.resultMessage).toBe(CONVERSATION_MESSAGES.fileFieldsFirst);
    const noFile = await sendFile(EMPLOYER, { conversationId: id, clientId: clientId() }, null);
    expect(noFile.body.resultMessage).toBe(CONVERSATION_MESSAGES.noFile);
    expect(await messages(id, EMPLOYER)).toHaveLength(1);
  });
});
