import { writeSync } from 'node:fs';
import { hostname } from 'node:os';

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pino } from 'pino';

import { serializeRequest } from './log-serializers';

/** Where the log's lines go: one JSON text per line. */
export type LogStream = { write: (line: string) => unknown };

/** pino's number for the info level, which the request lines are written at. */
const INFO = pino.levels.values.info ?? 30;

/** Characters of lines gathered before they are written. */
const WRITE_FROM_CHARACTERS = 8192;
/** The longest a line waits to be written when fewer characters than that have come. */
const LOG_FLUSH_EVERY_MS = 100;

/**
 * Standard output, written asynchronously in batches: lines are gathered until about 8 KB have
 * come (some thirty request lines) or a tenth of a second has passed, then handed to pino's
 * destination (sonic-boom) as one text, written in one system call; a busy server makes one write
 * for many requests instead of one or two each (each write is a hand-off to a worker thread and
 * back), and a quiet one still shows each line within a tenth of a second. Each line is kept as
 * the text it was built as, in a list joined once per batch: converting every line to bytes of
 * its own (sonic-boom's buffer mode) made many small buffers for the collector to sweep, and
 * sonic-boom's text mode measures all the text waiting at every line; either cost a busy server
 * more than building the line (decision 0017). What is gathered is written out, after what the
 * destination still holds, when the process exits.
 */
export const standardOutput = (): LogStream => {
  const destination = pino.destination({ dest: 1, sync: false });
  let gathered: string[] = [];
  let characters = 0;
  const handOver = () => {
    if (gathered.length === 0) return;
    const text = gathered.join('');
    gathered = [];
    characters = 0;
    destination.write(text);
  };
  setInterval(handOver, LOG_FLUSH_EVERY_MS).unref();
  process.once('exit', () => {
    // No event loop is left: what the destination holds goes first, then what is gathered.
    destination.flushSync();
    if (gathered.length > 0) writeSync(1, gathered.join(''));
  });
  return {
    write: (line: string) => {
      gathered.push(line);
      characters += line.length;
      if (characters >= WRITE_FROM_CHARACTERS) handOver();
    },
  };
};

/**
 * A text field of the line, or nothing when the request has no such value (a request without a
 * Host header, a client gone before its answer was logged), as pino leaves such a field out.
 */
const field = (name: string, value: string | undefined): string =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;

/** Largest request number before the count starts again (V8's small integers). */
const MAX_REQUEST_NUMBER = 2 ** 31 - 1;

/**
 * Request ids as Fastify makes them (`req-1`, `req-2`, … in base 36), from one counter shared by
 * Fastify and the kept answers' front, so no two requests of a process log the same id.
 */
export const requestIds = (): (() => string) => {
  let last = 0;
  return () => {
    last = (last + 1) & MAX_REQUEST_NUMBER;
    return `req-${last.toString(36)}`;
  };
};

/** What the line of an answered request says. */
export type AnsweredRequest = {
  id: string;
  method: string;
  /** The address as it is logged: redacted (`redactUrl`). */
  url: string;
  host: string | undefined;
  remoteAddress: string | undefined;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
};

/** The fields of a request Fastify answered. */
export const answeredByFastify = (
  request: FastifyRequest,
  reply: FastifyReply,
): AnsweredRequest => {
  const req = serializeRequest(request);
  return {
    id: request.id,
    method: req.method,
    url: req.url,
    host: req.host,
    remoteAddress: req.remoteAddress,
    statusCode: reply.statusCode,
    responseTime: reply.elapsedTime,
  };
};

/**
 * The line of an answered request, in the shape pino writes it (its level, time, pid and
 * hostname, the request's `reqId`, then `req`, `res`, `responseTime` and `msg`), built directly:
 * it is written for every call, and pino's general serialisation of the same fields was the
 * largest part of a lobby call served from memory. The text fields are JSON-escaped as pino
 * escapes them.
 */
export const createRequestLine = (
  base: { pid: number; hostname: string } = { pid: process.pid, hostname: hostname() },
) => {
  const head = `{"level":${INFO},"time":`;
  const origin = `,"pid":${base.pid},"hostname":${JSON.stringify(base.hostname)},"reqId":`;
  return (answered: AnsweredRequest, time = Date.now()): string =>
    `${head}${time}${origin}${JSON.stringify(answered.id)},"req":{"method":${JSON.stringify(answered.method)}` +
    `${field('url', answered.url)}${field('host', answered.host)}${field('remoteAddress', answered.remoteAddress)}},` +
    `"res":{"statusCode":${answered.statusCode}},"responseTime":${answered.responseTime},` +
    `"msg":"request completed"}\n`;
};

/**
 * One log line per request, written when it is answered, with the request (method, redacted
 * address, host, client address), the status and the time taken; not a second line on arrival.
 * A request that failed is logged through pino with its error.
 */
export class OneLogLinePerRequest extends LogController {
  private readonly line = createRequestLine();
  private readonly linesWritten: boolean;

  /** `level` is the logger's: at `warn`, `error` or `fatal`, answered requests write no line. */
  constructor(
    private readonly stream: LogStream,
    level: string,
  ) {
    super();
    const value = pino.levels.values[level];
    this.linesWritten = value !== undefined && value <= INFO;
  }

  override incomingRequest(): void {
    // The line comes when the request is answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
    } else {
      this.answered(answeredByFastify(request, reply));
    }
  }

  /** Log a request answered without an error, by Fastify or before it (`KeptAnswerFront`). */
  answered(answered: AnsweredRequest): void {
    if (this.linesWritten) this.stream.write(this.line(answered));
  }
}
