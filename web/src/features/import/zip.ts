/**
 * The ZIP side of the import (ADR 0043), over fflate: list an archive's entries without
 * inflating any of them, and inflate only the ones asked for. fflate reads the central
 * directory first and calls the filter with each entry's name and sizes before touching its
 * data, so an entry the filter refuses is never decompressed, copied or kept.
 */
import { unzipSync, type UnzipFileInfo } from "fflate";

export class ZipReadError extends Error {
  override readonly name = "ZipReadError";
}

/** The names of an archive's entries (folders too); throws ZipReadError on a damaged archive. */
export function zipNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  unzipOrThrow(bytes, (file) => {
    names.push(file.name);
    return false;
  });
  return names;
}

/**
 * The entries `keep` accepts, inflated; every other entry is skipped unread. `maxBytes` bounds
 * each kept entry's inflated size (a ZIP bomb's entry is refused before it is inflated).
 */
export function unzipOnly(bytes: Uint8Array, keep: (name: string) => boolean, maxBytes: number): Map<string, Uint8Array> {
  const files = unzipOrThrow(bytes, (file) => {
    if (!keep(file.name)) return false;
    if (file.originalSize > maxBytes) throw new ZipReadError(`${file.name} is too large`);
    return true;
  });
  return new Map(Object.entries(files));
}

function unzipOrThrow(bytes: Uint8Array, filter: (file: UnzipFileInfo) => boolean) {
  try {
    return unzipSync(bytes, { filter });
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new ZipReadError(error instanceof Error ? error.message : "unreadable archive");
  }
}
