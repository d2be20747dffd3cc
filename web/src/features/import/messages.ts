/**
 * The import's limits and words (ADR 0044), apart from the readers so the page can say them
 * without loading a reader.
 */

/** As for PDFs: larger than any real resume's Word file; a bigger file is refused unread. */
export const DOCX_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A LinkedIn archive holds the member's messages and more; only its few CSVs are inflated. */
export const ZIP_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export const DOCX_IMPORT_MESSAGES = {
  tooLarge: "That Word file is larger than 5 MB. Choose a smaller file, or paste your resume's text into the form.",
  oldDoc: "This is an older Word file (.doc). Save it as .docx or PDF and import that.",
  unreadable: "That Word file could not be read. It may be damaged: open it in Word and save it again, or save it as PDF and import that.",
  noText: "That Word file has no text to import. Paste your resume's text into the form instead.",
} as const;

export const LINKEDIN_MESSAGES = {
  notLinkedIn:
    "This ZIP file is not a LinkedIn data archive (it has no Profile.csv or Positions.csv), so nothing was imported. Choose the archive LinkedIn sent you, a Word file, a PDF or resume.json.",
  damaged: "This ZIP file could not be read. It may be damaged or incomplete: download the archive from LinkedIn again.",
  empty: "This LinkedIn archive has no profile details the resume form can use, so nothing was imported.",
} as const;

export const IMPORT_MESSAGES = {
  unknown: "That file is not one the import reads. Choose a PDF, a Word file (.docx), your LinkedIn data archive (.zip) or resume.json.",
  zipTooLarge: "That ZIP file is larger than 200 MB. Choose the archive LinkedIn sent you, or a smaller file.",
  engine: "The file reader failed to load. Try again or refresh the page.",
  server: "The file's text could not be imported. Try again.",
} as const;
