/**
 * The footer's social links (issue 37 item 13): none unless the operator sets SOCIAL_LINKS
 * (src/server/config.ts), e.g. `instagram=https://www.instagram.com/acme,x=https://x.com/acme`.
 * The web reads them from GET /api/white-label/config (`socialLinks`).
 */

/** Networks the footer has an icon for, in no particular order (the operator's order is kept). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'pinterest',
  'youtube',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How each network is named in the link's accessible name ("Acme on Instagram"). */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export interface SocialLink {
  network: SocialNetwork;
  /** An https URL. */
  url: string;
}

export type SocialLinksParse =
  { ok: true; links: SocialLink[] } | { ok: false; problems: string[] };

const isNetwork = (name: string): name is SocialNetwork =>
  (SOCIAL_NETWORKS as readonly string[]).includes(name);

/** Longest URL accepted for one profile. */
const URL_MAX_LENGTH = 2048;

/**
 * Reads SOCIAL_LINKS: `network=https-url` pairs separated by commas or white space; each
 * network at most once. Empty or absent: no links. Every problem is listed, one sentence each.
 */
export function parseSocialLinks(text: string | undefined): SocialLinksParse {
  const links: SocialLink[] = [];
  const problems: string[] = [];
  const known = SOCIAL_NETWORKS.join(', ');
  for (const pair of (text ?? '').split(/[\s,]+/).filter((p) => p !== '')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).toLowerCase();
    const url = at < 0 ? '' : pair.slice(at + 1);
    if (at < 0 || url === '') {
      problems.push(
        `"${pair}" is not network=https-url (e.g. instagram=https://www.instagram.com/acme)`,
      );
      continue;
    }
    if (!isNetwork(name)) {
      problems.push(`"${name}" is not a network the footer knows (use one of ${known})`);
      continue;
    }
    if (links.some((l) => l.network === name)) {
      problems.push(`${name} is given twice`);
      continue;
    }
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (
      !parsed ||
      parsed.protocol !== 'https:' ||
      parsed.username !== '' ||
      parsed.password !== '' ||
      url.length > URL_MAX_LENGTH
    ) {
      problems.push(`${name}: "${url}" is not an https URL (at most ${URL_MAX_LENGTH} characters)`);
      continue;
    }
    links.push({ network: name, url: parsed.href });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, links };
}
