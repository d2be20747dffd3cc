/**
 * What a cold email asks for (ADR 0038). The server reads it from the goal and the offer
 * when the user leaves it to us (internal/draft/ask.go); the page reads it the same way to
 * show it as the selected chip before generating, and the user may pick another.
 */
export const ASKS = ["job_enquiry", "informational_interview", "fundraising", "sales", "hiring", "introduction"] as const;
export type Ask = (typeof ASKS)[number];

export const ASK_LABELS: Record<Ask, string> = {
  job_enquiry: "Job enquiry",
  informational_interview: "Informational interview",
  fundraising: "Fundraising",
  sales: "Selling a service or partnership",
  hiring: "Hiring someone",
  introduction: "An introduction",
};

// The same cues, in the same order, as internal/draft/ask.go: the rarer asks first. A cue
// marked goalOnly counts in the goal alone: a change of field typed as an offer line is
// background, as the goal it is what the chat is about.
const CUES: [Ask, RegExp, goalOnly?: boolean][] = [
  ["introduction", /\b(intro(duction)? to|intro me|introduce me|put me in touch|connect me with|warm intro)\b/i],
  ["informational_interview", /\b(informational|info interview|advice|pick your brain|learn (how|about|from)|hear how|your path|career (advice|change)|moving into|breaking into|transition(ing)? into|how you got|ask (you )?(how|for advice)|if you were me|what you'd do|how (?:[\w-]+ ){1,3}works at|not (?:asking|looking) for (?:a |an )?(?:job|role|position|opening)|not a job (?:ask|request))\b/i],
  ["informational_interview", /\b((moving|switching|pivoting|transitioning|shifting|changing careers|career (move|switch|change|pivot)) from [^\n]{1,40}? (into|to)|(getting|switching|pivoting|shifting) into|pivot(ing)? to)\b/i, true],
  // A role the reader is asked to want ("see if you'd be interested in the bookkeeper role") is
  // a hire: the sender has the job.
  ["hiring", /\b(hire you|bring you on|join us as|(be|become) our (first|founding)|founding (engineer|designer|developer|hire|pm|marketer)|first (engineering|design) hire|hiring (our|my) (first|founding|next)|hiring \d+|tell you about (the|our|this|a|an) (role|position|opening|job)|(you'?d|you would|you might|you'?re|you are) (be )?interested in (the|our|this|an?) (?:[\w-]+ ){0,2}(role|position|opening|job))\b/i],
  ["fundraising", /\b(rais(e|ing)|pre-seed|seed (round|stage)?|series [a-d]|investors?|invest(ment)?|funding|fundrais\w*|(our|the) round|cheque|check size|term sheet|lead the round|grants?|grant (request|proposal|application)|from foundations|foundation (grants?|funding|support)|funders?|(fits?|match(es)?|aligns? with) your (\w+ ){0,3}priorit(y|ies))\b/i],
  ["hiring", /\b((we|i)('re| are| am|'m) hiring|(we|i)('re| are| am|'m) looking to hire|join (our|my) team|(our|my) open role|recruit(ing)? you|(we|i)'?d love to have you)\b/i],
  // A goal asking whether the reader needs or is hiring people of a role ("ask if you need
  // nurses for the new site") is a job enquiry, never a sale (ADR 0076); in the goal only.
  ["job_enquiry", /\b(?:need|needs|needing|hiring|looking for|taking on|short on|adding) (?:more |any |extra |additional |new |some |another |a |an )?(?:[\w-]+ ){0,2}?(?:nurses?|rns|lpns|cnas|medical assistants?|techs?|technicians?|designers?|developers?|devs|engineers?|chefs?|cooks?|drivers?|assistants?|hygienists?|therapists?|teachers?|tutors?|paralegals?|electricians?|plumbers?|welders?|mechanics?|stylists?|barbers?|servers?|bartenders?|baristas?|caregivers?|aides|medics|paramedics?|pharmacists?|accountants?|bookkeepers?|analysts?|writers?|editors?|translators?|interpreters?|photographers?|carpenters?|installers?|instructors?|coaches|lifeguards?|receptionists?|dispatchers?|machinists?|operators?|hands|agents|recruiters?)\b/i, true],
  ["job_enquiry", /\b(job|jobs|role|position|opening|openings|vacanc\w+|apply|application|residency|cohort|internship|hiring|are you hiring|new grad|spots? (for|in|on)|opportunit(y|ies)|join your team|takes? (on )?(juniors?|new grads?)|junior (devs?|developers?|engineers?|designers?|roles?)|entry[- ]level|cdl|otr|routes? home|home (on )?weekends|home time|(day|night|weekend) shifts?|per diem|travel (nurse|contracts?)|locum|ride-?alongs?|shadow (a|for a) (shift|day)|job shadow\w*|working interview|trial shift|rent(ing)? a (chair|booth|station)|(chair|booth) rental|adding ([\w-]+ ){0,2}to your (team|staff|roster|brokerage|firm|office)|adding (agents|staff|people|techs|nurses|stylists|drivers|hires|hands|crew)|join (your|the) (brokerage|firm|practice|crew|kitchen|clinic|salon|shop|agency|office)|need (a|an|another) [\w -]{0,20}?(chef|cook|nurse|engineer|developer|designer|driver|tech|technician|assistant|manager|analyst|accountant|hygienist|therapist|teacher|paralegal|electrician|chemist|researcher)|(have|has) room for|research (assistant|position)s?|undergrad(uate)? ra|(in|join) your lab)\b/i],
];

// Work done, counted ("closed 40+ jobs a quarter"), is no job sought.
const COUNTED_WORK = /\b\d[\d,.]*\+?\s+jobs\b/gi;

/** The ask an email's goal and offer show; selling a service when they show none. */
export function readAsk(goal: string, offer: string, aimed = false): Ask {
  const text = `${goal}\n${offer}`.replace(COUNTED_WORK, "");
  const goalText = goal.replace(COUNTED_WORK, "");
  for (const [ask, re, goalOnly] of CUES) if (re.test(goalOnly ? goalText : text)) return ask;
  return aimed ? "job_enquiry" : "sales";
}

/** The spec's default call to action, when the user picks none. */
export const DEFAULT_CTA = "Open to a 15-minute chat?";

// A goal that names a meeting by its length, as internal/draft/ask.go's goalMeeting: "20 min
// chat about…", "book a 30-minute call", "20 min to ask how…".
const GOAL_MEETING = /\b(\d+)[ -]?(?:min|mins|minutes?)\b(?: (?:informational |intro |quick |short |video |phone )?(chat|call|demo|meeting|conversation|walkthrough)\b)?/i;

/**
 * The call to action an email ends with (ADR 0070, ADR 0074), as draft.CallToActionFor: a goal
 * that names a meeting by its length turns the default into that meeting ("20 min chat" →
 * "Open to a 20-minute chat?"), so the preview and the draft ask for one meeting. A call to
 * action the user chose is kept. cta.vectors.json holds the cases both sides must pass.
 */
export function callToActionFor(goal: string, cta: string): string {
  if (cta !== DEFAULT_CTA) return cta;
  const m = GOAL_MEETING.exec(goal);
  return m ? `Open to a ${m[1]}-minute ${(m[2] ?? "chat").toLowerCase()}?` : cta;
}
