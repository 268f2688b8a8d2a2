import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.js';
import { ContentForm } from './content-form.js';
import type { ContentValue } from './content-value.js';
import { emptyContent } from './empty-content.js';
import { checkUploadFile, uploadFile } from './upload-file.js';
import { validateContent } from './validate-content.js';

/**
 * A local stand-in for the server's upload endpoints at the fetch boundary, answering as
 * spec 000 §7 says: it reads the multipart body, checks the file by its first bytes (as the
 * server does) and answers { id, pdfUrl | imageUrl, fileName } or our JSON error body.
 */
function createUploadServer(options: { requireTitle?: boolean } = {}) {
  const requests: { url: string; init: RequestInit; form: FormData }[] = [];
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  let count = 0;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const form = init.body as FormData;
    requests.push({ url, init, form });
    if (held) await held;
    const [fileKey, magic, prefix, urlKey] =
      url === '/api/upload-pdf'
        ? ['pdfFile', '%PDF-', 'pdf', 'pdfUrl']
        : ['imageFile', '\x89PNG', 'img', 'imageUrl'];
    const file = form.get(fileKey);
    // Like the server (requireTitle): every PDF and image is stored with a title.
    const titleKey = url === '/api/upload-pdf' ? 'pdfTitle' : 'imageTitle';
    if (options.requireTitle && !form.get(titleKey)) {
      return json(400, {
        message: 'Title is required',
        code: 'VALIDATION_FAILED',
        fields: { [titleKey]: 'Title is required' },
      });
    }
    if (!(file instanceof File)) {
      return json(400, { message: 'No file was sent', code: 'FILE_REQUIRED' });
    }
    const head = new TextDecoder('latin1').decode((await file.arrayBuffer()).slice(0, 5));
    if (!head.startsWith(magic)) {
      return json(415, { message: 'This file is not a valid upload', code: 'INVALID_FILE_TYPE' });
    }
    count += 1;
    const id = `${prefix}_${count}abc`;
    return json(201, {
      id,
      [urlKey]: `/${prefix === 'pdf' ? 'pdf' : 'images'}/${id}`,
      fileName: file.name,
    });
  };

  return {
    fetch: vi.fn(fetch),
    requests,
    /** Holds answers until the returned function is called. */
    hold() {
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release?.();
      };
    },
  };
}

const pdfFile = (name = 'menu.pdf', body = '%PDF-1.7\n...') =>
  new File([body], name, { type: 'application/pdf' });
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngFile = (name = 'photo.png') => new File([PNG_SIGNATURE], name, { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('checkUploadFile', () => {
  it('refuses the wrong type and oversize files with clear messages', () => {
    expect(checkUploadFile('pdf', pdfFile())).toBeNull();
    expect(checkUploadFile('pdf', new File(['x'], 'scan.pdf', { type: '' }))).toBeNull();
    expect(checkUploadFile('pdf', pngFile())).toBe('Please select a PDF file');
    expect(checkUploadFile('image', pdfFile())).toBe('Please select an image file');
    expect(checkUploadFile('image', pngFile())).toBeNull();
    const MB = 1024 * 1024;
    const bigPdf = new File([new Uint8Array(10 * MB + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(checkUploadFile('pdf', bigPdf)).toBe('The PDF is too large. The maximum size is 10 MB.');
    const bigImage = new File([new Uint8Array(5 * MB + 1)], 'big.png', { type: 'image/png' });
    expect(checkUploadFile('image', bigImage)).toBe(
      'The image is too large. The maximum size is 5 MB.',
    );
    expect(checkUploadFile('image', new File([], 'empty.png', { type: 'image/png' }))).toBe(
      'The file is empty.',
    );
  });
});

describe('uploadFile', () => {
  it('POSTs the PDF as multipart with its title and description, with cookies', async () => {
    const server = createUploadServer();
    vi.stubGlobal('fetch', server.fetch);
    const file = pdfFile();
    const uploaded = await uploadFile('pdf', file, { title: ' Menu ', description: 'Lunch' });
    expect(uploaded).toEqual({ id: 'pdf_1abc', url: '/pdf/pdf_1abc', fileName: 'menu.pdf' });
    const [request] = server.requests;
    expect(request!.url).toBe('/api/upload-pdf');
    expect(request!.init).toMatchObject({ method: 'POST', credentials: 'include' });
    // No Content-Type of our own: the browser must set the multipart boundary.
    expect(new Headers(request!.init.headers).has('Content-Type')).toBe(false);
    expect([...request!.form.keys()]).toEqual(['pdfTitle', 'pdfDescription', 'pdfFile']);
    expect(request!.form.get('pdfTitle')).toBe('Menu');
    expect(request!.form.get('pdfDescription')).toBe('Lunch');
    expect((request!.form.get('pdfFile') as File).name).toBe('menu.pdf');
  });

  it('POSTs an image under the image part names and leaves out empty text', async () => {
    const server = createUploadServer();
    vi.stubGlobal('fetch', server.fetch);
    const uploaded = await uploadFile('image', pngFile(), { title: '', description: '  ' });
    expect(uploaded).toEqual({
      id: 'img_1abc',
      url: '/images/img_1abc',
      fileName: 'photo.png',
    });
    expect(server.requests[0]!.url).toBe('/api/upload-image');
    expect([...server.requests[0]!.form.keys()]).toEqual(['imageFile']);
  });

  it('throws ApiError with the server message when the upload is refused', async () => {
    vi.stubGlobal('fetch', createUploadServer().fetch);
    const refused = uploadFile('pdf', pdfFile('fake.pdf', '<html>'));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 415,
      body: { message: 'This file is not a valid upload' },
    });
  });
});

/** The pdf or images form with real state, recording the values it reports. */
function renderUploadForm(
  qrType: 'pdf' | 'images',
  start: ContentValue = {},
  errors: Record<string, string> = {},
) {
  const changes: ContentValue[] = [];
  function Harness() {
    const [value, setValue] = useState<ContentValue>({ ...emptyContent(qrType), ...start });
    return (
      <ContentForm
        qrType={qrType}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        errors={errors}
      />
    );
  }
  render(<Harness />);
  // applyAccept off: the tests choose files the picker would hide, as drag and drop can.
  return { user: userEvent.setup({ applyAccept: false }), last: () => changes.at(-1) ?? {} };
}

describe('upload field', () => {
  it('uploads on choice, shows progress, then the file name; the id goes into the value', async () => {
    const server = createUploadServer();
    vi.stubGlobal('fetch', server.fetch);
    const { user, last } = renderUploadForm('pdf');
    await user.type(screen.getByLabelText(/^Title/), 'Lunch menu');
    const release = server.hold();
    await user.upload(screen.getByLabelText(/^PDF File/), pdfFile());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Uploading...');
    expect(screen.getByLabelText(/^PDF File/).matches(':disabled')).toBe(true);
    // Typing goes on during the upload; the answer must not undo it.
    await user.type(screen.getByLabelText(/^Description/), 'Mon-Fri');
    release();
    expect(await screen.findByText('menu.pdf')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(last()).toEqual({
      pdfId: 'pdf_1abc',
      pdfFileName: 'menu.pdf',
      title: 'Lunch menu',
      description: 'Mon-Fri',
    });
    expect(server.requests[0]!.form.get('pdfTitle')).toBe('Lunch menu');
    expect(validateContent('pdf', last())).toEqual({
      ok: true,
      data: { pdfId: 'pdf_1abc', title: 'Lunch menu', description: 'Mon-Fri' },
    });
  });

  it('titles a file chosen before the title after its name, and shows that title', async () => {
    const server = createUploadServer({ requireTitle: true });
    vi.stubGlobal('fetch', server.fetch);
    const { user, last } = renderUploadForm('pdf');
    await user.upload(screen.getByLabelText(/^PDF File/), pdfFile('dinner_menu-2026.pdf'));
    expect(await screen.findByText('dinner_menu-2026.pdf')).toBeTruthy();
    expect(server.requests[0]!.form.get('pdfTitle')).toBe('Dinner menu 2026');
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('value', 'Dinner menu 2026');
    expect(last()).toMatchObject({ pdfId: 'pdf_1abc', title: 'Dinner menu 2026' });
  });

  it('Remove clears the upload and returns focus to the file input', async () => {
    vi.stubGlobal('fetch', createUploadServer().fetch);
    const { user, last } = renderUploadForm('pdf');
    await user.upload(screen.getByLabelText(/^PDF File/), pdfFile());
    await user.click(await screen.findByRole('button', { name: 'Remove menu.pdf' }));
    expect(last()).toMatchObject({ pdfId: '', pdfFileName: '' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^PDF File/)));
  });

  it('refuses a non-PDF before sending anything', async () => {
    const server = createUploadServer();
    vi.stubGlobal('fetch', server.fetch);
    const { user } = renderUploadForm('pdf');
    const input = screen.getByLabelText(/^PDF File/);
    await user.upload(input, pngFile());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please select a PDF file');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('refuses a non-image for the images type', async () => {
    const server = createUploadServer();
    vi.stubGlobal('fetch', server.fetch);
    const { user } = renderUploadForm('images');
    await user.upload(screen.getByLabelText(/^Images\*?$/), pdfFile());
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the file, and stores nothing", async () => {
    vi.stubGlobal('fetch', createUploadServer().fetch);
    const { user, last } = renderUploadForm('pdf');
    await user.upload(screen.getByLabelText(/^PDF File/), pdfFile('fake.pdf', '<html>'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a valid upload');
    expect(last().pdfId).toBeUndefined();
    expect(screen.getByLabelText(/^PDF File/).matches(':disabled')).toBe(false);
  });

  it('shows a generic message when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderUploadForm('images');
    await user.upload(screen.getByLabelText(/^Images\*?$/), pngFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The upload failed. Please try again.',
    );
  });

  it('shows an existing upload by its file name', () => {
    renderUploadForm('pdf', { pdfId: 'pdf_9', pdfFileName: 'old.pdf' });
    expect(screen.getByRole('group', { name: /^PDF File/ }).textContent).toContain('old.pdf');
  });
});

/** Gallery items as the form holds them, `n` of them (ids img_old1...). */
const storedItems = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    imageId: `img_old${i + 1}`,
    alt: '',
    fileName: `old${i + 1}.png`,
  }));

describe('gallery field (images type)', () => {
  it('adds several images at once, in order, with alt text, as the contract reads them', async () => {
    const server = createUploadServer({ requireTitle: true });
    vi.stubGlobal('fetch', server.fetch);
    const { user, last } = renderUploadForm('images');
    await user.upload(screen.getByLabelText(/^Images\*?$/), [
      pngFile('red_terrace.png'),
      pngFile('green.png'),
      pngFile('blue.png'),
    ]);
    expect(await screen.findByText('3 images added.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Images, in the order shown' });
    expect(list.textContent).toMatch(/1\. red_terrace\.png.*2\. green\.png.*3\. blue\.png/);
    // The first file's name became the title, and each upload was sent with it.
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('value', 'Red terrace');
    expect(server.requests.map((r) => r.form.get('imageTitle'))).toEqual([
      'Red terrace',
      'Red terrace',
      'Red terrace',
    ]);
    await user.type(screen.getByLabelText('Alt text for image 2 (what it shows)'), 'Green wall');
    expect(validateContent('images', last())).toEqual({
      ok: true,
      data: {
        title: 'Red terrace',
        images: [
          { imageId: 'img_1abc' },
          { imageId: 'img_2abc', alt: 'Green wall' },
          { imageId: 'img_3abc' },
        ],
      },
    });
    // The label of the file input now says it adds more.
    expect(screen.getByLabelText(/^Add more images \(3 of 20\)/)).toBeTruthy();
  });

  it('reorders with buttons from the keyboard; the focus follows the moved image', async () => {
    const { user, last } = renderUploadForm('images', { images: storedItems(3), title: 'T' });
    expect(screen.getByRole('button', { name: 'Move image 1 (old1.png) up' })).toHaveProperty(
      'disabled',
      true,
    );
    screen.getByRole('button', { name: 'Move image 3 (old3.png) up' }).focus();
    await user.keyboard('{Enter}');
    expect((last().images as { imageId: string }[]).map((i) => i.imageId)).toEqual([
      'img_old1',
      'img_old3',
      'img_old2',
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move image 2 (old3.png) up' }),
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('old3.png moved to position 2 of 3.');
    // Again from the keyboard: now first.
    await user.keyboard('{Enter}');
    expect((last().images as { imageId: string }[]).map((i) => i.imageId)).toEqual([
      'img_old3',
      'img_old1',
      'img_old2',
    ]);
    // At the top its Up button is disabled, so the focus goes to the file input.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Add more images/)),
    );
    await user.click(screen.getByRole('button', { name: 'Move image 1 (old3.png) down' }));
    expect((last().images as { imageId: string }[]).map((i) => i.imageId)).toEqual([
      'img_old1',
      'img_old3',
      'img_old2',
    ]);
  });

  it('removes an image, and refuses more than 20 with the message the API gives', async () => {
    const server = createUploadServer();
    vi.stubGlobal('fetch', server.fetch);
    const { user, last } = renderUploadForm('images', { images: storedItems(19), title: 'T' });
    await user.upload(screen.getByLabelText(/^Add more images/), [
      pngFile('a.png'),
      pngFile('b.png'),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A gallery holds at most 20 images. Remove some to continue.',
    );
    expect(server.fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove image 2 (old2.png)' }));
    expect(last().images).toHaveLength(18);
    expect((last().images as { imageId: string }[])[1]!.imageId).toBe('img_old3');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove image 2 (old3.png)' }),
      ),
    );
    renderUploadForm('images', { images: storedItems(20), title: 'T' });
    expect(screen.getAllByText(/The gallery is full \(20 images\)/)).toHaveLength(1);
    expect(validateContent('images', { images: storedItems(20), title: 'T' }).ok).toBe(true);
  }, 20_000); // renders 19 and then 20 images

  it('opens a code stored with one imageId as a gallery of one', async () => {
    const { user, last } = renderUploadForm('images', {
      images: undefined,
      imageId: 'img_legacy',
      imageFileName: 'old.png',
      title: 'Old',
    });
    expect(screen.getByRole('list', { name: 'Images, in the order shown' }).textContent).toContain(
      'old.png',
    );
    await user.type(screen.getByLabelText('Alt text for image 1 (what it shows)'), 'Dusk');
    expect(last()).not.toHaveProperty('imageId');
    expect(validateContent('images', last())).toEqual({
      ok: true,
      data: { title: 'Old', images: [{ imageId: 'img_legacy', alt: 'Dusk' }] },
    });
  });

  it('names saved images (no file name) by their alt text, else by number', () => {
    renderUploadForm('images', { images: [{ imageId: 'a', alt: 'Dusk' }, { imageId: 'b' }] });
    expect(screen.getByRole('button', { name: 'Move image 1 (Dusk) down' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move image 2 up' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Images, in the order shown' }).textContent).toMatch(
      /1\. Dusk.*2\. Uploaded image/,
    );
  });

  it("shows the server's message about one image of the gallery", () => {
    renderUploadForm(
      'images',
      { images: storedItems(2), title: 'T' },
      { 'images.1.imageId': 'This image is no longer available. Please upload it again.' },
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Image 2: This image is no longer available. Please upload it again.',
    );
    expect(validateContent('images', { images: [], title: 'T' })).toEqual({
      ok: false,
      fields: { images: 'Please select an image file' },
    });
  });
});
