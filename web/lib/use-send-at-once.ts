import { useState } from "react";
import { errorMessage } from "./api.ts";

/**
 * A change saved on its own, at once (the logo, a page's picture or video): whether it is
 * on its way, the error it met (the server's French message, else `fallback`), and `send`,
 * which runs a request and hands its answer to `onDone`.
 */
export function useSendAtOnce<Answer>(onDone: (answer: Answer) => void, fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(request: () => Promise<Answer>): Promise<void> {
    setError(null);
    setSending(true);
    try {
      onDone(await request());
    } catch (caught) {
      setError(errorMessage(caught, fallback));
    } finally {
      setSending(false);
    }
  }

  return { error, setError, sending, send };
}
