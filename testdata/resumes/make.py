#!/usr/bin/env python3
"""Typesets our own resume corpus: each person of people.py in several layouts.

Writes, for every resume <id>: its source (<id>.tex, <id>.html), the PDF (<id>.pdf) and the
truth file (<id>.truth.json: every field as the form should hold it after an import). The PDFs
are committed, so CI needs none of the tools this script uses: pdflatex (Debian's texlive:
texlive-latex-extra for moderncv, texlive-fonts-recommended), chromium and soffice, and the
FontAwesome 4 font (fonts-font-awesome) for the icon glyphs.

    python3 testdata/resumes/make.py            # every resume
    python3 testdata/resumes/make.py jake-maya  # those whose id starts so

The app's own exports (every template) are written by the web's corpus test instead
(web/src/features/documents/corpusExports.test.ts), from the same truth files.
"""

import html
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from people import PEOPLE  # noqa: E402

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FULL_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
FONT_AWESOME = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.ttf"


# ---------------------------------------------------------------------------------------------
# Dates: each layout shows them its own way; the truth keeps what is shown, to the month or year.

def show_date(iso, style):
    if iso is None:
        return {"mon": "Present", "mon.": "Present", "full": "Present", "num": "Present", "dot": "present", "year": "present", "iso": "Present"}[style]
    y, m = iso.split("-")
    mi = int(m) - 1
    return {
        "mon": f"{MONTHS[mi]} {y}",
        "mon.": f"{MONTHS[mi]}{'' if MONTHS[mi] == 'May' else '.'} {y}",
        "full": f"{FULL_MONTHS[mi]} {y}",
        "num": f"{m}/{y}",
        "dot": f"{y}.{m}",
        "iso": f"{y}-{m}",
        "year": y,
    }[style]


def truth_date(iso, style):
    if iso is None:
        return "Present"
    return iso[:4] if style == "year" else iso


def date_range(e, style, dash=" – "):
    return f"{show_date(e['start'], style)}{dash}{show_date(e['end'], style)}"


def truth_of(p, style, *, job_location=True, school_location=False, sections=None, contact=None):
    """The form's fields after an import of p shown in a layout (only what the layout shows)."""
    sections = sections or ["summary", "experience", "education", "projects", "skills", "certifications", "volunteer", "awards", "languages", "interests", "publications"]
    contact = contact or ["email", "phone", "location", "website", "linkedin", "github"]
    t = {"name": p["name"], "job_title": p["title"]}
    for c in contact:
        t[c] = p[c]
    if "summary" in sections:
        t["summary"] = p["summary"]
    if "experience" in sections:
        t["experience"] = [
            {k: v for k, v in {
                "role": e["role"], "company": e["company"], "location": e["location"] if job_location else None,
                "start": truth_date(e["start"], style), "end": truth_date(e["end"], style), "bullets": e["bullets"],
            }.items() if v is not None}
            for e in p["experience"]
        ]
    if "education" in sections:
        t["education"] = [{"school": e["school"], "degree": e["degree"], "year": truth_date(e["end"], style)[:4]} for e in p["education"]]
    for s in ["projects", "skills", "certifications", "volunteer", "awards", "languages", "interests", "publications"]:
        if s in sections and p[s]:
            t[s] = [plain_item(s, x) for x in p[s]]
    return t


def plain_item(section, x):
    """The words of an entry of a list section that must land in that section."""
    if section == "projects":
        return x["name"]
    if section == "volunteer":
        return x["organization"]
    if section == "awards":
        return x["title"]
    if section == "languages":
        return x["language"]
    if section == "publications":
        return x["name"]
    return x


# ---------------------------------------------------------------------------------------------
# LaTeX

TEX_ESCAPES = {"&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\^{}"}


def tex(s):
    out = "".join(TEX_ESCAPES.get(ch, ch) for ch in s)
    return out.replace("–", "--")


def tex_range(e, style):
    return f"{tex(show_date(e['start'], style))}--{tex(show_date(e['end'], style))}"


def moderncv(p, style):
    """moderncv, one of the styles Debian's texlive ships; marvosym icons before the contacts."""
    first, last = p["name"].split(" ", 1)
    ds = "mon"
    out = [
        rf"\documentclass[11pt,a4paper,sans]{{moderncv}}",
        rf"\moderncvstyle[nosymbols]{{{style}}}" if style != "oldstyle" else rf"\moderncvstyle{{{style}}}",
        r"\moderncvcolor{blue}",
        r"\usepackage[utf8]{inputenc}",
        r"\usepackage[scale=0.8]{geometry}",
        rf"\name{{{tex(first)}}}{{{tex(last)}}}",
        rf"\title{{{tex(p['title'])}}}",
        rf"\address{{{tex(p['location'])}}}{{}}{{}}",
        rf"\phone[mobile]{{{tex(p['phone'])}}}",
        rf"\email{{{tex(p['email'])}}}",
    ]
    if p["website"]:
        out.append(rf"\homepage{{{tex(p['website'])}}}")
    out.append(rf"\social[linkedin]{{{tex(p['linkedin'].split('/in/')[1])}}}")
    if p["github"]:
        out.append(rf"\social[github]{{{tex(p['github'].split('/')[1])}}}")
    out += [r"\begin{document}", r"\makecvtitle", r"\section{Summary}", rf"\cvitem{{}}{{{tex(p['summary'])}}}", r"\section{Experience}"]
    for e in p["experience"]:
        items = r"\begin{itemize}" + "".join(rf"\item {tex(b)}" for b in e["bullets"]) + r"\end{itemize}"
        out.append(rf"\cventry{{{tex_range(e, ds)}}}{{{tex(e['role'])}}}{{{tex(e['company'])}}}{{{tex(e['location'])}}}{{}}{{{items}}}")
    out.append(r"\section{Education}")
    for e in p["education"]:
        out.append(rf"\cventry{{{tex_range(e, ds)}}}{{{tex(e['degree'])}}}{{{tex(e['school'])}}}{{{tex(e['location'])}}}{{}}{{}}")
    if p["projects"]:
        out.append(r"\section{Projects}")
        for x in p["projects"]:
            out.append(rf"\cvitem{{}}{{\textbf{{{tex(x['name'])}}}: {tex(x['description'])}}}")
    out.append(r"\section{Technical Skills}")
    out.append(rf"\cvitem{{}}{{{tex(', '.join(p['skills']))}}}")
    if p["certifications"]:
        out.append(r"\section{Certifications \& Licenses}")
        for c in p["certifications"]:
            out.append(rf"\cvitem{{}}{{{tex(c)}}}")
    if p["volunteer"]:
        out.append(r"\section{Volunteer Experience}")
        for v in p["volunteer"]:
            out.append(rf"\cventry{{{tex_range(v, ds)}}}{{{tex(v['role'])}}}{{{tex(v['organization'])}}}{{}}{{}}{{{tex(v['summary'])}}}")
    if p["awards"]:
        out.append(r"\section{Honors \& Awards}")
        for a in p["awards"]:
            out.append(rf"\cvitem{{{tex(a['date'][:4])}}}{{{tex(a['title'])}, {tex(a['awarder'])}}}")
    if p["publications"]:
        out.append(r"\section{Publications}")
        for x in p["publications"]:
            out.append(rf"\cvitem{{{x['date'][:4]}}}{{{tex(x['name'])}, \emph{{{tex(x['publisher'])}}}}}")
    if p["languages"]:
        out.append(r"\section{Languages}")
        for lang in p["languages"]:
            out.append(rf"\cvitemwithcomment{{{tex(lang['language'])}}}{{{tex(lang['fluency'])}}}{{}}")
    if p["interests"]:
        out.append(r"\section{Interests}")
        out.append(rf"\cvitem{{}}{{{tex(', '.join(p['interests']))}}}")
    out.append(r"\end{document}")
    return "\n".join(out) + "\n", truth_of(p, ds)


JAKE_PREAMBLE = r"""\documentclass[letterpaper,11pt]{article}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[empty]{fullpage}
\usepackage{titlesec}
\usepackage[hidelinks]{hyperref}
\usepackage{enumitem}
\usepackage{tabularx}
\usepackage{marvosym}
\input{glyphtounicode}
\pdfgentounicode=1
%s
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.5in}
\addtolength{\textheight}{1.0in}
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\titlerule \vspace{-5pt}]
\newcommand{\heading}[4]{\item\begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}\textbf{#1} & #2 \\ \textit{\small#3} & \textit{\small #4} \\ \end{tabular*}\vspace{-7pt}}
\newcommand{\itemline}[1]{\item\small{#1 \vspace{-2pt}}}
\newcommand{\listStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\listEnd}{\end{itemize}}
\newcommand{\bulletsStart}{\begin{itemize}}
\newcommand{\bulletsEnd}{\end{itemize}\vspace{-5pt}}
\pagestyle{empty}
"""

# Ligatures and dashes mapped as some real fonts map them: fi/fl/ff/ffi/ffl to U+0000, the en
# dash and the hyphen to the soft hyphen U+00AD (the cases of issue 22).
BROKEN_FONT = r"""\pdfglyphtounicode{fi}{0000}
\pdfglyphtounicode{fl}{0000}
\pdfglyphtounicode{ff}{0000}
\pdfglyphtounicode{ffi}{0000}
\pdfglyphtounicode{ffl}{0000}
\pdfglyphtounicode{endash}{00AD}
\pdfglyphtounicode{hyphen}{00AD}"""
# A font that maps its en dash to the figure dash U+2012.
FIGURE_DASH = r"\pdfglyphtounicode{endash}{2012}"


def jake(p, variant):
    """Jake's-style one column: centred name, one contact line with | between, right-aligned
    locations and dates on each entry's two header lines (company / role)."""
    ds = {"plain": "mon", "broken": "mon.", "fig": "mon"}[variant]
    rng = lambda e: f"{tex(show_date(e['start'], ds))} -- {tex(show_date(e['end'], ds))}"
    contacts = [p["phone"], rf"\href{{mailto:{p['email']}}}{{{tex(p['email'])}}}", tex(p["linkedin"])]
    if p["github"]:
        contacts.append(tex(p["github"]))
    if p["website"]:
        contacts.append(tex(p["website"]))
    out = [JAKE_PREAMBLE % {"plain": "", "broken": BROKEN_FONT, "fig": FIGURE_DASH}[variant], r"\begin{document}",
           r"\begin{center}", rf"\textbf{{\Huge \scshape {tex(p['name'])}}} \\ \vspace{{1pt}}", rf"{tex(p['title'])} \\ \vspace{{1pt}}",
           rf"\small {tex(p['location'])} $|$ " + r" $|$ ".join(contacts), r"\end{center}"]
    out += [r"\section{Education}", r"\listStart"]
    for e in p["education"]:
        out.append(rf"\heading{{{tex(e['school'])}}}{{{tex(e['location'])}}}{{{tex(e['degree'])}}}{{{rng(e)}}}")
    out += [r"\listEnd", r"\section{Experience}", r"\listStart"]
    for e in p["experience"]:
        out.append(rf"\heading{{{tex(e['role'])}}}{{{rng(e)}}}{{{tex(e['company'])}}}{{{tex(e['location'])}}}")
        out.append(r"\bulletsStart" + "".join(rf"\itemline{{{tex(b)}}}" for b in e["bullets"]) + r"\bulletsEnd")
    out.append(r"\listEnd")
    if p["projects"]:
        out += [r"\section{Projects}", r"\listStart"]
        for x in p["projects"]:
            out.append(rf"\itemline{{\textbf{{{tex(x['name'])}}} $|$ \emph{{{tex(x['description'])}}}}}")
        out.append(r"\listEnd")
    if p["volunteer"]:
        out += [r"\section{Leadership \& Activities}", r"\listStart"]
        for v in p["volunteer"]:
            out.append(rf"\heading{{{tex(v['role'])}}}{{{rng(v)}}}{{{tex(v['organization'])}}}{{}}")
            out.append(rf"\bulletsStart\itemline{{{tex(v['summary'])}}}\bulletsEnd")
        out.append(r"\listEnd")
    out += [r"\section{Technical Skills}", r"\listStart", rf"\itemline{{\textbf{{Skills}}: {tex(', '.join(p['skills']))}}}"]
    if p["languages"]:
        out.append(rf"\itemline{{\textbf{{Languages}}: {tex(', '.join(l['language'] + ' (' + l['fluency'] + ')' for l in p['languages']))}}}")
    out.append(r"\listEnd")
    if p["certifications"]:
        out += [r"\section{Certifications}", r"\listStart"] + [rf"\itemline{{{tex(c)}}}" for c in p["certifications"]] + [r"\listEnd"]
    if p["awards"]:
        out += [r"\section{Honors and Awards}", r"\listStart"] + [rf"\itemline{{{tex(a['title'])}, {tex(a['awarder'])} \hfill {show_date(a['date'], ds)}}}" for a in p["awards"]] + [r"\listEnd"]
    out.append(r"\end{document}")
    truth = truth_of(p, ds, sections=["experience", "education", "projects", "skills", "certifications", "volunteer", "awards", "languages"])
    return "\n".join(out) + "\n", truth


# Jake's resume as people download it: the bullet of its item lists is a tiny math bullet
# raised to the middle of the text's line (its baseline and size are not the text's), and each
# project has a header line "Name | Tech" with its date right-aligned, then its bullets.
JAKE_DOTS = r"""\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\projectHeading}[2]{\item\begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}}r}\small#1 & #2 \\ \end{tabular*}\vspace{-7pt}}"""


def jake_dots(p):
    """Jake's resume with its tiny centred bullets and projects with bullets of their own:
    company over role, dates and places right-aligned."""
    ds = "mon."
    rng = lambda e: f"{tex(show_date(e['start'], ds))} -- {tex(show_date(e['end'], ds))}"
    contacts = [p["phone"], tex(p["email"]), tex(p["linkedin"]), tex(p["github"])]
    out = [JAKE_PREAMBLE % JAKE_DOTS, r"\begin{document}",
           r"\begin{center}", rf"\textbf{{\Huge \scshape {tex(p['name'])}}} \\ \vspace{{1pt}}", rf"{tex(p['title'])} \\ \vspace{{1pt}}",
           rf"\small {tex(p['location'])} $|$ " + r" $|$ ".join(contacts), r"\end{center}"]
    out += [r"\section{Education}", r"\listStart"]
    for e in p["education"]:
        out.append(rf"\heading{{{tex(e['school'])}}}{{{tex(e['location'])}}}{{{tex(e['degree'])}}}{{{rng(e)}}}")
    out += [r"\listEnd", r"\section{Experience}", r"\listStart"]
    for e in p["experience"]:
        out.append(rf"\heading{{{tex(e['company'])}}}{{{tex(e['location'])}}}{{{tex(e['role'])}}}{{{rng(e)}}}")
        out.append(r"\bulletsStart" + "".join(rf"\itemline{{{tex(b)}}}" for b in e["bullets"]) + r"\bulletsEnd")
    out += [r"\listEnd", r"\section{Projects}", r"\listStart"]
    for x in p["project_entries"]:
        out.append(rf"\projectHeading{{\textbf{{{tex(x['name'])}}} $|$ \emph{{{tex(x['tech'])}}}}}{{{tex(show_date(x['date'], ds))}}}")
        out.append(r"\bulletsStart" + "".join(rf"\itemline{{{tex(b)}}}" for b in x["bullets"]) + r"\bulletsEnd")
    out += [r"\listEnd", r"\section{Technical Skills}", r"\listStart", rf"\itemline{{\textbf{{Skills}}: {tex(', '.join(p['skills']))}}}", r"\listEnd"]
    out.append(r"\end{document}")
    truth = truth_of({**p, "projects": p["project_entries"]}, ds, sections=["experience", "education", "projects", "skills"],
                     contact=["email", "phone", "location", "linkedin", "github"])
    return "\n".join(out) + "\n", truth


# A long CV as Awesome-CV sets it: section titles the form has no field of that name for
# (Presentation, Writing, Program Committees) after Certificates, each entry "Organisation |
# Place" over "Role | Date" with bullets, or one line "Year · Role, Event" with the place
# right-aligned. Talks and writing are publications; program committees, unpaid service, are
# volunteering (ADR 0060).
CV_PREAMBLE = r"""\renewcommand\labelitemii{\textbullet}
\titleformat{\section}{\Large\bfseries}{}{0em}{}"""


def cv_sections(p):
    """Awesome-CV's long CV: Education, Skills, Experience, Certificates, then Presentation,
    Writing and Program Committees."""
    ds = "mon."
    rng = lambda e: f"{tex(show_date(e['start'], ds))} -- {tex(show_date(e['end'], ds))}"
    contacts = [tex(p["phone"]), tex(p["email"]), tex(p["website"]), tex(p["linkedin"])]
    out = [JAKE_PREAMBLE % CV_PREAMBLE, r"\begin{document}",
           r"\begin{center}", rf"{{\fontsize{{26}}{{28}}\selectfont {tex(p['name'])}}} \\[6pt]", rf"{tex(p['title'])} \\[2pt]",
           rf"\small {tex(p['location'])} \\", r"\small " + r" $|$ ".join(contacts), r"\end{center}"]
    out += [r"\section*{Education}", r"\listStart"]
    for e in p["education"]:
        out.append(rf"\heading{{{tex(e['school'])}}}{{{tex(e['location'])}}}{{{tex(e['degree'])}}}{{{rng(e)}}}")
    out += [r"\listEnd", r"\section*{Skills}", r"\listStart", rf"\itemline{{\textbf{{Tools}} $|$ {tex(', '.join(p['skills']))}}}", r"\listEnd"]
    out += [r"\section*{Experience}", r"\listStart"]
    for e in p["experience"]:
        out.append(rf"\heading{{{tex(e['company'])}}}{{{tex(e['location'])}}}{{{tex(e['role'])}}}{{{rng(e)}}}")
        out.append(r"\bulletsStart" + "".join(rf"\itemline{{{tex(b)}}}" for b in e["bullets"]) + r"\bulletsEnd")
    certs = p["certifications"] + p["cv_certifications"]
    out += [r"\listEnd", r"\section*{Certificates}", r"\listStart"] + [rf"\itemline{{{tex(c)}}}" for c in certs] + [r"\listEnd"]
    out += [r"\section*{Presentation}", r"\listStart"]
    for t in p["talks"]:
        out.append(rf"\heading{{{tex(t['event'])}}}{{{tex(t['place'])}}}{{Presenter for <{tex(t['name'])}>}}{{{tex(show_date(t['date'], ds))}}}")
        out.append(rf"\bulletsStart\itemline{{{tex(t['summary'])}}}\bulletsEnd")
    out += [r"\listEnd", r"\section*{Writing}", r"\listStart"]
    for w in p["writing"]:
        out.append(rf"\heading{{{tex(w['name'])}}}{{{tex(w['place'])}}}{{{tex(w['role'])}}}{{{rng(w)}}}")
        out.append(rf"\bulletsStart\itemline{{{tex(w['summary'])}}}\bulletsEnd")
    out += [r"\listEnd", r"\section*{Program Committees}", r"\listStart"]
    out += [rf"\itemline{{{c['year']} $\cdot$ {tex(c['role'])}, {tex(c['organization'])} \hfill {tex(c['place'])}}}" for c in p["committees"]]
    out.append(r"\listEnd")
    out.append(r"\end{document}")
    truth = truth_of({**p, "certifications": certs, "publications": p["talks"] + p["writing"], "volunteer": p["committees"]}, ds,
                     sections=["experience", "education", "skills", "certifications", "publications", "volunteer"],
                     contact=["email", "phone", "location", "website", "linkedin"])
    return "\n".join(out) + "\n", truth


def banner(p, variant):
    """Name and title on one line in two sizes, marvosym icons before the contacts and icons
    before the section headings (as Awesome-CV draws them), dates right-aligned."""
    ds = "mon"
    icon = {"Experience": r"\Industry", "Education": r"\WritingHand", "Skills": r"\Keyboard", "Volunteer": r"\Heart", "Awards": r"\Sun", "Languages": r"\Smiley"}
    hsec = lambda title, key: rf"\section*{{\textcolor{{accent}}{{{icon.get(key, '')}}}~{title}}}"
    contacts = [rf"\Letter~{tex(p['email'])}", rf"\Mobilefone~{tex(p['phone'])}", rf"\Mundus~{tex(p['location'])}"]
    if p["github"]:
        contacts.append(rf"\Keyboard~{tex(p['github'])}")
    contacts.append(rf"\Info~{tex(p['linkedin'])}")
    out = [JAKE_PREAMBLE % "", r"\usepackage{xcolor}\definecolor{accent}{RGB}{220,60,60}",
           r"\titleformat*{\section}{\Large\bfseries}", r"\begin{document}",
           rf"{{\fontsize{{28}}{{30}}\selectfont\bfseries {tex(p['name'])}}}\hspace{{10pt}}{{\large\color{{accent}} {tex(p['title'])}}}\\[4pt]",
           r"{\footnotesize " + r"\quad ".join(contacts) + r"}\par", r"\vspace{6pt}", r"\noindent " + tex(p["summary"]) + r"\par"]
    out += [hsec("Experience", "Experience"), r"\listStart"]
    for e in p["experience"]:
        out.append(rf"\heading{{{tex(e['company'])}}}{{{tex(e['location'])}}}{{{tex(e['role'])}}}{{{tex_range(e, ds)}}}")
        out.append(r"\bulletsStart" + "".join(rf"\itemline{{{tex(b)}}}" for b in e["bullets"]) + r"\bulletsEnd")
    out += [r"\listEnd", hsec("Education", "Education"), r"\listStart"]
    for e in p["education"]:
        out.append(rf"\heading{{{tex(e['school'])}}}{{{tex(e['location'])}}}{{{tex(e['degree'])}}}{{{tex_range(e, ds)}}}")
    out += [r"\listEnd", hsec("Skills", "Skills"), r"\listStart", rf"\itemline{{{tex(', '.join(p['skills']))}}}", r"\listEnd"]
    if p["volunteer"]:
        out += [hsec("Volunteer", "Volunteer"), r"\listStart"]
        for v in p["volunteer"]:
            out.append(rf"\heading{{{tex(v['organization'])}}}{{}}{{{tex(v['role'])}}}{{{tex_range(v, ds)}}}")
        out.append(r"\listEnd")
    if p["awards"]:
        out += [hsec("Awards", "Awards"), r"\listStart"] + [rf"\itemline{{{tex(a['title'])} ({tex(a['awarder'])}, {a['date'][:4]})}}" for a in p["awards"]] + [r"\listEnd"]
    if p["languages"]:
        out += [hsec("Languages", "Languages"), r"\listStart", rf"\itemline{{{tex(', '.join(l['language'] + ' (' + l['fluency'] + ')' for l in p['languages']))}}}", r"\listEnd"]
    out.append(r"\end{document}")
    truth = truth_of(p, ds, sections=["summary", "experience", "education", "skills", "volunteer", "awards", "languages"],
                     contact=["email", "phone", "location", "github", "linkedin"])
    return "\n".join(out) + "\n", truth


def typeset_tex(rid, source):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "r.tex")
        with open(path, "w") as f:
            f.write(source)
        for _ in range(2):
            run = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "r.tex"], cwd=tmp, capture_output=True, text=True, errors="replace")
        if run.returncode != 0:
            raise SystemExit(f"{rid}: pdflatex failed\n{run.stdout[-3000:]}")
        shutil.copy(os.path.join(tmp, "r.pdf"), os.path.join(HERE, rid + ".pdf"))
    with open(os.path.join(HERE, rid + ".tex"), "w") as f:
        f.write(source)


# ---------------------------------------------------------------------------------------------
# HTML printed to PDF in Chromium; and the same HTML saved as DOCX, then PDF, with LibreOffice

FA = {"email": "\uf0e0", "phone": "\uf095", "location": "\uf041", "website": "\uf0ac", "linkedin": "\uf08c", "github": "\uf09b",
      "Experience": "\uf0b1", "Education": "\uf19d", "Skills": "\uf0ad", "Languages": "\uf1ab", "Volunteer": "\uf004", "Awards": "\uf091",
      "Summary": "\uf007", "Projects": "\uf121", "Certifications": "\uf0a3", "Interests": "\uf005", "Publications": "\uf02d"}

CSS_BASE = """
@font-face { font-family: FA; src: url('file://%s'); }
@page { size: Letter; margin: 0; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; margin: 0; color: #222; }
.fa { font-family: FA; font-weight: normal; margin-right: 5px; }
h1 { margin: 0; } ul { margin: 2px 0 6px 0; padding-left: 16px; } li { margin: 1px 0; }
.row { display: flex; justify-content: space-between; }
""" % FONT_AWESOME


def e_(s):
    return html.escape(s)


def html_entries(p, ds, dash, *, heading_icons, row_layout):
    """The main column's sections."""
    h = lambda name, key=None: f"<h2>{('<span class=fa>' + FA.get(key or name, '') + '</span>') if heading_icons else ''}{e_(name)}</h2>"
    rng = lambda x: f"{show_date(x['start'], ds)}{dash}{show_date(x['end'], ds)}"
    out = [h("Summary"), f"<p>{e_(p['summary'])}</p>", h("Work History" if row_layout == "two" else "Professional Experience", "Experience")]
    for x in p["experience"]:
        if row_layout == "two":
            out.append(f"<div class=row><b>{e_(x['company'])}</b><span>{e_(x['location'])}</span></div>"
                       f"<div class=row><i>{e_(x['role'])}</i><span>{rng(x)}</span></div>")
        else:
            out.append(f"<div class=row><span><b>{e_(x['role'])}</b>, {e_(x['company'])}, {e_(x['location'])}</span><span>{rng(x)}</span></div>")
        out.append("<ul>" + "".join(f"<li>{e_(b)}</li>" for b in x["bullets"]) + "</ul>")
    if p["projects"]:
        out.append(h("Projects"))
        out += [f"<p><b>{e_(x['name'])}</b> — {e_(x['description'])}</p>" for x in p["projects"]]
    if p["volunteer"]:
        out.append(h("Activities and Involvement" if row_layout == "two" else "Volunteer", "Volunteer"))
        for v in p["volunteer"]:
            out.append(f"<div class=row><span><b>{e_(v['role'])}</b>, {e_(v['organization'])}</span><span>{rng(v)}</span></div><ul><li>{e_(v['summary'])}</li></ul>")
    if p["publications"]:
        out.append(h("Publications"))
        out += [f"<p>{e_(x['name'])}. <i>{e_(x['publisher'])}</i>, {x['date'][:4]}.</p>" for x in p["publications"]]
    return out


def html_side(p, ds, dash, *, icons):
    """A sidebar's blocks: contact, education, skills, languages, awards, interests."""
    ic = lambda k: f"<span class=fa>{FA[k]}</span>" if icons else ""
    rng = lambda x: f"{show_date(x['start'], ds)}{dash}{show_date(x['end'], ds)}"
    out = ["<h3>Contact</h3>"]
    for k in ["email", "phone", "location", "website", "linkedin", "github"]:
        if p[k]:
            out.append(f"<p>{ic(k)}{e_(p[k])}</p>")
    out.append("<h3>Education</h3>")
    for x in p["education"]:
        out.append(f"<p><b>{e_(x['degree'])}</b><br>{e_(x['school'])}<br>{rng(x)}</p>")
    out.append("<h3>Skills</h3><ul>" + "".join(f"<li>{e_(s)}</li>" for s in p["skills"]) + "</ul>")
    if p["certifications"]:
        out.append("<h3>Certifications</h3>" + "".join(f"<p>{e_(c)}</p>" for c in p["certifications"]))
    if p["languages"]:
        out.append("<h3>Languages</h3>" + "".join(f"<p>{e_(l['language'])} — {e_(l['fluency'])}</p>" for l in p["languages"]))
    if p["awards"]:
        out.append("<h3>Honors</h3>" + "".join(f"<p>{e_(a['title'])}, {e_(a['awarder'])} ({a['date'][:4]})</p>" for a in p["awards"]))
    if p["interests"]:
        out.append("<h3>Interests</h3><p>" + e_(", ".join(p["interests"])) + "</p>")
    return out


def html_sidebar(p, side):
    """A two-column page: a shaded sidebar (left or right) with contact, education, skills…"""
    ds, dash = ("num", " - ") if side == "left" else ("full", " – ")
    css = CSS_BASE + """
.page { display: flex; flex-direction: %s; min-height: 11in; }
.side { width: 2.4in; background: #2d3e50; color: #fff; padding: 0.45in 0.25in; box-sizing: border-box; }
.side h3 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1px; border-bottom: 1px solid #fff; margin: 12px 0 4px; }
.side p { margin: 3px 0; }
.main { flex: 1; padding: 0.45in 0.4in; }
.main h1 { font-size: 26pt; } .main .title { font-size: 13pt; color: #2d3e50; margin-bottom: 10px; }
.main h2 { font-size: 12pt; color: #2d3e50; border-bottom: 1px solid #ccc; margin: 12px 0 4px; }
""" % ("row" if side == "left" else "row-reverse")
    body = (f"<div class=page><div class=side>{''.join(html_side(p, ds, dash, icons=side == 'left'))}</div>"
            f"<div class=main><h1>{e_(p['name'])}</h1><div class=title>{e_(p['title'])}</div>{''.join(html_entries(p, ds, dash, heading_icons=side == 'left', row_layout='one'))}</div></div>")
    return page(css, body), truth_of(p, ds, sections=["summary", "experience", "education", "projects", "skills", "certifications", "volunteer", "awards", "languages", "interests", "publications"])


def html_oneline(p, variant):
    """One column, OpenResume-like: the contact on one line separated by spaces only, headings
    in capitals, company and location on one line and role and dates on the next, right-aligned."""
    ds, dash = ("mon", " - ") if variant == "spaces" else ("mon", " ‒ ")
    css = CSS_BASE + """
.page { padding: 0.5in 0.6in; }
h1 { font-size: 22pt; } .title { font-size: 11pt; margin: 2px 0 4px; }
.contact span { margin-right: 18px; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.5px; color: #1d4ed8; border-bottom: 2px solid #1d4ed8; margin: 12px 0 5px; }
"""
    parts = [p[k] for k in ["email", "phone", "location", "linkedin", "github", "website"] if p[k]]
    head = f"<h1>{e_(p['name'])}</h1><div class=title>{e_(p['title'])}</div><div class=contact>" + "".join(f"<span>{e_(x)}</span>" for x in parts) + "</div>"
    rng = lambda x: f"{show_date(x['start'], ds)}{dash}{show_date(x['end'], ds)}"
    main = html_entries(p, ds, dash, heading_icons=False, row_layout="two")
    edu = ["<h2>Education</h2>"] + [f"<div class=row><b>{e_(x['school'])}</b><span>{e_(x['location'])}</span></div><div class=row><i>{e_(x['degree'])}</i><span>{rng(x)}</span></div>" for x in p["education"]]
    rest = ["<h2>Skills</h2>", f"<p>{e_(', '.join(p['skills']))}</p>"]
    if p["certifications"]:
        rest += ["<h2>Licenses &amp; Certifications</h2>"] + [f"<p>{e_(c)}</p>" for c in p["certifications"]]
    if p["awards"]:
        rest += ["<h2>Honors/Awards</h2>"] + [f"<p>{e_(a['title'])} — {e_(a['awarder'])}, {show_date(a['date'], ds)}</p>" for a in p["awards"]]
    if p["languages"]:
        rest += ["<h2>Languages</h2>", "<p>" + e_(", ".join(f"{l['language']} ({l['fluency']})" for l in p["languages"])) + "</p>"]
    if p["interests"]:
        rest += ["<h2>Interests</h2>", f"<p>{e_(', '.join(p['interests']))}</p>"]
    body = f"<div class=page>{head}{''.join(main[:2])}{''.join(edu)}{''.join(main[2:])}{''.join(rest)}</div>"
    return page(css, body), truth_of(p, ds)


# A resume builder's page (Reactive Resume, RenderCV, OpenResume): rows set 1.6 sizes apart (1.5 to 2 in those builders), so
# a wrapped bullet's next row is further below than most templates set it; each school with
# notes under it as bullets; each project "Name | Date", a line of what it is, then bullets
# (ADR 0062). Each entry is kept on one page, as those builders keep it; the footer is the
# name and "page/pages".
BUILDER_PREAMBLE = r"""\linespread{1.6}\hyphenpenalty=10000
\setlist[itemize]{label=\textbullet, leftmargin=12pt, itemsep=3pt, topsep=1pt}
\newcommand{\row}[2]{\par\noindent\begin{tabular*}{\textwidth}{l@{\extracolsep{\fill}}r}#1 & #2 \\ \end{tabular*}\par}"""


def builder(p):
    """A resume builder's page, one narrow column: company and dates over role and place, bullets
    wrapped over rows set wide apart; schools with notes; projects with a line of what they are
    before their bullets."""
    ds = "full"
    rng = lambda e: f"{tex(show_date(e['start'], ds))} to {tex(show_date(e['end'], ds))}"
    items = lambda xs: r"\begin{itemize}" + "".join(rf"\item {tex(x)}" for x in xs) + r"\end{itemize}"
    whole = lambda *lines: r"\par\noindent\begin{minipage}{\textwidth}" + "\n".join(lines) + r"\end{minipage}\par"
    contacts = [tex(p["location"]), tex(p["phone"]), tex(p["email"]), tex(p["website"])]
    out = [JAKE_PREAMBLE % BUILDER_PREAMBLE, r"\setlength{\textwidth}{4.6in}",
           # RenderCV's running footer: the name and the page out of the page count.
           r"\usepackage{fancyhdr}\usepackage{lastpage}\pagestyle{fancy}\renewcommand{\headrulewidth}{0pt}\fancyhf{}",
           rf"\cfoot{{\small {tex(p['name'])} -- \thepage/\pageref{{LastPage}}}}", r"\begin{document}",
           rf"{{\LARGE {tex(p['name'])}}} \\", rf"{tex(p['title'])} \\", r"\small " + r" \quad ".join(contacts[:2]) + r" \\ " + r" \quad ".join(contacts[2:]) + r" \normalsize"]
    out += [r"\section*{Summary}", tex(p["summary"]), r"\section*{Experience}"]
    for e in p["experience"]:
        out.append(whole(rf"\row{{\textbf{{{tex(e['company'])}}}}}{{{rng(e)}}}", rf"\row{{{tex(e['role'])}}}{{{tex(e['location'])}}}", items(e["bullets"])))
    out.append(r"\section*{Education}")
    for e in p["education"]:
        out.append(whole(rf"\row{{\textbf{{{tex(e['school'])}}}}}{{{rng(e)}}}", rf"\row{{{tex(e['degree'])}}}{{{tex(e['location'])}}}",
                         items(e["notes"]) if e.get("notes") else ""))
    out.append(r"\section*{Projects}")
    for x in p["project_entries"]:
        out.append(whole(rf"\row{{\textbf{{{tex(x['name'])}}}}}{{{tex(show_date(x['date'], ds))}}}", r"\noindent " + tex(x["about"]) + r"\par", items(x["bullets"])))
    out += [r"\section*{Skills}", r"\noindent " + tex(", ".join(p["skills"])), r"\section*{Languages}", r"\noindent " + tex(", ".join(l["language"] for l in p["languages"]))]
    out.append(r"\end{document}")
    truth = truth_of({**p, "projects": p["project_entries"]}, ds, sections=["summary", "experience", "education", "projects", "skills", "languages"],
                     contact=["email", "phone", "location", "website"])
    return "\n".join(out) + "\n", truth


# A student's page as resume sites and templates set it (ADR 0065): a street address in the
# contact line; a "Coursework" label line under the school with the courses on the line below;
# skill groups in a two-column table ("Label: …" | "Label: …"); an entry broken over two pages
# inside its bullets; projects as "Name" / "Role" / a paragraph, without bullets (Reactive
# Resume); volunteering as "Organisation, Place | Dates" over the role "Volunteer" (OpenResume).
STUDENT = {
    "maya": {"street": "18 Harbour Lane", "courses": "Compilers, Databases, Computer Networks, Operating Systems",
             "groups": ["Programming", "Data Stores", "Platforms", "Tooling"], "roles": ["Lead Developer", "Maintainer", "Hardware Designer"]},
    "lukas": {"street": "", "courses": "Stochastic Processes, Numerical Analysis, Convex Optimisation",
              "groups": ["Modelling", "Libraries", "Mapping", "Data"], "roles": ["Author", "Team Lead", "Builder"]},
}


def student(p):
    """A student's one-column page: street address, coursework label, a skills table, an entry
    broken over two pages, projects as name / role / paragraph, volunteering as OpenResume sets it."""
    ds = "mon"
    st = STUDENT[p["key"]]
    rng = lambda e: f"{tex(show_date(e['start'], ds))} -- {tex(show_date(e['end'], ds))}"
    place = f"{st['street']}, {p['location']}" if st["street"] else p["location"]
    contacts = [tex(place), tex(p["phone"]), tex(p["email"]), tex(p["linkedin"]), tex(p["github"])]
    out = [JAKE_PREAMBLE % "", r"\begin{document}", r"\begin{center}", rf"\textbf{{\Huge {tex(p['name'])}}} \\ \vspace{{2pt}}",
           rf"{tex(p['title'])} \\ \vspace{{1pt}}", r"\footnotesize " + r" $|$ ".join(contacts), r"\end{center}"]
    out += [r"\section{Education}", r"\listStart"]
    for i, e in enumerate(p["education"]):
        out.append(rf"\heading{{{tex(e['school'])}}}{{{rng(e)}}}{{{tex(e['degree'])}}}{{{tex(e['location'])}}}")
        if i == 0:
            out.append(r"\item[] \textbf{Coursework} \\ \hspace*{8pt}\small " + tex(st["courses"]))
    out.append(r"\listEnd")
    # Four groups of the skills, two a row.
    sk, g = p["skills"], st["groups"]
    cells = [rf"\textbf{{{g[k]}}}: {tex(', '.join(sk[k::4]))}" for k in range(4)]
    out += [r"\section{Skills}", r"\noindent\small\begin{tabular}{@{}p{0.46\textwidth}@{\hspace{0.04\textwidth}}p{0.46\textwidth}@{}}",
            rf"{cells[0]} & {cells[1]} \\ {cells[2]} & {cells[3]} \\", r"\end{tabular}\normalsize"]
    out += [r"\section{Experience}", r"\listStart"]
    for i, e in enumerate(p["experience"]):
        out.append(rf"\heading{{{tex(e['company'])}}}{{{tex(e['location'])}}}{{{tex(e['role'])}}}{{{rng(e)}}}")
        bullets = [rf"\itemline{{{tex(b)}}}" for b in e["bullets"]]
        if i == 0:
            # The page ends inside the first role, after its first bullet.
            bullets.insert(1, r"\pagebreak")
        out.append(r"\bulletsStart" + "".join(bullets) + r"\bulletsEnd")
    out += [r"\listEnd", r"\section{Projects}", r"\listStart"]
    for x, role in zip(p["project_entries"], st["roles"]):
        out.append(rf"\item \textbf{{{tex(x['name'])}}} \\ \textit{{{tex(role)}}} \\ {tex(x['about'])}.")
    out.append(r"\listEnd")
    if p["volunteer"]:
        out += [r"\section{Volunteer Experience}", r"\listStart"]
        for v in p["volunteer"]:
            out.append(rf"\heading{{{tex(v['organization'])}, {tex(p['location'])}}}{{{rng(v)}}}{{Volunteer}}{{}}")
            out.append(rf"\bulletsStart\itemline{{{tex(v['summary'])}}}\bulletsEnd")
        out.append(r"\listEnd")
    out.append(r"\end{document}")
    truth = truth_of({**p, "projects": p["project_entries"], "location": place}, ds,
                     sections=["experience", "education", "projects", "skills", "volunteer"], contact=["email", "phone", "location", "linkedin", "github"])
    return "\n".join(out) + "\n", truth


US_STATES = {"TX": "Texas", "CO": "Colorado", "MA": "Massachusetts", "MI": "Michigan", "NY": "New York", "OR": "Oregon", "RI": "Rhode Island",
             "WA": "Washington", "FL": "Florida"}
NOW = "2026-11"  # the month the LinkedIn-style profiles were "saved", for their durations


def linkedin_place(place):
    """A place as LinkedIn writes it: "City, Region, Country"."""
    city, _, region = place.partition(", ")
    if region in US_STATES:
        return f"{city}, {US_STATES[region]}, United States"
    if region == "Germany":
        return f"{city}, {city}, Germany"
    return place


def linkedin_duration(e):
    """LinkedIn's length of stay, months counted inclusively: "3 years 2 months"."""
    sy, sm = map(int, e["start"].split("-"))
    ey, em = map(int, (e["end"] or NOW).split("-"))
    months = (ey - sy) * 12 + em - sm + 1
    y, m = divmod(months, 12)
    parts = ([f"{y} year{'s' if y != 1 else ''}"] if y else []) + ([f"{m} month{'s' if m != 1 else ''}"] if m else [])
    return " ".join(parts)


def html_linkedin(p):
    """LinkedIn's "Save to PDF" profile: a grey sidebar (Contact with "(LinkedIn)" and
    "(Personal)" after the links, Top Skills, Languages, Certifications, Honors-Awards) beside
    the main column (name, headline, location, Summary, Experience with the company on its own
    line over the role, "Month YYYY - Present (3 years 2 months)" and the job's place, Education)."""
    css = CSS_BASE + """
body { font-family: 'DejaVu Sans', sans-serif; color: #000; }
.page { display: flex; min-height: 11in; }
.side { width: 2.3in; background: #e6e9ec; padding: 0.6in 0.25in 0.4in 0.4in; font-size: 9.5pt; box-sizing: border-box; }
.main { flex: 1; padding: 0.6in 0.5in 0.4in 0.35in; font-size: 10pt; }
h2 { font-size: 13pt; margin: 16px 0 6px; font-weight: normal; } .side h2 { font-size: 12pt; }
h1 { font-size: 26pt; margin: 0 0 4px; font-weight: normal; } .headline { font-size: 12pt; margin: 0 0 4px; }
.muted { color: #555; } p { margin: 2px 0; } .company, .school { font-size: 12pt; margin-top: 12px; }
"""
    rng = lambda x: f"{show_date(x['start'], 'full')} - {show_date(x['end'], 'full')}"
    side = ["<h2>Contact</h2>", f"<p>{e_(p['email'])}</p>"]
    if p["phone"]:
        side.append(f"<p>{e_(p['phone'])} (Mobile)</p>")
    side.append(f"<p>www.{e_(p['linkedin'])} (LinkedIn)</p>")
    if p["website"]:
        side.append(f"<p>{e_(p['website'])} (Personal)</p>")
    side += ["<h2>Top Skills</h2>"] + [f"<p>{e_(s)}</p>" for s in p["skills"][:3]]
    side += ["<h2>Languages</h2>"] + [f"<p>{e_(l['language'])} ({e_(l['fluency'])})</p>" for l in p["languages"]]
    if p["certifications"]:
        side += ["<h2>Certifications</h2>"] + [f"<p>{e_(c)}</p>" for c in p["certifications"]]
    if p["awards"]:
        side += ["<h2>Honors-Awards</h2>"] + [f"<p>{e_(a['title'])}</p>" for a in p["awards"]]
    main = [f"<h1>{e_(p['name'])}</h1>", f"<p class=headline>{e_(p['title'])}</p>", f"<p class=muted>{e_(linkedin_place(p['location']))}</p>",
            "<h2>Summary</h2>", f"<p>{e_(p['summary'])}</p>", "<h2>Experience</h2>"]
    for x in p["experience"]:
        main += [f"<p class=company>{e_(x['company'])}</p>", f"<p><b>{e_(x['role'])}</b></p>",
                 f"<p class=muted>{rng(x)} ({linkedin_duration(x)})</p>", f"<p class=muted>{e_(linkedin_place(x['location']))}</p>"]
        main += [f"<p>{e_(b)}</p>" for b in x["bullets"]]
    main.append("<h2>Education</h2>")
    for x in p["education"]:
        main += [f"<p class=school>{e_(x['school'])}</p>", f"<p class=muted>{e_(x['degree'])} · ({x['start'][:4]} - {x['end'][:4]})</p>"]
    body = f"<div class=page><div class=side>{''.join(side)}</div><div class=main>{''.join(main)}</div></div>"
    t = truth_of(p, "full", sections=["summary", "experience", "education", "skills", "certifications", "languages", "awards"],
                 contact=["email", "phone", "location", "website", "linkedin"])
    t["location"] = linkedin_place(p["location"])
    for job, x in zip(t["experience"], p["experience"]):
        job["location"] = linkedin_place(x["location"])
    t["skills"] = p["skills"][:3]
    return page(css, body), t


def app_form(p):
    """The resume form as a user fills it in the app (ADR 0014's typed formats), for the app's
    own PDF export in every template (appExports.run.ts): "Role at Company, Place (dates)"."""
    rng = lambda x: f"{show_date(x['start'], 'mon')} – {show_date(x['end'], 'mon')}"
    form = {k: p[k] for k in ["name", "email", "phone", "location", "website", "linkedin", "github", "summary"] if p[k]}
    form["job_title"] = p["title"]
    form["experience"] = "\n\n".join(f"{x['role']} at {x['company']}, {x['location']} ({rng(x)})\n" + "\n".join(f"- {b}" for b in x["bullets"]) for x in p["experience"])
    form["education"] = "\n".join(f"{x['degree']}, {x['school']}, {x['end'][:4]}" for x in p["education"])
    form["skills"] = ", ".join(p["skills"])
    if p["projects"]:
        form["projects"] = "\n\n".join(f"{x['name']} — {x['description']}" for x in p["projects"])
    if p["certifications"]:
        form["certifications"] = "\n".join(p["certifications"])
    if p["volunteer"]:
        form["volunteer"] = "\n\n".join(f"{v['role']} at {v['organization']} ({rng(v)})\n- {v['summary']}" for v in p["volunteer"])
    if p["awards"]:
        form["awards"] = "\n".join(f"{a['title']}, {a['awarder']} ({a['date'][:4]})" for a in p["awards"])
    if p["publications"]:
        form["publications"] = "\n".join(f"{x['name']}, {x['publisher']} ({x['date'][:4]})" for x in p["publications"])
    if p["languages"]:
        form["languages"] = ", ".join(f"{l['language']} ({l['fluency']})" for l in p["languages"])
    if p["interests"]:
        form["interests"] = ", ".join(p["interests"])
    return json.dumps(form, indent=2, ensure_ascii=False) + "\n", truth_of(p, "mon")


def write_form(rid, source):
    """The form, for appExports.run.ts to export as the app does (it writes <id>.pdf)."""
    with open(os.path.join(HERE, rid + ".form.json"), "w") as f:
        f.write(source)


def page(css, body):
    return f"<!doctype html><html><head><meta charset=utf-8><style>{css}</style></head><body>{body}</body></html>\n"


def print_html(rid, source):
    path = os.path.join(HERE, rid + ".html")
    with open(path, "w") as f:
        f.write(source)
    out = os.path.join(HERE, rid + ".pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", f"--print-to-pdf={out}", "file://" + path],
                   check=True, capture_output=True)


def word_doc(p, variant):
    """What a Word user types: headings, "Role, Company, Location" then the dates on the next
    line (simple) or a two-column table with the dates in the right cell (table)."""
    ds, dash = ("full", " – ") if variant == "simple" else ("num", " - ")
    rng = lambda x: f"{show_date(x['start'], ds)}{dash}{show_date(x['end'], ds)}"
    contact = " | ".join(p[k] for k in ["email", "phone", "location", "linkedin", "github", "website"] if p[k])
    out = [f"<p style='font-size:20pt'><b>{e_(p['name'])}</b></p>", f"<p style='font-size:12pt'>{e_(p['title'])}</p>", f"<p>{e_(contact)}</p>",
           "<h2>Profile</h2>", f"<p>{e_(p['summary'])}</p>", "<h2>Employment History</h2>"]
    for x in p["experience"]:
        if variant == "simple":
            out.append(f"<p><b>{e_(x['role'])}, {e_(x['company'])}, {e_(x['location'])}</b><br>{rng(x)}</p>")
        else:
            out.append(f"<table width='100%'><tr><td width='75%'><b>{e_(x['role'])}</b> — {e_(x['company'])}, {e_(x['location'])}</td><td align=right>{rng(x)}</td></tr></table>")
        out.append("<ul>" + "".join(f"<li>{e_(b)}</li>" for b in x["bullets"]) + "</ul>")
    out.append("<h2>Education</h2>")
    for x in p["education"]:
        out.append(f"<p>{e_(x['degree'])}, {e_(x['school'])}, {show_date(x['end'], ds)}</p>")
    out += ["<h2>Core Competencies</h2>", f"<p>{e_(' • '.join(p['skills']))}</p>"]
    if p["certifications"]:
        out += ["<h2>Certifications</h2>"] + [f"<p>{e_(c)}</p>" for c in p["certifications"]]
    if p["volunteer"]:
        out.append("<h2>Volunteer Work</h2>")
        for v in p["volunteer"]:
            out.append(f"<p><b>{e_(v['role'])}, {e_(v['organization'])}</b><br>{rng(v)}</p><ul><li>{e_(v['summary'])}</li></ul>")
    if p["awards"]:
        out += ["<h2>Awards</h2>"] + [f"<p>{e_(a['title'])}, {e_(a['awarder'])}, {a['date'][:4]}</p>" for a in p["awards"]]
    if p["languages"]:
        out += ["<h2>Languages</h2>"] + [f"<p>{e_(l['language'])}: {e_(l['fluency'])}</p>" for l in p["languages"]]
    if p["interests"]:
        out += ["<h2>Hobbies and Interests</h2>", f"<p>{e_(', '.join(p['interests']))}</p>"]
    src = f"<!doctype html><html><head><meta charset=utf-8><style>body{{font-family:'Liberation Sans';font-size:10pt}}</style></head><body>{''.join(out)}</body></html>\n"
    return src, truth_of(p, ds, sections=["summary", "experience", "education", "skills", "certifications", "volunteer", "awards", "languages", "interests"])


def word_to_pdf(rid, source):
    """HTML → DOCX → PDF, both with LibreOffice Writer, as a Word user's "Save as PDF"."""
    with open(os.path.join(HERE, rid + ".html"), "w") as f:
        f.write(source)
    with tempfile.TemporaryDirectory() as tmp:
        profile = "-env:UserInstallation=file://" + os.path.join(tmp, "profile")
        src = os.path.join(tmp, rid + ".html")
        shutil.copy(os.path.join(HERE, rid + ".html"), src)
        subprocess.run(["soffice", profile, "--headless", "--convert-to", "docx:MS Word 2007 XML", "--outdir", tmp, src], check=True, capture_output=True)
        subprocess.run(["soffice", profile, "--headless", "--convert-to", "pdf", "--outdir", tmp, os.path.join(tmp, rid + ".docx")], check=True, capture_output=True)
        shutil.copy(os.path.join(tmp, rid + ".docx"), os.path.join(HERE, rid + ".docx"))
        shutil.copy(os.path.join(tmp, rid + ".pdf"), os.path.join(HERE, rid + ".pdf"))


# ---------------------------------------------------------------------------------------------
# JSON Resume files, in the current key names and in the older ones (work[].company, basics.website)

def json_resume(p, old):
    b = {"name": p["name"], "label": p["title"], "email": p["email"], "phone": p["phone"], "summary": p["summary"]}
    if p["website"]:
        b["website" if old else "url"] = "https://" + p["website"]
    city, region = p["location"].split(", ", 1)
    b["location"] = {"city": city, "region": region}
    b["profiles"] = [{"network": "LinkedIn", "url": "https://www." + p["linkedin"]}] + ([{"network": "GitHub", "username": p["github"].split("/")[1], "url": "https://" + p["github"]}] if p["github"] else [])
    day = lambda iso: iso + "-01" if iso else None
    work = []
    for x in p["experience"]:
        w = {"company" if old else "name": x["company"], "position": x["role"], "location": x["location"], "startDate": day(x["start"]), "summary": x["bullets"][0], "highlights": x["bullets"][1:]}
        if x["end"]:
            w["endDate"] = day(x["end"])
        work.append(w)
    r = {"basics": b, "work": work,
         "education": [{"institution": x["school"], "studyType": x["degree"].split(" ", 1)[0], "area": x["degree"].split(" ", 1)[1], "startDate": x["start"], "endDate": x["end"]} for x in p["education"]],
         "skills": [{"name": s} for s in p["skills"]]}
    if p["projects"]:
        r["projects"] = [{"name": x["name"], "description": x["description"]} for x in p["projects"]]
    if p["certifications"]:
        r["certificates"] = [{"name": c} for c in p["certifications"]]
    if p["volunteer"]:
        r["volunteer"] = [{k: v for k, v in {"organization": x["organization"], "position": x["role"], "startDate": x["start"], "endDate": x["end"], "summary": x["summary"]}.items() if v} for x in p["volunteer"]]
    if p["awards"]:
        r["awards"] = [{"title": a["title"], "awarder": a["awarder"], "date": a["date"]} for a in p["awards"]]
    if p["publications"]:
        r["publications"] = [{"name": x["name"], "publisher": x["publisher"], "releaseDate": x["date"]} for x in p["publications"]]
    if p["languages"]:
        r["languages"] = [{"language": x["language"], "fluency": x["fluency"]} for x in p["languages"]]
    if p["interests"]:
        r["interests"] = [{"name": x} for x in p["interests"]]
    truth = truth_of(p, "iso")
    for x, w in zip(truth["experience"], work):
        x["start"], x["end"] = w["startDate"], w.get("endDate", "Present")
    return json.dumps(r, indent=2, ensure_ascii=False) + "\n", truth


# ---------------------------------------------------------------------------------------------

def layouts():
    """Every resume of the corpus: (id, make(person) → (source, truth), write(id, source))."""
    by = {p["key"]: p for p in PEOPLE}
    keys = [p["key"] for p in PEOPLE]
    out = []
    for i, style in enumerate(["classic", "casual", "banking", "oldstyle", "fancy"]):
        for k in (keys[i], keys[(i + 5) % 8]):
            out.append((f"moderncv-{style}-{k}", by[k], lambda p, s=style: moderncv(p, s), typeset_tex))
    for variant, k in [("plain", "hannah"), ("plain", "james"), ("broken", "daniel"), ("broken", "maya"), ("fig", "lukas")]:
        out.append((f"jake-{variant}-{k}", by[k], lambda p, v=variant: jake(p, v), typeset_tex))
    for k in ["lukas", "maya"]:
        out.append((f"jake-dots-{k}", by[k], jake_dots, typeset_tex))
    for k in ["daniel", "priya"]:
        out.append((f"cv-sections-{k}", by[k], cv_sections, typeset_tex))
    for k in ["daniel", "priya", "sofia"]:
        out.append((f"banner-{k}", by[k], lambda p: banner(p, ""), typeset_tex))
    for side, ks in [("left", ["maya", "tomas", "sofia"]), ("right", ["lukas", "priya", "hannah"])]:
        for k in ks:
            out.append((f"sidebar-{side}-{k}", by[k], lambda p, s=side: html_sidebar(p, s), print_html))
    for variant, ks in [("spaces", ["james", "maya", "hannah"]), ("figdash", ["daniel"])]:
        for k in ks:
            out.append((f"oneline-{variant}-{k}", by[k], lambda p, v=variant: html_oneline(p, v), print_html))
    for variant, ks in [("simple", ["tomas", "sofia"]), ("table", ["james", "lukas"])]:
        for k in ks:
            out.append((f"word-{variant}-{k}", by[k], lambda p, v=variant: word_doc(p, v), word_to_pdf))
    for k in ["maya", "lukas"]:
        out.append((f"linkedin-{k}", by[k], html_linkedin, print_html))
    for k in ["maya", "lukas"]:
        out.append((f"builder-{k}", by[k], builder, typeset_tex))
    for k in ["maya", "lukas"]:
        out.append((f"student-{k}", by[k], student, typeset_tex))
    for template, k in [("default", "hannah"), ("classic", "daniel"), ("modern", "sofia"), ("creative", "james")]:
        out.append((f"app-{template}-{k}", by[k], app_form, write_form))
    for k in ["maya", "priya"]:
        out.append((f"app-docx-{k}", by[k], app_form, write_form))
    for k in keys:
        old = k in ("lukas", "tomas", "james")
        out.append((f"jsonresume-{'old' if old else 'v1'}-{k}", by[k], lambda p, o=old: json_resume(p, o), write_json))
    return out


def write_json(rid, source):
    with open(os.path.join(HERE, rid + ".resume.json"), "w") as f:
        f.write(source)


def main():
    only = sys.argv[1:]
    for rid, person, make, write in layouts():
        if only and not any(rid.startswith(o) for o in only):
            continue
        source, truth = make(person)
        write(rid, source)
        with open(os.path.join(HERE, rid + ".truth.json"), "w") as f:
            json.dump(truth, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print(rid)


if __name__ == "__main__":
    main()
