// How fast contact mail goes out (issue 10): the real server (`npm start`'s entry) on a
// fresh data folder with SMTP_URL pointing at a real SMTP server in this process, then
//   - the delay from a contact request's 201 to its two mails (notification and
//     acknowledgment) arriving, with the SMTP server up;
//   - with the SMTP server refusing, REQUESTS requests are stored (their mails wait in the
//     outbox); once it accepts again, how long the outbox takes to drain.
// Run: node scripts/bench-mail.ts   (REQUESTS=20 DOWN_SECONDS=20 are the defaults)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../e2e/support/server.ts";
import { startTestSmtp } from "../server/test/smtp-server.ts";

const REQUESTS = Number(process.env.REQUESTS ?? 20);
const DOWN_SECONDS = Number(process.env.DOWN_SECONDS ?? 20);
const ROUNDS = 10;

const smtp = await startTestSmtp();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-mail-"));
const server = await startServer({
  dataDir,
  env: {
    DEMO_CONTENT: "false",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Site <site@example.com>",
    CONTACT_NOTIFY_TO: "equipe@example.com",
    // Many requests from one address: the contact form's own limit is not measured here.
    TRUST_PROXY: "true",
  },
  readyTimeoutMs: 120_000,
});

let sent = 0;
async function contactRequest(): Promise<void> {
  sent += 1;
  const response = await fetch(`${server.url}/api/v1/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      // A different visitor each time (TRUST_PROXY): no request is refused as a flood.
      "x-forwarded-for": `10.9.${Math.floor(sent / 250)}.${(sent % 250) + 1}`,
    },
    body: JSON.stringify({
      nom: "Awa Sow",
      numero: "+221 77 000 00 00",
      // And a different address: past 3 a day, one address gets no acknowledgment.
      email: `awa.sow.${sent}@example.com`,
      description: `Demande de mesure numéro ${sent} : un vol cargo Dakar–Abidjan.`,
      secteur: "aviation",
    }),
  });
  if (response.status !== 201) {
    throw new Error(`contact request answered ${response.status}: ${await response.text()}`);
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

try {
  // SMTP up: one request at a time, its two mails awaited.
  const delays: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = smtp.received.length;
    await contactRequest();
    const stored = performance.now();
    await smtp.waitFor(before + 2, 30_000);
    delays.push(performance.now() - stored);
  }
  console.log(
    `SMTP up: a request's two mails arrive ${percentile(delays, 0.5)?.toFixed(0)} ms (median) / ${Math.max(...delays).toFixed(0)} ms (slowest of ${ROUNDS}) after its 201`,
  );

  // SMTP refusing: the mails wait in the outbox, retried with backoff.
  smtp.setRefusing(true);
  const before = smtp.received.length;
  for (let i = 0; i < REQUESTS; i++) await contactRequest();
  await new Promise((resolve) => setTimeout(resolve, DOWN_SECONDS * 1000));
  if (smtp.received.length !== before) throw new Error("mail got through a refusing server");
  smtp.setRefusing(false);
  const back = performance.now();
  await smtp.waitFor(before + 2 * REQUESTS, 15 * 60_000);
  const drained = performance.now() - back;
  // Each mail once: nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  console.log(
    `SMTP refusing for ${DOWN_SECONDS} s with ${REQUESTS} requests stored (${2 * REQUESTS} mails): the outbox drained ${(drained / 1000).toFixed(1)} s after the server accepted again; ${smtp.received.length - before} mails received (each once: ${smtp.received.length - before === 2 * REQUESTS})`,
  );
} finally {
  await server.stop();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
