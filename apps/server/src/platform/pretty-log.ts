/**
 * Development logs for a person at a terminal: one short line per entry,
 * `12:04:31 UYARI  message  POST /api/X 422 12ms [request id]`, instead of pino's JSON. Production
 * keeps JSON (one object per line, with the request id) for the log collector. The redaction
 * has already run: this only reformats what pino wrote.
 */
const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'BİLGİ', 40: 'UYARI', 50: 'HATA ', 60: 'ÖLÜMCÜL' };
const colours: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };

export function prettyLine(line: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const { level, time, msg, reqId, req, res, responseTime, err, pid: _pid, hostname: _host, ...rest } = entry;
  const at = typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '';
  const name = levelNames[Number(level)] ?? String(level);
  const request = req as { method?: string; path?: string } | undefined;
  const response = res as { statusCode?: number } | undefined;
  const parts = [at, name.padEnd(5), String(msg ?? '')];
  if (request?.method) parts.push(`${request.method} ${request.path ?? ''}`);
  if (response?.statusCode) parts.push(String(response.statusCode));
  if (typeof responseTime === 'number') parts.push(`${Math.round(responseTime)}ms`);
  const extra = Object.keys(rest).length ? JSON.stringify(rest) : '';
  if (extra) parts.push(extra);
  if (reqId) parts.push(`[${String(reqId)}]`);
  let text = parts.filter(Boolean).join('  ');
  const error = err as { type?: string; message?: string; stack?: string } | undefined;
  if (error) text += `\n  ${error.stack ?? `${error.type ?? 'Error'}: ${error.message ?? ''}`}`;
  const paint = colour ? colours[Number(level)] : undefined;
  return `${paint ? `${paint}${text}\u001b[0m` : text}\n`;
}

/** A stream for pino that writes pretty lines to stdout. */
export function prettyStream(out: NodeJS.WriteStream = process.stdout): { write(line: string): void } {
  const colour = Boolean(out.isTTY);
  return { write: (line: string) => void out.write(prettyLine(line, colour)) };
}
