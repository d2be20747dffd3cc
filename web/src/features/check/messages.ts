/** The check panel's and the revise box's words. */
export const CHECK_MESSAGES = {
  heading: "Check",
  intro: "Weak places in your form, as you type. Nothing changes until you choose a suggestion.",
  none: "No findings: every bullet states a result, and the details are in place.",
  waiting: "Checking your form…",
  goTo: "Go to line",
  goToField: "Go to field",
  improve: "Improve",
  improveLine: "Improve the line at the cursor",
  improveLineHint: "Put the cursor on a line of Experience, Projects, Summary or Background, then ask for suggestions.",
  suggestionsFor: (text: string) => `Suggestions for “${text}”`,
  thinking: "Writing suggestions…",
  noSuggestions: "No rewrite to suggest: this line reads well to the built-in rules.",
  useThis: "Use this",
  used: (field: string) => `Suggestion used in ${field}.`,
  undo: "Undo",
  undone: "Change undone.",
  gapHint: "Fill the part in square brackets with your own figure before you send it.",
  fromModel: "Written by the AI model (counts as one draft).",
  fromRules: "From the built-in rewrite rules (free).",
  info: "Worth a look",
  warning: "Fix",
} as const;

export const REVISE_MESSAGES = {
  heading: "Ask for changes",
  label: "What should change?",
  placeholder: "e.g. make it shorter, more formal, emphasise Go",
  submit: "Revise",
  chips: ["Make it shorter", "Make it longer", "More formal", "Warmer", "More concise", "More confident"],
  working: "Revising…",
  done: (version: number) => `Version ${version} is ready: the changes are shown under the preview.`,
  hint: "Makes a new version of this draft (it counts as one draft); the earlier one is kept.",
} as const;

/** The sections' names as the panel groups findings. */
export const SECTION_LABELS: Record<string, string> = {
  header: "Contact details",
  summary: "Summary",
  skills: "Skills",
  experience: "Experience",
  projects: "Projects",
  education: "Education",
  letter: "Letter",
  company_name: "Company name",
  closing: "Closing",
  greeting: "Greeting",
  intro: "Opening",
  background: "Background",
  body: "Body",
  subject: "Subject",
};
