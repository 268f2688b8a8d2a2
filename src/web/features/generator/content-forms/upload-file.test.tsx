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
const pngFile = () => new File([PNG_SIGNATURE], 'photo.png', { type: 'image/png' });

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
    expect(request.url).toBe('/api/upload-pdf');
    expect(request.init).toMatchObject({ method: 'POST', credentials: 'include' });
    // No Content-Type of our own: the browser must set the multipart boundary.
    expect(new Headers(request.init.headers).has('Content-Type')).toBe(false);
    expect([...request.form.keys()]).toEqual(['pdfTitle', 'pdfDescription', 'pdfFile']);
    expect(request.form.get('pdfTitle')).toBe('Menu');
    expect(request.form.get('pdfDescription')).toBe('Lunch');
    expect((request.form.get('pdfFile') as File).name).toBe('menu.pdf');
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
    expect(server.requests[0].url).toBe('/api/upload-image');
    expect([...server.requests[0].form.keys()]).toEqual(['imageFile']);
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
function renderUploadForm(qrType: 'pdf' | 'images', start: ContentValue = {}) {
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
        errors={{}}
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
    expect(server.requests[0].form.get('pdfTitle')).toBe('Lunch menu');
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
    expect(server.requests[0].form.get('pdfTitle')).toBe('Dinner menu 2026');
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('value', 'Dinner menu 2026');
    expect(last()).toMatchObject({ pdfId: 'pdf_1abc', title: 'Dinner menu 2026' });
  });

  it('Remove clears the upload and returns focus to the file input', async () => {
    vi.stubGlobal('fetch', createUploadServer().fetch);
    const { user, last } = renderUploadForm('images');
    await user.upload(screen.getByLabelText(/^Image\*?$/), pngFile());
    await user.click(await screen.findByRole('button', { name: 'Remove photo.png' }));
    expect(last()).toMatchObject({ imageId: '', imageFileName: '' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Image\*?$/)));
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
    await user.upload(screen.getByLabelText(/^Image\*?$/), pdfFile());
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
    await user.upload(screen.getByLabelText(/^Image\*?$/), pngFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The upload failed. Please try again.',
    );
  });

  it('shows an existing upload by its file name', () => {
    renderUploadForm('pdf', { pdfId: 'pdf_9', pdfFileName: 'old.pdf' });
    expect(screen.getByRole('group', { name: /^PDF File/ }).textContent).toContain('old.pdf');
  });
});
