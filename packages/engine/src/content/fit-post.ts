import { NETWORK_LIMITS, type SocialNetwork } from '@gius/shared/content';
import { hashtagsOf, postLength } from '@gius/shared/post-length';

/**
 * Makes any post (the engine's or a model's) keep its network's rules: at most the network's
 * hashtags, the link where the network shows links, and the length limit in the network's own
 * counting. Over the limit, the longest body lines go first; the first line, the link line and
 * the hashtags stay.
 */

function dropExtraHashtags(text: string, max: number): string {
  const tags = hashtagsOf(text);
  if (tags.length <= max) return text;
  const keep = new Set(tags.slice(0, max));
  const kept = new Set<string>();
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/(\s+)/)
        .filter((word) => {
          if (!/^#[\p{L}\p{M}\p{N}_]+$/u.test(word)) return true;
          if (!keep.has(word) || kept.has(word)) return false;
          kept.add(word);
          return true;
        })
        .join('')
        .replace(/\s+$/, ''),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function fitPost({
  network,
  text,
  link,
  applyLabel,
  linkInBio,
}: {
  network: SocialNetwork;
  text: string;
  link: string;
  applyLabel: string;
  linkInBio: string;
}): string {
  const limits = NETWORK_LIMITS[network];
  let out = text.replace(/\r\n/g, '\n').trim();
  if (limits.linkInText && !out.includes(link)) out = `${out}\n\n${applyLabel} ${link}`;
  if (!limits.linkInText) {
    // Instagram shows no links in a caption: the post points to the bio instead.
    out = out.replace(/https?:\/\/\S+/g, '').replace(/[ \t]+\n/g, '\n');
    if (!out.includes(linkInBio)) out = `${out}\n\n${linkInBio}`;
  }
  out = dropExtraHashtags(out, limits.maxHashtags);
  const isProtected = (line: string, i: number) =>
    i === 0 || line.includes(link) || line === linkInBio || /^\s*(?:#\S+\s*)+$/u.test(line);
  let lines = out.split('\n');
  while (postLength(network, lines.join('\n')) > limits.maxLength) {
    let longest = -1;
    lines.forEach((line, i) => {
      if (line.trim() && !isProtected(line, i) && (longest < 0 || line.length > lines[longest]!.length))
        longest = i;
    });
    if (longest < 0) break;
    lines.splice(longest, 1);
    lines = lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .split('\n');
  }
  // Still over (a very long title on X): the hashtags go, then the first line is shortened.
  if (postLength(network, lines.join('\n')) > limits.maxLength) {
    lines = lines.filter((line, i) => i === 0 || !/^\s*(?:#\S+\s*)+$/u.test(line));
    const words = lines[0]!.split(' ');
    while (words.length > 1 && postLength(network, lines.join('\n')) > limits.maxLength) {
      words.pop();
      lines[0] = `${words.join(' ')}…`;
    }
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
