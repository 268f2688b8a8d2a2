import type {
  ClientInput,
  WhiteLabelClient,
  WhiteLabelSettings,
} from '../../../contracts/white-label.js';
import { apiFetch, apiRequest, throwIfNotOk } from '../../lib/api.js';

export const CLIENTS_KEY = ['/api/white-label/clients'];
export const SETTINGS_KEY = ['/api/white-label/settings'];

/** BASE_DOMAIN and PUBLIC_URL as the server runs with them (operators only). */
export async function fetchSettings(): Promise<WhiteLabelSettings> {
  return (await (
    await apiRequest('GET', '/api/white-label/settings')
  ).json()) as WhiteLabelSettings;
}

export async function fetchClients(): Promise<WhiteLabelClient[]> {
  return (await (await apiRequest('GET', '/api/white-label/clients')).json()) as WhiteLabelClient[];
}

export async function createClient(body: ClientInput): Promise<WhiteLabelClient> {
  return (await (
    await apiRequest('POST', '/api/white-label/clients', body)
  ).json()) as WhiteLabelClient;
}

export async function updateClient(
  id: number,
  body: ClientInput & { isActive?: boolean },
): Promise<WhiteLabelClient> {
  return (await (
    await apiRequest('PUT', `/api/white-label/clients/${id}`, body)
  ).json()) as WhiteLabelClient;
}

export async function deleteClient(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/white-label/clients/${id}`);
}

export async function regenerateKey(id: number): Promise<WhiteLabelClient> {
  return (await (
    await apiRequest('POST', `/api/white-label/clients/${id}/api-key`)
  ).json()) as WhiteLabelClient;
}

export async function verifyDomain(id: number): Promise<WhiteLabelClient> {
  return (await (
    await apiRequest('POST', `/api/white-label/clients/${id}/verify-domain`)
  ).json()) as WhiteLabelClient;
}

/** POST /api/upload-logo (field logoFile): the path the client form stores, e.g. /logo/{id}. */
export async function uploadBrandImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('logoFile', file);
  const res = await apiFetch('/api/upload-logo', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  await throwIfNotOk(res);
  const { logoUrl } = (await res.json()) as { logoUrl: string };
  return new URL(logoUrl, window.location.origin).pathname;
}

/** The form's values as the API takes them: a client's stored fields, nulls as empty. */
export function formValuesOf(client: WhiteLabelClient): ClientInput {
  return {
    name: client.name,
    customDomain: client.customDomain ?? '',
    subdomain: client.subdomain ?? '',
    logoUrl: client.logoUrl ?? '',
    primaryColor: client.primaryColor,
    secondaryColor: client.secondaryColor,
    customFavicon: client.customFavicon ?? '',
    removeQRSharkBranding: client.removeQRSharkBranding,
    customCSS: client.customCSS ?? '',
  };
}
