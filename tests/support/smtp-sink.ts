/**
 * An SMTP server that keeps every message it is given (recipient and decoded subject), for the
 * tests that count what the shop's instances really sent (smtp-server, nodemailer's own).
 */
import { SMTPServer } from 'smtp-server'

export type SunkMail = { to: string; subject: string }

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header (RFC 2047), as nodemailer writes them. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '')
}

export async function startSmtpSink(port: number) {
  const received: SunkMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const subject = subjectOf(Buffer.concat(chunks).toString('utf8'))
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, subject })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
