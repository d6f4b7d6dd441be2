import { hostname } from 'node:os';

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pino } from 'pino';

import { serializeRequest } from './log-serializers';

/** Where the log's lines go: one JSON text per line. */
export type LogStream = { write: (line: string) => unknown };

/** pino's number for the info level, which the request lines are written at. */
const INFO = pino.levels.values.info ?? 30;

/** Bytes of lines gathered before they are written (sonic-boom's `minLength`). */
const WRITE_FROM_BYTES = 8192;
/** The longest a line waits to be written when fewer bytes than that have come. */
const LOG_FLUSH_EVERY_MS = 100;

/**
 * Standard output, written asynchronously in batches: lines are gathered until about 8 KB have
 * come (some thirty request lines) or a tenth of a second has passed, then written in one
 * system call, so a busy server makes one write for many requests instead of one or two each
 * (each write is a hand-off to a worker thread and back), and a quiet one still shows each line
 * within a tenth of a second. What is gathered is written out when the process exits. The lines
 * are kept as bytes, each converted once: kept as text, every new line would measure the whole
 * text waiting to be written, which on a busy server cost more than writing the line.
 */
export const standardOutput = (): LogStream => {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    contentMode: 'buffer',
    minLength: WRITE_FROM_BYTES,
    periodicFlush: LOG_FLUSH_EVERY_MS,
  });
  // In this mode sonic-boom takes bytes; its types only describe the default mode's text.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  return { write: (line: string) => writeBytes(Buffer.from(line)) };
};

/**
 * A text field of the line, or nothing when the request has no such value (a request without a
 * Host header, a client gone before its answer was logged), as pino leaves such a field out.
 */
const field = (name: string, value: string | undefined): string =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;

/**
 * The line of an answered request, in the shape pino writes it (its level, time, pid and
 * hostname, the request's `reqId`, then `req`, `res`, `responseTime` and `msg`), built directly:
 * it is written for every call, and pino's general serialisation of the same fields was the
 * largest part of a lobby call served from memory. The text fields are JSON-escaped as pino
 * escapes them; the address is redacted like every other logged request.
 */
export const createRequestLine = (
  base: { pid: number; hostname: string } = { pid: process.pid, hostname: hostname() },
) => {
  const head = `{"level":${INFO},"time":`;
  const origin = `,"pid":${base.pid},"hostname":${JSON.stringify(base.hostname)},"reqId":`;
  return (request: FastifyRequest, reply: FastifyReply, time = Date.now()): string => {
    const req = serializeRequest(request);
    return (
      `${head}${time}${origin}${JSON.stringify(request.id)},"req":{"method":${JSON.stringify(req.method)}` +
      `${field('url', req.url)}${field('host', req.host)}${field('remoteAddress', req.remoteAddress)}},` +
      `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},` +
      `"msg":"request completed"}\n`
    );
  };
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
    } else if (this.linesWritten) {
      this.stream.write(this.line(request, reply));
    }
  }
}
