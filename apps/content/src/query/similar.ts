import type { Matcher } from './evaluate-predicate.ts';
import { arg, expectArgCount, numberArg, predicateError, stringArg } from './predicate-args.ts';
import { documentFrequencies, wordsOfDocument } from './text-index.ts';
import type { Predicate, Snapshot } from './types.ts';

type Profile = { tags: Set<string>; terms: string[] };

/**
 * "More like this", approximated: documents sharing a tag, or a word that occurs in at most
 * `maxDocFreq` documents (and in at least two, so it is shared), with the given one.
 */
export function similarTest(p: Predicate): Matcher {
  if (p.path !== null) throw predicateError(p, `expected a document id string, not the path "${p.path}"`);
  expectArgCount(p, 1, 2);
  const id = stringArg(p, arg(p, 0), 0);
  const maxDocFreq = p.args.length > 1 ? numberArg(p, 1) : Number.POSITIVE_INFINITY;
  const profiles = new WeakMap<Snapshot, Profile | null>();
  return (doc, snapshot) => {
    if (doc.id === id) return false;
    let profile = profiles.get(snapshot);
    if (profile === undefined) {
      profile = buildProfile(snapshot, id, maxDocFreq);
      profiles.set(snapshot, profile);
    }
    if (!profile) return false;
    if (doc.tags.some((tag) => profile.tags.has(tag))) return true;
    const words = wordsOfDocument(doc);
    return profile.terms.some((term) => words.has(term));
  };
}

function buildProfile(snapshot: Snapshot, id: string, maxDocFreq: number): Profile | null {
  const source = snapshot.byId.get(id);
  if (!source) return null;
  const frequencies = documentFrequencies(snapshot);
  const terms = [...wordsOfDocument(source)].filter((word) => {
    const frequency = frequencies.get(word) ?? 0;
    return word.length >= 3 && !/^\d+$/.test(word) && frequency >= 2 && frequency <= maxDocFreq;
  });
  return { tags: new Set(source.tags), terms };
}
