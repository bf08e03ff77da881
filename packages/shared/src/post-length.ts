import twitterText from 'twitter-text';
import { NETWORK_LIMITS, type SocialNetwork } from './content.ts';

/**
 * A post's length as its network counts it. X weighs characters (twitter-text: a URL is 23;
 * emoji, CJK and some marks, such as the right-to-left mark, count 2; Latin, Hebrew and Arabic 1); the others count UTF-16 code units, as their
 * composers do.
 */
export function postLength(network: SocialNetwork, text: string): number {
  return network === 'x' ? twitterText.parseTweet(text).weightedLength : text.length;
}

export function fitsNetwork(network: SocialNetwork, text: string): boolean {
  return postLength(network, text) <= NETWORK_LIMITS[network].maxLength;
}

/** Hashtags in a text, as the networks read them (a # and letters, digits, _). */
export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\p{L}\p{N}_&#])(#[\p{L}\p{M}\p{N}_]+)/gu)].map((m) => m[1]!);
}
