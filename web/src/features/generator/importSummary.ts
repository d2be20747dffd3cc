/**
 * What an import read, said in one line (issue 22): "5 jobs, 2 schools, 14 skills; 3 lines to
 * place". The PDF import gets the counts from the server's reading; resume.json's are its lists.
 */
export interface ImportCounts {
  jobs: number;
  schools: number;
  skills: number;
  /** Lines the import could not place, left at the end of Summary. */
  unplaced?: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function importSummary({ jobs, schools, skills, unplaced = 0 }: ImportCounts): string {
  const read = [count(jobs, "job", "jobs"), count(schools, "school", "schools"), count(skills, "skill", "skills")].join(", ");
  return unplaced ? `${read}; ${count(unplaced, "line", "lines")} to place` : read;
}

/** Fields the import was unsure of, by name, each with why: marked in the form for the user to check. */
export type Unsure = Record<string, string>;
