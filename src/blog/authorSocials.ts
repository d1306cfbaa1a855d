/**
 * An author's socials, as Docusaurus reads them (authorsSocials.ts there): a handle of a platform it knows
 * becomes its address, an address stays; anything else is a problem, said at its key by the file or front
 * matter that wrote it (authorsFile.ts, postAuthors.ts).
 */
import { describeValue } from './frontMatterValues.ts';

/** The platforms whose handles Docusaurus makes addresses (authorsSocials.ts), by lowercase name. */
export const socialPlatforms: Readonly<Record<string, (handle: string) => string>> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (userId) => `https://stackoverflow.com/users/${userId}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  // user@other.server is fine: mastodon.social redirects.
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  email: (email) => `mailto:${email}`,
};

export interface SocialProblem {
  platform: string;
  value: unknown;
}

/**
 * Socials as Docusaurus normalizes them: an `http://`, `https://` or `mailto:` address stays; a handle (no `/`)
 * of a known platform becomes its address, under the platform's lowercase name; a handle of another platform
 * stays. A value with a `/` that is no address, or that is not text (but a StackOverflow id, which YAML reads
 * as a number), is a problem.
 */
export function normalizeSocials(raw: Record<string, unknown>): {
  socials: Record<string, string>;
  problems: SocialProblem[];
} {
  const socials: Record<string, string> = {};
  const problems: SocialProblem[] = [];
  for (const [platform, value] of Object.entries(raw)) {
    const text = typeof value === 'number' && platform.toLowerCase() === 'stackoverflow' ? String(value) : value;
    if (typeof text !== 'string' || text === '') {
      problems.push({ platform, value });
      continue;
    }
    if (/^(?:https?:\/\/|mailto:)/.test(text)) {
      socials[platform] = text;
      continue;
    }
    if (text.includes('/')) {
      problems.push({ platform, value });
      continue;
    }
    const normalize = socialPlatforms[platform.toLowerCase()];
    if (normalize) socials[platform.toLowerCase()] = normalize(text);
    else socials[platform] = text;
  }
  return { socials, problems };
}

/** The message and hint of a social that is no handle nor address; `owner` names its author ("the author "x""). */
export function socialProblemText(
  problem: SocialProblem,
  owner: string,
  json = false,
): { message: string; hint?: string } {
  const { platform, value } = problem;
  const message =
    `The ${platform} of ${owner} must be a handle or an http(s) or mailto: address, but it is ` +
    `${describeValue(value)}.`;
  if (typeof value === 'number' || typeof value === 'boolean')
    return { message, hint: `Quote it: ${quoteKey(platform, json)}: "${String(value)}".` };
  if (typeof value !== 'string' || value === '') return { message };
  const handle = value.split('/').filter(Boolean).pop() ?? value;
  const address = value.replace(/^(?:https?:\/*)?/, 'https://');
  return { message, hint: `Write the handle alone (${handle}), or the whole address (${address}).` };
}

/** A key as the file writes it: quoted in JSON. */
export function quoteKey(key: string, json: boolean): string {
  return json ? `"${key}"` : key;
}
