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
