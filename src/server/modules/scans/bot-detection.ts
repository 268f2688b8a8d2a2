import { isbot } from 'isbot';

/**
 * Why a request is not counted as a scan (stored in scan_events.bot_reason):
 * - head: a HEAD request (link checkers, prefetchers) never opens the destination;
 * - link-preview: a chat or social app fetching the link to draw a preview card;
 * - tool: a command-line client or HTTP library (curl, wget, python-requests...);
 * - empty-ua: no User-Agent at all (no phone camera app sends none);
 * - bot: anything else isbot recognises (crawlers, monitors).
 */
export type BotReason = 'head' | 'link-preview' | 'tool' | 'empty-ua' | 'bot';

/**
 * Link-preview fetchers of messaging and social apps (checked before the generic bot list).
 * In-app browsers (Snapchat, Teams, LinkedInApp, FBAN...) are people and must not match.
 */
const LINK_PREVIEW =
  /whatsapp\/|slackbot|slack-imgproxy|facebookexternalhit|facebot|meta-externalagent|twitterbot|telegrambot|discordbot|linkedinbot|skypeuripreview|applebot|iframely|embedly|pinterestbot|redditbot|mastodon\/|bitlybot|google-pagerenderer|microsoftpreview|vkshare|yahoo link preview/i;

/** Command-line clients and HTTP libraries: no person behind a camera. */
const TOOL =
  /^(curl|wget|python-requests|python-urllib|python-httpx|aiohttp|go-http-client|java\/|okhttp|axios|node-fetch|undici|got|libwww-perl|php|ruby|httpie|powershell|apache-httpclient|insomnia|postmanruntime)/i;

/**
 * The bot reason a User-Agent gives, or null for a person (cacheable per User-Agent string).
 * HEAD requests are flagged 'head' by the caller whatever their User-Agent.
 */
export function userAgentBotReason(
  userAgent: string | undefined,
): Exclude<BotReason, 'head'> | null {
  const ua = userAgent?.trim() ?? '';
  if (ua === '') return 'empty-ua';
  if (LINK_PREVIEW.test(ua)) return 'link-preview';
  if (TOOL.test(ua)) return 'tool';
  if (isbot(ua)) return 'bot';
  return null;
}
