import type { GedcomNode } from '../tokenize/read-gedcom-records.ts';

export function childNode(node: GedcomNode, tag: string): GedcomNode | undefined {
  return node.children.find((child) => child.tag === tag);
}

/** The trimmed value of the first child with that tag, or null when missing or empty. */
export function childText(node: GedcomNode, tag: string): string | null {
  return textOrNull(childNode(node, tag)?.value);
}

export function textOrNull(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * RESN values under a node, lower-cased: one per line in GEDCOM 5.5.1, a comma-separated list in
 * 7.0 (`CONFIDENTIAL, LOCKED`), so each RESN value is split.
 */
export function restrictionsOf(node: GedcomNode): string[] {
  const found: string[] = [];
  for (const child of node.children) {
    if (child.tag !== 'RESN') continue;
    for (const part of child.value.split(/[,;]/)) {
      const value = part.trim().toLowerCase();
      if (value !== '' && !found.includes(value)) found.push(value);
    }
  }
  return found;
}
