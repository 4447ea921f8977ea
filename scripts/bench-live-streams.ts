/**
 * The live channel's part of `npm run bench:server`: members with sessions written straight into
 * the server's database (a production server has no password-free sign-in), then one idle live
 * stream per member held open over raw sockets — the lightest client there is, so the machine's
 * memory goes to the server being measured — and the server's resident memory read from /proc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { hashToken, newToken } from '../server/access/auth';
import type { Db } from '../server/db/connection';
import { ENDPOINTS } from '../src/api/endpoints';

/** Members (and sessions) written per statement: well under both engines' parameter limits. */
const ROWS_PER_INSERT = 500;
/** Streams being opened at once: a burst beyond the listen backlog would be refused. */
const OPENING_AT_ONCE = 200;
/** Descriptors the bench and the server need besides the streams (files, the database, the load). */
export const SPARE_DESCRIPTORS = 1_000;

/** One session token per member, for `count` new members. */
export async function memberTokens(db: Db, count: number): Promise<string[]> {
  const run = Date.now().toString(36);
  const now = new Date();
  const expires = new Date(now.getTime() + 24 * 3_600_000).toISOString();
  const tokens: string[] = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const size = Math.min(ROWS_PER_INSERT, count - start);
    const accounts = Array.from({ length: size }, (_, i) => `live${run}x${start + i}`);
    const rows = await db
      .insertInto('members')
      .values(accounts.map((account) => ({ account, account_key: account, password_hash: null, type: 0, nickname: account, club_label: '', mobile: null, email: null, country_dialing_code: null, created_at: now.toISOString() })))
      .returning('id')
      .execute();
    const chunk = rows.map(() => newToken());
    await db
      .insertInto('sessions')
      .values(rows.map((row, i) => ({ token_hash: hashToken(chunk[i]!), member_id: row.id, created_at: now.toISOString(), expires_at: expires, revoked_at: null })))
      .execute();
    tokens.push(...chunk);
  }
  return tokens;
}

/** One stream on its own socket; resolves once the server has answered 200 (refused: rejects). */
function openStream(url: URL, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n')) return;
      socket.off('data', onData);
      // From here on the heartbeats are read and dropped, as an idle client does.
      socket.resume();
      if (head.startsWith('HTTP/1.1 200')) resolve(socket);
      else {
        socket.destroy();
        reject(new Error(`the stream answered ${head.split('\r\n')[0]}`));
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${ENDPOINTS.liveStream.path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${token}\r\nAccept: text/event-stream\r\n\r\n`);
  });
}

/** Opens a stream per token, a few hundred at a time; the sockets, to close afterwards. */
export async function openIdleStreams(base: string, tokens: readonly string[]): Promise<Socket[]> {
  const url = new URL(base);
  const sockets: Socket[] = [];
  for (let start = 0; start < tokens.length; start += OPENING_AT_ONCE) {
    sockets.push(...(await Promise.all(tokens.slice(start, start + OPENING_AT_ONCE).map((token) => openStream(url, token)))));
  }
  return sockets;
}

/** A process's resident memory in MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** This shell's soft and hard limits on open files (`ulimit -Sn`, `-Hn`); Infinity for unlimited. */
export function fileLimits(): { soft: number; hard: number } {
  const [soft = '0', hard = '0'] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).trim().split('\n');
  const read = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: read(soft), hard: read(hard) };
}
