// Test-only helpers for the public API suites: signed-up users with API keys, accounts on a
// white-label client's host and the operator who makes clients, the standard seed of one saved
// and one dynamic code, and the OpenAPI document as the suites read it.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { cookieHeader } from '../../test/app.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import type { Document } from './contract-fixtures.js';
import { OPENAPI_PATH } from './openapi.js';

/** A signed-in user calling the web app's own routes with its session cookie. */
export type WebUser = ReturnType<typeof apiAs>;

export type KeyScope = 'read' | 'read-write';

/** A newly registered user, signed in. */
export async function signedUpUser(app: () => App): Promise<WebUser> {
  return apiAs(app, await signUp(app()));
}

/**
 * Registers an account on `host` (on a white-label client's host it is that client's user) and
 * returns its session cookie and user id; throws when it is not made.
 */
export async function registerOn(
  app: () => App,
  host: string,
  email: string,
): Promise<{ cookie: string; id: number }> {
  const made = await app().inject({
    method: 'POST',
    url: '/api/register',
    headers: { host },
    payload: {
      username: email,
      email,
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
    },
  });
  if (made.statusCode !== 201) throw new Error(`register on ${host} failed: ${made.body}`);
  const cookie = cookieHeader(made);
  const me = await app().inject({ method: 'GET', url: '/api/user', headers: { host, cookie } });
  return { cookie, id: me.json().id };
}

/**
 * The operator who manages white-label clients: operator@example.com on the default host, given
 * the admin role in the database. Returns the session cookie.
 */
export async function signUpOperator(
  app: () => App,
  database: () => DatabaseHandle,
): Promise<string> {
  const operator = await registerOn(app, 'localhost', 'operator@example.com');
  await database().db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
  return operator.cookie;
}

/**
 * A new API key of the user, made through the account page's route and named after its scope.
 * Returns the secret (shown only once); throws when the key is not made.
 */
export async function newApiKey(user: WebUser, scope: KeyScope): Promise<string> {
  const made = await user.post('/api/account/api-keys', { name: scope, scope });
  if (made.statusCode !== 201) throw new Error(`API key not made: ${made.body}`);
  return made.json().key as string;
}

/** A newly registered, signed-in user (`web`) with a read key and a read-write key. */
export async function userWithKeys(
  app: () => App,
): Promise<{ web: WebUser; read: string; write: string }> {
  const web = await signedUpUser(app);
  const [read, write] = await Promise.all([newApiKey(web, 'read'), newApiKey(web, 'read-write')]);
  return { web, read, write };
}

/**
 * The standard seed, made through the web app's routes: the saved url code "Menu"
 * (example.com/menu), then a dynamic code to https://example.com/spring, so the dynamic one is
 * the newer. Returns their numeric ids and the dynamic code's short code; throws when either is
 * not made.
 */
export async function seedSavedAndDynamic(
  user: WebUser,
  dynamicName = 'Spring',
): Promise<{ savedId: number; dynamicId: number; shortCode: string }> {
  const saved = await user.post('/api/qrcodes', {
    qrType: 'url',
    url: 'example.com/menu',
    name: 'Menu',
    qrMode: 'static',
  });
  if (saved.statusCode !== 201) throw new Error(`saved code not made: ${saved.body}`);
  const dynamic = await user.post('/api/dynamic-qrcodes', {
    destination: 'https://example.com/spring',
    name: dynamicName,
  });
  if (dynamic.statusCode !== 201) throw new Error(`dynamic code not made: ${dynamic.body}`);
  return {
    savedId: saved.json().id,
    dynamicId: dynamic.json().id,
    shortCode: dynamic.json().shortCode,
  };
}

/** The public OpenAPI document the app serves. */
export async function openApiDocument(app: () => App): Promise<Document> {
  return (await app().inject({ method: 'GET', url: OPENAPI_PATH })).json() as Document;
}

/**
 * Webhook deps for suites that run the contract fixtures: no delivery worker, and test sends to
 * loopback allowed (the fixtures' CONTRACT_WEBHOOK_URL, where nothing listens, so a test send is
 * answered at once as failed); every other forbidden address stays refused.
 */
export const CONTRACT_WEBHOOKS: AppDeps['webhooks'] = {
  start: false,
  fetchPolicy: { allowLoopback: true },
};
