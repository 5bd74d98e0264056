import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  checkWorkDraft,
  checkWorkForm,
  createSlotUploads,
  FILE_TOO_LARGE,
  IMAGE_FAILED,
  IMAGES_COUNT,
  imageSlotsReducer,
  move,
  ONLY_IMAGES,
  sniffImage,
  storedSlots,
  TOO_MANY_IMAGES,
  changeWorkField,
  workFields,
  type ImageSlot,
  type SlotAction,
  type SlotImage,
} from './work-form.js';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array<number>(12).fill(0)]);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ASCII text as bytes. */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
/** A file as the check reads it (a browser's File is one): its size and a slice of its bytes. */
const file = (content: Uint8Array, size = content.length) => ({
  size,
  slice: (start: number, end: number) => ({
    arrayBuffer: async () => content.slice(start, end).buffer,
  }),
});

describe('sniffImage', () => {
  it('knows PNG, JPEG, WebP and GIF by their magic numbers', () => {
    expect(sniffImage(bytes(...PNG))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
    expect(sniffImage(text('GIF89a......'))).toBe('gif');
  });

  it('refuses HTML and SVG whatever the file is called', () => {
    expect(sniffImage(text('<!doctype html>'))).toBeNull();
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('passes a PNG and refuses an SVG named .png with the api message', async () => {
    expect(await checkImageFile(file(bytes(...PNG)))).toBeNull();
    expect(await checkImageFile(file(text('<svg/>')))).toBe(ONLY_IMAGES);
  });

  it(`refuses a file over 10 MB with ${FILE_TOO_LARGE}`, async () => {
    const big = file(bytes(...PNG), bytes(...PNG).length + 10 * 1024 * 1024);
    expect(await checkImageFile(big)).toBe(FILE_TOO_LARGE);
  });
});

describe('checkWorkForm', () => {
  const ok = { title: '春日插画', categoryId: 1, description: '', imageCount: 1 };
  it('accepts a complete work', () => expect(checkWorkForm(ok)).toEqual({}));
  it('names every missing or too long field', () => {
    expect(checkWorkForm({ title: ' ', categoryId: null, description: 'x'.repeat(2001), imageCount: 0 })).toEqual({
      title: '请输入作品标题',
      categoryId: '请选择作品分类',
      description: '作品描述不能超过2000字',
      images: IMAGES_COUNT,
    });
    expect(checkWorkForm({ ...ok, title: '长'.repeat(41) }).title).toBe('作品标题不能超过40字');
    expect(checkWorkForm({ ...ok, imageCount: 10 }).images).toBe(IMAGES_COUNT);
  });
});

describe('move', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

const img = (n: number): SlotImage => ({ url: `/img/w/${n}.png`, width: 800, height: 600 });
const keys = (slots: readonly ImageSlot[]) => slots.map((s) => s.key);

describe('imageSlotsReducer', () => {
  const two = storedSlots([img(1), img(2)]);
  it('starts from the stored images, done, named in order', () => {
    expect(two.map((s) => [s.name, s.status, s.image?.url])).toEqual([
      ['图片1', 'done', '/img/w/1.png'],
      ['图片2', 'done', '/img/w/2.png'],
    ]);
  });

  it('adds an uploading slot at the end, then its progress, then its image or its failure', () => {
    let slots = imageSlotsReducer(two, { type: 'add', key: 'n', name: 'a.png', blobUrl: 'blob:a' });
    expect(slots[2]).toMatchObject({ key: 'n', status: 'uploading', progress: 0, blobUrl: 'blob:a', image: null });
    slots = imageSlotsReducer(slots, { type: 'progress', key: 'n', progress: 0.5 });
    expect(slots[2]!.progress).toBe(0.5);
    expect(imageSlotsReducer(slots, { type: 'uploaded', key: 'n', image: img(3) })[2]).toMatchObject({
      status: 'done',
      progress: 1,
      image: img(3),
    });
    expect(imageSlotsReducer(slots, { type: 'failed', key: 'n', message: '上传失败' })[2]).toMatchObject({
      status: 'error',
      message: '上传失败',
    });
  });

  it('removes, moves one place, and puts one in front as the cover; an unknown key changes nothing', () => {
    const three = storedSlots([img(1), img(2), img(3)]);
    expect(keys(imageSlotsReducer(three, { type: 'remove', key: 'stored-1' }))).toEqual(['stored-0', 'stored-2']);
    expect(keys(imageSlotsReducer(three, { type: 'move', key: 'stored-0', by: 1 }))).toEqual([
      'stored-1',
      'stored-0',
      'stored-2',
    ]);
    expect(keys(imageSlotsReducer(three, { type: 'move', key: 'stored-0', by: -1 }))).toEqual(keys(three));
    expect(keys(imageSlotsReducer(three, { type: 'cover', key: 'stored-2' }))).toEqual([
      'stored-2',
      'stored-0',
      'stored-1',
    ]);
    for (const action of [
      { type: 'cover', key: 'x' },
      { type: 'move', key: 'x', by: 1 },
      { type: 'remove', key: 'x' },
    ] as const)
      expect(imageSlotsReducer(three, action)).toEqual(three);
  });
});

describe('checkWorkDraft', () => {
  const draft = { title: ' 海报 ', categoryId: 3, worksType: 1, worksSubType: 1, description: '', slots: [] };
  it('saves the trimmed title and the uploaded images in order', () => {
    const slots = imageSlotsReducer(storedSlots([img(1), img(2)]), { type: 'cover', key: 'stored-1' });
    expect(checkWorkDraft({ ...draft, slots })).toEqual({
      errors: {},
      save: { title: '海报', categoryId: 3, worksType: 1, worksSubType: 1, description: '', images: [img(2), img(1)] },
    });
  });

  it('asks for images, and for a failed one to be removed first', () => {
    expect(checkWorkDraft(draft)).toEqual({ errors: { images: IMAGES_COUNT }, save: null });
    const failed = imageSlotsReducer(
      imageSlotsReducer(storedSlots([img(1)]), { type: 'add', key: 'n', name: 'b.png', blobUrl: 'blob:b' }),
      { type: 'failed', key: 'n', message: '上传失败' },
    );
    expect(checkWorkDraft({ ...draft, slots: failed, categoryId: null }).errors).toEqual({
      categoryId: '请选择作品分类',
      images: IMAGE_FAILED,
    });
  });
});

describe('createSlotUploads', () => {
  const png = (name: string) => ({ ...file(bytes(...PNG)), name });
  function harness(upload: (name: string) => Promise<SlotImage | string>) {
    const actions: SlotAction[] = [];
    const refused: string[] = [];
    const revoked: string[] = [];
    const controllers: { signal: { aborted: boolean }; abort(): void }[] = [];
    const uploads = createSlotUploads({
      dispatch: (a) => actions.push(a),
      abortable: () => {
        const c = {
          signal: { aborted: false },
          abort() {
            c.signal.aborted = true;
          },
        };
        controllers.push(c);
        return c;
      },
      upload: (f: ReturnType<typeof png>, onProgress) => {
        onProgress(0.5);
        return upload(f.name);
      },
      preview: { create: (f) => `blob:${f.name}`, revoke: (url) => revoked.push(url) },
      refuse: (message) => refused.push(message),
    });
    return { uploads, actions, refused, revoked, controllers };
  }

  it('checks each file, adds a slot with a preview, and reports progress and the outcome', async () => {
    const h = harness(async (name) => (name === 'bad.png' ? '上传失败' : img(7)));
    await h.uploads.add([png('a.png'), { ...file(text('hello world!')), name: 'x.txt' }, png('bad.png')], 0);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(h.refused).toEqual([`x.txt：${ONLY_IMAGES}`]);
    const of = (key: string) => h.actions.filter((a) => a.key === key);
    expect(of('slot-1')).toEqual([
      { type: 'add', key: 'slot-1', name: 'a.png', blobUrl: 'blob:a.png' },
      { type: 'progress', key: 'slot-1', progress: 0.5 },
      { type: 'uploaded', key: 'slot-1', image: img(7) },
    ]);
    expect(of('slot-2')).toEqual([
      { type: 'add', key: 'slot-2', name: 'bad.png', blobUrl: 'blob:bad.png' },
      { type: 'progress', key: 'slot-2', progress: 0.5 },
      { type: 'failed', key: 'slot-2', message: '上传失败' },
    ]);
    expect(h.actions).toHaveLength(6);
  });

  it('takes no more than the room left, and cancels and frees what is removed or left', async () => {
    const h = harness(() => new Promise(() => undefined));
    await h.uploads.add([png('a.png'), png('b.png'), png('c.png')], 7);
    expect(h.refused).toEqual([TOO_MANY_IMAGES]);
    expect(h.actions.filter((a) => a.type === 'add')).toHaveLength(2);
    h.uploads.remove('slot-1');
    expect(h.controllers.map((c) => c.signal.aborted)).toEqual([true, false]);
    expect(h.actions.at(-1)).toEqual({ type: 'remove', key: 'slot-1' });
    h.uploads.dispose();
    expect(h.controllers[1]!.signal.aborted).toBe(true);
    expect(h.revoked).toEqual(['blob:a.png', 'blob:b.png']);
  });
});

describe('workFields', () => {
  it('opens a new work empty, as 图片作品 · 原创, and an edit with the saved fields', () => {
    expect(workFields(null)).toEqual({ title: '', categoryId: null, worksType: 1, worksSubType: 1, description: '' });
    const saved = { title: '海报', categoryId: 3, worksType: 2, worksSubType: 2, description: '说明' };
    expect(workFields(saved)).toEqual(saved);
    expect(changeWorkField(saved, { key: 'categoryId', value: 5 })).toEqual({ ...saved, categoryId: 5 });
  });
});
