/** A word-level diff between two versions' texts, with jsdiff loaded on first use (ADR 0021). */
export interface DiffPart {
  value: string;
  added: boolean;
  removed: boolean;
}

export async function wordDiff(before: string, after: string): Promise<DiffPart[]> {
  const { diffWordsWithSpace } = await import("diff");
  return diffWordsWithSpace(before, after).map((p) => ({ value: p.value, added: !!p.added, removed: !!p.removed }));
}
