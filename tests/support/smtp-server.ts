import net from 'node:net';

/** One message as the fake server received it: envelope plus the raw DATA, dot-stuffing undone. */
export type CapturedMail = { from: string; to: string[]; raw: string };

export type FakeSmtpServer = { url: string; mails: CapturedMail[]; close(): Promise<void> };

/**
 * Just enough SMTP (RFC 5321) on 127.0.0.1 for nodemailer to deliver: no TLS, no auth, one
 * recipient list per message. Tests read what arrived instead of trusting a mock.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const mails: CapturedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            mails.push({ ...envelope, raw: data.join('\r\n') });
            envelope = { from: '', to: [] };
            data = undefined;
            reply('250 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') { envelope.from = address; reply('250 ok'); }
        else if (verb === 'RCPT') { envelope.to.push(address); reply('250 ok'); }
        else if (verb === 'DATA') { data = []; reply('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'RSET') { envelope = { from: '', to: [] }; reply('250 ok'); }
        else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') { reply('221 bye'); socket.end(); }
        else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Headers and decoded text body of a single-part message as nodemailer writes it. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}
