// The start-up logger (database, migrations, seed), before Fastify's own logger exists.
// Same levels as LOG_LEVEL; one line per message on stderr.
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];

export type Logger = Record<Level, (msg: string, err?: unknown) => void>;

export function createLogger(level: string): Logger {
  const min = level === 'silent' ? LEVELS.length : Math.max(0, LEVELS.indexOf(level as Level));
  const write = (l: Level) => (msg: string, err?: unknown) => {
    if (LEVELS.indexOf(l) < min) return;
    const detail = err instanceof Error ? `\n${err.stack}` : err !== undefined ? ` ${String(err)}` : '';
    process.stderr.write(`${new Date().toISOString()} ${l.toUpperCase()} ${msg}${detail}\n`);
  };
  return Object.fromEntries(LEVELS.map((l) => [l, write(l)])) as Logger;
}
