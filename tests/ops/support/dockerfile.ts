/**
 * @module
 * Runs a Dockerfile's own instructions without Docker (CI has no Docker engine): each stage gets
 * a folder standing for its filesystem, COPY copies into it (the build context filtered by
 * .dockerignore, or another stage's folder), RUN runs its shell command there. Only the RUN
 * commands that set up the operating system are left out, each named by a rule the caller
 * passes, so a command added to the Dockerfile runs here unless someone decides otherwise.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One instruction, continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** A build stage: its base image, its name, its instructions. */
export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Reads a Dockerfile into stages. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = pending + line;
    pending = '';
    const [keyword = '', ...rest] = whole.split(/\s+/);
    const args = whole.slice(keyword.length).trim();
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', as, name] = rest;
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${keyword} before any FROM`);
    stage.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** The instructions of a stage with one keyword. */
export function instructionsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
}

/** ENV arguments as pairs (`A=1 B=2`). */
export function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(
    args.split(/\s+/).map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`ENV ${args}: only the KEY=value form is supported here`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A RUN command that is left out, and why. */
export interface SkipRule {
  matches: RegExp;
  why: string;
}

/** What running the stages produced. */
export interface BuiltStages {
  /** The folder of each stage, by name (the last stage also as 'final'). */
  roots: Map<string, string>;
  /** The final stage's working directory, on the host. */
  workdir: string;
  /** The final stage's environment. */
  env: Record<string, string>;
  /** Which skip rules left out which commands. */
  skipped: Array<{ rule: SkipRule; command: string }>;
}

/** Runs every stage's COPY, WORKDIR, ENV and RUN under `scratch`, from `contextDir`. */
export async function runStages(
  stages: readonly Stage[],
  options: { contextDir: string; scratch: string; skip: readonly SkipRule[] },
): Promise<BuiltStages> {
  const roots = new Map<string, string>();
  const skipped: BuiltStages['skipped'] = [];
  let workdir = '/';
  let env: Record<string, string> = {};
  for (const [index, stage] of stages.entries()) {
    const root = path.join(options.scratch, stage.name ?? `stage-${index}`);
    mkdirSync(root, { recursive: true });
    roots.set(stage.name ?? String(index), root);
    workdir = '/';
    env = {};
    const onHost = (target: string) => path.join(root, path.resolve(workdir, target));
    for (const { keyword, args } of stage.instructions) {
      switch (keyword) {
        case 'WORKDIR':
          workdir = path.resolve(workdir, args);
          mkdirSync(onHost('.'), { recursive: true });
          break;
        case 'ENV':
          env = { ...env, ...parseEnv(args) };
          break;
        case 'COPY':
          copy(args, { contextDir: options.contextDir, roots, onHost });
          break;
        case 'RUN': {
          const rule = options.skip.find((candidate) => candidate.matches.test(args));
          if (rule) skipped.push({ rule, command: args });
          else await runShell(args, onHost('.'), env);
          break;
        }
        // What the image declares rather than does; the caller checks these.
        case 'USER':
        case 'VOLUME':
        case 'EXPOSE':
        case 'HEALTHCHECK':
        case 'CMD':
          break;
        default:
          throw new Error(`${keyword} is not supported outside Docker yet: teach runStages it`);
      }
    }
    roots.set('final', root);
  }
  const final = roots.get('final') ?? options.scratch;
  return { roots, workdir: path.join(final, workdir), env, skipped };
}

function copy(
  args: string,
  deps: { contextDir: string; roots: Map<string, string>; onHost: (target: string) => string },
): void {
  const words = args.split(/\s+/);
  const from = words[0]?.startsWith('--from=') ? words.shift()?.slice('--from='.length) : undefined;
  const dest = words.pop();
  if (!dest || words.length === 0)
    throw new Error(`COPY ${args}: needs a source and a destination`);
  const sourceRoot = from === undefined ? deps.contextDir : deps.roots.get(from);
  if (!sourceRoot) throw new Error(`COPY ${args}: no stage named ${from}`);
  const target = deps.onHost(dest);
  for (const source of words) {
    const onSource = path.join(sourceRoot, source);
    if (from === undefined && source === '.') {
      copyContext(deps.contextDir, target);
    } else if (statSync(onSource).isDirectory()) {
      mkdirSync(target, { recursive: true });
      cpSync(onSource, target, { recursive: true, verbatimSymlinks: true });
    } else {
      const into = dest.endsWith('/') ? path.join(target, path.basename(source)) : target;
      mkdirSync(path.dirname(into), { recursive: true });
      cpSync(onSource, into);
    }
  }
}

// The build context as Docker sends it: everything but what .dockerignore names.
function copyContext(contextDir: string, target: string): void {
  const ignoreFile = path.join(contextDir, '.dockerignore');
  const patterns = existsSync(ignoreFile)
    ? readFileSync(ignoreFile, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
    : [];
  if (patterns.some((pattern) => pattern.startsWith('!'))) {
    throw new Error('.dockerignore exceptions (!) are not supported outside Docker yet');
  }
  const ignored = (relative: string) => patterns.some((p) => path.matchesGlob(relative, p));
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(contextDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (ignored(child)) continue;
      if (entry.isDirectory()) {
        mkdirSync(path.join(target, child), { recursive: true });
        walk(child);
      } else {
        cpSync(path.join(contextDir, child), path.join(target, child), { verbatimSymlinks: true });
      }
    }
  };
  mkdirSync(target, { recursive: true });
  walk('');
}

function runShell(command: string, cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      '/bin/sh',
      ['-c', command],
      { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error)
          reject(new Error(`RUN ${command} failed (${error.code}):\n${stderr.slice(-4000)}`));
        else resolve();
      },
    );
  });
}
