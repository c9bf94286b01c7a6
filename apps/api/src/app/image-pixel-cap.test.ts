import { IMAGE_WRONG_TYPE, PHOTO_MESSAGES } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { hugePng } from '../../test/huge-png';
import { type Session, useTestApp } from '../../test/test-app';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

/** 16,000 x 16,000 pixels in about 31 KB: within every size limit, far past the pixel cap. */
const HUGE = hugePng(16_000, 16_000);

const headerImage = (session: Session, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/campaigns/header_image',
    headers: { 'content-type': 'image/png', authorization: session.authorization },
    payload: bytes,
  });

function photoUpload(session: Session, bytes: Buffer) {
  const boundary = '----repute-pixel-cap';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: session.authorization },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('the pixel cap (decision 0112)', () => {
  it('refuses a small file of a huge canvas on every image upload, as an image the route cannot take', async () => {
    const routes = [
      { name: 'campaign header image', answer: await headerImage(admin, HUGE), message: IMAGE_WRONG_TYPE },
      { name: 'photo upload', answer: await photoUpload(admin, HUGE), message: PHOTO_MESSAGES.wrongType },
    ];
    for (const { name, answer, message } of routes) {
      expect({ name, status: answer.statusCode, message: answer.json().message }).toEqual({
        name,
        status: 400,
        message,
      });
    }
  });
});
