/**
 * Starts what the journeys run against, on free loopback ports:
 *   1. the local fakes of GitHub and Google sign-in (cmd/oauthfakes, built to a temp binary),
 *   2. ../bin/draftsmith (built by `make build`) on SQLite in a fresh temp DATA_DIR,
 *      pointed at those fakes.
 * Tests read E2E_BASE_URL, E2E_GITHUB_URL, E2E_GOOGLE_ISSUER and E2E_DATA_DIR (mail is
 * written to its mail/ folder) from the environment.
 * The returned function (Playwright's teardown) stops both by PID and removes the temp dir.
 * Logs go to e2e/.logs/ (oauthfakes.log, server.log).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, "..");
const logDir = path.join(e2eDir, ".logs");

const FAKE_KEYS = [
  "GITHUB_CLIENT_ID",
  "GITHUB_CLIENT_SECRET",
  "GITHUB_AUTH_URL",
  "GITHUB_TOKEN_URL",
  "GITHUB_API_URL",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_ISSUER",
] as const;

/** A port the OS says is free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function distinctFreePorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the process has exited. */
async function stop(child: ChildProcess | undefined, name: string, graceMs = 8000): Promise<void> {
  if (!child || child.pid === undefined || !alive(child)) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs));
  if ((await Promise.race([exited, timer])) === "timeout" && alive(child)) {
    console.warn(`[e2e] ${name} (pid ${child.pid}) did not stop on SIGTERM; killing it`);
    child.kill("SIGKILL");
    await exited;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Reads the KEY=VALUE lines oauthfakes prints once it listens. */
function readFakeEnv(child: ChildProcess, logFile: string, timeoutMs: number): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const found: Record<string, string> = {};
    let buffer = "";
    const log = fs.createWriteStream(logFile, { flags: "a" });
    const done = (err?: Error) => {
      clearTimeout(timer);
      child.off("exit", onExit);
      if (err) reject(err);
      else resolve(found);
    };
    const onExit = (code: number | null) => done(new Error(`oauthfakes exited early (code ${code}):\n${tail(logFile)}`));
    const timer = setTimeout(() => done(new Error(`oauthfakes printed no configuration within ${timeoutMs} ms:\n${tail(logFile)}`)), timeoutMs);
    child.on("exit", onExit);
    child.stderr?.pipe(log);
    child.stdout?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      buffer += chunk.toString("utf8");
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        const eq = line.indexOf("=");
        if (eq > 0) found[line.slice(0, eq)] = line.slice(eq + 1);
      }
      if (FAKE_KEYS.every((k) => found[k])) done();
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`draftsmith exited early (code ${child.exitCode}):\n${tail(logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`draftsmith did not answer ${url} within ${timeoutMs} ms (last: ${last}):\n${tail(logFile)}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const bin = process.env.DRAFTSMITH_BIN ?? path.join(repoRoot, "bin", "draftsmith");
  if (!fs.existsSync(bin)) throw new Error(`${bin} does not exist: run 'make build' first (or 'make e2e', which builds it).`);

  fs.mkdirSync(logDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "draftsmith-e2e-"));
  const dataDir = path.join(tmp, "data");
  fs.mkdirSync(dataDir);
  const children: ChildProcess[] = [];
  // Last resort if the runner dies without calling teardown: never leave servers behind.
  const killAll = () => {
    for (const c of children) if (alive(c)) c.kill("SIGKILL");
  };
  process.once("exit", killAll);

  let fakes: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  const teardown = async () => {
    await stop(server, "draftsmith");
    await stop(fakes, "oauthfakes");
    process.off("exit", killAll);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // Build the fakes to a binary (faster than `go run`, and its PID is the process to stop).
    const fakesBin = path.join(tmp, "oauthfakes");
    const started = Date.now();
    const build = spawnSync("go", ["build", "-o", fakesBin, "./cmd/oauthfakes"], { cwd: repoRoot, encoding: "utf8" });
    if (build.error || build.status !== 0) {
      throw new Error(`go build ./cmd/oauthfakes failed: ${build.error?.message ?? ""}\n${build.stderr}`);
    }
    console.log(`[e2e] built oauthfakes in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const [githubPort, googlePort, appPort] = (await distinctFreePorts(3)) as [number, number, number];
    const fakesLog = path.join(logDir, "oauthfakes.log");
    fs.writeFileSync(fakesLog, "");
    fakes = spawn(fakesBin, ["-github", `127.0.0.1:${githubPort}`, "-google", `127.0.0.1:${googlePort}`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(fakes);
    const fakeEnv = await readFakeEnv(fakes, fakesLog, 30_000);

    const baseURL = `http://127.0.0.1:${appPort}`;
    const serverLog = path.join(logDir, "server.log");
    const logFd = fs.openSync(serverLog, "w");
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The journeys own their server: never inherit a database, mail server or admin list.
    for (const k of ["DATABASE_URL", "SMTP_URL", "ADMIN_EMAILS", "TRUST_PROXY"]) delete env[k];
    Object.assign(env, fakeEnv, {
      PORT: String(appPort),
      BASE_URL: baseURL,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "info",
      // A journey may slow the built-in writer with X-Writer-Pace to watch and cancel a draft (ADR 0050).
      WRITER_PACE_HEADER: "true",
    });
    server = spawn(bin, [], { cwd: tmp, env, stdio: ["ignore", logFd, logFd] });
    fs.closeSync(logFd);
    children.push(server);
    await waitForServer(`${baseURL}/api/auth/session`, server, serverLog, 60_000);

    process.env.E2E_BASE_URL = baseURL;
    process.env.E2E_GITHUB_URL = `http://127.0.0.1:${githubPort}`;
    process.env.E2E_GOOGLE_ISSUER = fakeEnv.GOOGLE_ISSUER;
    // Without SMTP the server writes each mail as an .eml file under DATA_DIR/mail.
    process.env.E2E_DATA_DIR = dataDir;
    console.log(`[e2e] draftsmith at ${baseURL} (pid ${server.pid}), fake GitHub at ${process.env.E2E_GITHUB_URL}, fake Google at ${fakeEnv.GOOGLE_ISSUER}; logs in ${path.relative(process.cwd(), logDir) || logDir}/`);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
