import type { App } from '../../lib/app-types.js';
import type { QrCodeService } from './service.js';

/** POST /api/qrcodes: save a static code (signed in only) → 201 { id, name, qrType, createdAt }. */
export function registerQrCodeRoutes(app: App, deps: { service: QrCodeService }): void {
  app.post('/api/qrcodes', async (request, reply) => {
    const user = await app.sessions.requireUser(request);
    const saved = await deps.service.create(request.body, {
      userId: user.id,
      clientId: user.clientId,
    });
    return reply.status(201).send(saved);
  });
}
