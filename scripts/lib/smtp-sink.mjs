// A real SMTP server on a loopback port that keeps what it receives: the mail tests, the browser
// walk and the benchmark's digest all send to it (never to a remote server).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink() {
  const sink = { url: '', messages: [], refuse: new Set(), failNext: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (sink.refuse.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        if (sink.failNext > 0) {
          sink.failNext -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          sink.messages.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  sink.url = `smtp://127.0.0.1:${port}?tls=off`;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

export const recipientsOf = (mail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));
