/**
 * Reads a raw message the SMTP stand-in received, as a mail client would: unfolded headers, and the text and HTML
 * parts of a multipart/alternative body decoded (quoted-printable or base64).
 */
export interface ReadMail {
  header(name: string): string | null;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

function headers(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const soft = body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

export function readMail(raw: string): ReadMail {
  const { head, body } = splitHead(raw);
  const top = headers(head);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(top.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\r\n/, ''));
      const h = headers(part.head);
      parts.push({ type: (h.get('content-type') ?? '').split(';')[0]!.trim(), content: decode(part.body.replace(/\r\n$/, ''), h.get('content-transfer-encoding')) });
    }
  } else {
    parts.push({ type: (top.get('content-type') ?? 'text/plain').split(';')[0]!.trim(), content: decode(body, top.get('content-transfer-encoding')) });
  }
  return {
    header: (name) => top.get(name.toLowerCase()) ?? null,
    text: parts.find((p) => p.type === 'text/plain')?.content.replace(/\r\n/g, '\n') ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}
